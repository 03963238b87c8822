import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { Toaster as Sonner, toast, type ExternalToast } from 'sonner';
import { TOAST_TIMEOUT_MS } from '@dino/contract';
import { feedback, takeToasts, type ToastRequest, type ToastType } from '../lib/feedback.ts';

/**
 * A question waits longer than the spec's 2500 ms: its answer is a button to find and press, on
 * a phone held in one hand. Hovering or touching a toast holds it too.
 */
export const QUESTION_TIMEOUT_MS = 8000;

/** Something failed or needs heeding now: a screen reader says it at once, not after the rest. */
export const URGENT_TOASTS: readonly ToastType[] = ['error', 'warning'];

interface Look {
  /** Ink (#1f3321) reads on each at 4.5:1 or more. */
  background: string;
  /** The icon and the stripe, at 3:1 or more on the background. */
  colour: string;
  icon: ReactNode;
}

const glyph = { fill: 'none', stroke: '#fff', strokeWidth: 2.5, strokeLinecap: 'round' } as const;

/** Each type by its own shape as well as its colour, so no one has to tell colours apart. */
const LOOKS: Record<ToastType, Look> = {
  info: {
    background: '#e7f2fb',
    colour: '#1d5f8a',
    icon: (
      <>
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M12 11v6" {...glyph} />
        <circle cx="12" cy="7.5" r="1.5" fill="#fff" />
      </>
    ),
  },
  success: {
    background: '#eef8e8',
    colour: '#1f6e3a',
    icon: (
      <>
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="m7 12.5 3.5 3.5L17 9" {...glyph} strokeLinejoin="round" />
      </>
    ),
  },
  warning: {
    background: '#fff4cc',
    colour: '#b45309',
    icon: (
      <>
        <path d="M12 1.5 23 21.5H1Z" fill="currentColor" />
        <path d="M12 9v5.5" {...glyph} />
        <circle cx="12" cy="18" r="1.5" fill="#fff" />
      </>
    ),
  },
  error: {
    background: '#fde4e1',
    colour: '#b3261e',
    icon: (
      <>
        <path d="M7.4 1h9.2L23 7.4v9.2L16.6 23H7.4L1 16.6V7.4Z" fill="currentColor" />
        <path d="m8.5 8.5 7 7m0-7-7 7" {...glyph} />
      </>
    ),
  },
  question: {
    background: '#f0ebfa',
    colour: '#5b3c9e',
    icon: (
      <>
        <path
          d="M3 2h18a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2h-9l-6 4v-4H3a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z"
          fill="currentColor"
        />
        <path d="M9.5 8.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7" {...glyph} />
        <circle cx="12" cy="15.8" r="1.3" fill="#fff" />
      </>
    ),
  },
};

function show(request: ToastRequest) {
  const look = LOOKS[request.type];
  const options: ExternalToast = {
    id: request.id,
    testId: `toast-${request.type}`,
    classNames: { icon: '!h-7 !w-7' },
    icon: (
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
        style={{ color: look.colour }}
      >
        {look.icon}
      </svg>
    ),
    // Sonner's own sheet comes after the app's and outranks its classes; inline styles do not.
    style: {
      '--normal-bg': look.background,
      '--normal-border': look.colour,
      '--normal-text': '#1f3321',
      borderInlineStartWidth: 6,
      fontSize: '1rem',
      gap: 12,
    } as CSSProperties,
  };
  // The toaster is a polite live region; an urgent toast carries its own alert.
  const message = (
    <span className="font-bold" role={URGENT_TOASTS.includes(request.type) ? 'alert' : undefined}>
      {request.message}
    </span>
  );
  if (request.type !== 'question') {
    toast[request.type](message, options);
    return;
  }
  const { answer } = request;
  // The answer goes under the question, not beside it: an Armenian question needs the width.
  toast(
    <span className="flex flex-col items-start gap-2">
      {message}
      <button
        type="button"
        className="button-secondary"
        onClick={() => {
          toast.dismiss(request.id);
          answer.onClick();
        }}
      >
        {answer.label}
      </button>
    </span>,
    { ...options, duration: QUESTION_TIMEOUT_MS },
  );
}

/** Toasts at the bottom left for 2500 ms (spec section 9), loaded with the first toast. */
export default function Toaster() {
  useEffect(() => {
    const flush = () => takeToasts().forEach(show);
    flush();
    return feedback.subscribe(flush);
  }, []);
  return (
    <Sonner
      position="bottom-left"
      duration={TOAST_TIMEOUT_MS}
      closeButton
      style={{ fontFamily: 'inherit' }}
    />
  );
}
