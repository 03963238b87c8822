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
  /**
   * A celebration: its picture on top, then title and text centred, the title balanced over the
   * whole width (the close button sits beside the picture). On a phone turned sideways the
   * picture stands at the left, so the way on stays on screen.
   */
  centered?: boolean;
  /** More classes for the panel, for a dialog that lays itself out differently. */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          role={props.alert ? 'alertdialog' : 'dialog'}
          className={`dialog-panel ${props.centered ? 'items-center text-center phone-landscape:grid phone-landscape:max-w-2xl phone-landscape:grid-cols-[auto_minmax(0,1fr)] phone-landscape:gap-x-6 phone-landscape:gap-y-2 phone-landscape:px-5 phone-landscape:py-4' : ''} ${props.className ?? ''}`}
          onPointerDownOutside={props.alert ? (event) => event.preventDefault() : undefined}
          {...(props.description ? {} : { 'aria-describedby': undefined })}
        >
          {props.art && (
            <div
              className={
                props.centered
                  ? 'phone-landscape:row-span-6 phone-landscape:self-center'
                  : 'mx-auto w-28'
              }
            >
              {props.art}
            </div>
          )}
          <Dialog.Title
            className={`text-2xl font-extrabold text-ink ${props.centered ? 'text-balance sm:text-3xl phone-landscape:text-2xl' : 'pr-12'}`}
          >
            {props.title}
          </Dialog.Title>
          {props.description && (
            <Dialog.Description
              className={`text-lg text-ink/80 ${props.centered ? 'text-balance' : ''}`}
            >
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
