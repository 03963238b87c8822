import type { User } from '@dino/contract';
import { createStore } from './store.ts';

/**
 * What the page shows on top of itself: one dialog, one alert and a queue of toasts. Anything
 * may ask for them; the layout's feedback host draws them, loading their code only when asked.
 */
export type DialogRequest =
  /** `email` fills the form: after a password reset or an address confirmed by mail. */
  | { name: 'login'; email?: string | undefined }
  | { name: 'register' }
  | { name: 'forgot' }
  | { name: 'not-verified'; email: string }
  | { name: 'update-password'; user: User }
  | { name: 'profile'; user: User }
  | { name: 'child'; parent: User; child?: User | undefined }
  | { name: 'child-password'; child: User }
  | { name: 'child-remove'; child: User }
  | { name: 'consent-settings' }
  | { name: 'parental-gate'; onPass: () => void }
  | { name: 'data-export' }
  | { name: 'account-delete'; user: User };

/**
 * Spec section 3's alert: a success titled congratulation with its message, or the server-error
 * alert ('Sorry', 'Oops, something went wrong') with what failed, e.g. 'No internet connection.'
 */
export interface AlertRequest {
  serverError: boolean;
  message: string;
  /** A success that is no feat (a message sent, an order placed) says what happened instead. */
  title?: string | undefined;
}

/**
 * Spec section 8's toast types: a neutral notice (info), something done (success), something to
 * heed before going on (warning), something that failed (error), and a question with one answer
 * to pick while it shows, such as undoing what was just done.
 */
export const TOAST_TYPES = ['info', 'success', 'warning', 'error', 'question'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export interface ToastAnswer {
  label: string;
  onClick: () => void;
}
export type ToastRequest =
  | { id: number; type: Exclude<ToastType, 'question'>; message: string }
  | { id: number; type: 'question'; message: string; answer: ToastAnswer };

interface FeedbackState {
  dialog: DialogRequest | null;
  alert: AlertRequest | null;
  toasts: ToastRequest[];
}

export const feedback = createStore<FeedbackState>({ dialog: null, alert: null, toasts: [] });

export function openDialog(dialog: DialogRequest): void {
  feedback.set((state) => ({ ...state, dialog }));
}

export function closeDialog(): void {
  feedback.set((state) => ({ ...state, dialog: null }));
}

export function showSuccess(message: string, title?: string): void {
  feedback.set((state) => ({ ...state, alert: { serverError: false, message, title } }));
}

export function showServerError(message: string): void {
  feedback.set((state) => ({ ...state, alert: { serverError: true, message } }));
}

/** Closing a server-error alert reloads the page (spec section 4). */
export function closeAlert(): void {
  const alert = feedback.get().alert;
  feedback.set((state) => ({ ...state, alert: null }));
  if (alert?.serverError) window.location.reload();
}

let nextToastId = 1;
function queueToast(request: ToastRequest): void {
  feedback.set((state) => ({ ...state, toasts: [...state.toasts, request] }));
}

export function toast(type: Exclude<ToastType, 'question'>, message: string): void {
  queueToast({ id: nextToastId++, type, message });
}

/** A question toast: the message asks, the answer's button does it (it closes the toast). */
export function ask(message: string, answer: ToastAnswer): void {
  queueToast({ id: nextToastId++, type: 'question', message, answer });
}

/** The toaster takes the queued toasts once it is ready to show them. */
export function takeToasts(): ToastRequest[] {
  const { toasts } = feedback.get();
  if (toasts.length > 0) feedback.set((state) => ({ ...state, toasts: [] }));
  return toasts;
}
