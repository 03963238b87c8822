import type { ComponentProps } from 'react';
import { Link } from 'react-router';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching a page's code and data on intent helps, except on the slowest connections. */
export function prefetchMode(): 'intent' | 'none' {
  if (typeof navigator === 'undefined') return 'intent';
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.effectiveType === 'slow-2g' || connection?.saveData ? 'none' : 'intent';
}

/** An in-app link that prefetches the next page when the visitor shows intent (spec section 7). */
export function AppLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={prefetchMode()} {...props} />;
}
