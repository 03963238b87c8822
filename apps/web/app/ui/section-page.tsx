import type { ReactNode } from 'react';
import type { Crumb } from './breadcrumbs.tsx';
import { EmptyState, PageFrame } from './page-frame.tsx';

/**
 * A section whose list is still empty: the frame with its heading, trail and picture, and an
 * honest empty state with a way onwards.
 */
export function SectionPage(props: {
  title: string;
  lead: string;
  crumbs: Crumb[];
  art: ReactNode;
  empty: { title: string; text: string; art: ReactNode; action?: ReactNode };
}) {
  return (
    <PageFrame title={props.title} lead={props.lead} crumbs={props.crumbs} art={props.art}>
      <EmptyState {...props.empty} />
    </PageFrame>
  );
}
