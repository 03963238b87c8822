import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

/**
 * A modal on Radix Dialog: focus kept inside and returned after, Escape and the close button
 * close it, the page behind is inert, title and description are announced.
 */
export function Modal(props: {
  title: string;
  description?: string | undefined;
  onClose: () => void;
  children: ReactNode;
  /** An alert asks for acknowledgement: no close button, no closing by clicking outside. */
  alert?: boolean;
  art?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          role={props.alert ? 'alertdialog' : 'dialog'}
          className="dialog-panel"
          onPointerDownOutside={props.alert ? (event) => event.preventDefault() : undefined}
          {...(props.description ? {} : { 'aria-describedby': undefined })}
        >
          {props.art && <div className="mx-auto w-28">{props.art}</div>}
          <Dialog.Title className="pr-12 text-2xl font-extrabold text-ink">
            {props.title}
          </Dialog.Title>
          {props.description && (
            <Dialog.Description className="text-lg text-ink/80">
              {props.description}
            </Dialog.Description>
          )}
          {props.children}
          {!props.alert && (
            <Dialog.Close
              className="icon-button absolute top-3 right-3"
              aria-label={t('dialog.close')}
            >
              <CloseIcon />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
