import { openDialog } from '../../lib/feedback.ts';
import { gateStillOpen } from './question.ts';

/**
 * Runs `action` once a grown-up has answered the gate's question. Used before checkout,
 * external links and the parent-only parts of the profile.
 */
export function withParentalGate(action: () => void): void {
  if (gateStillOpen()) action();
  else openDialog({ name: 'parental-gate', onPass: action });
}
