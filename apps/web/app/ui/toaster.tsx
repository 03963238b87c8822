import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { TOAST_TIMEOUT_MS } from '@dino/contract';
import { feedback, takeToasts, type ToastRequest } from '../lib/feedback.ts';

function show(request: ToastRequest) {
  if (request.type === 'question') toast(request.message, { icon: '?' });
  else toast[request.type](request.message);
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
      toastOptions={{ className: 'text-base font-bold' }}
    />
  );
}
