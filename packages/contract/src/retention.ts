/**
 * How long Dino keeps what it no longer needs (issue 8). The retention job deletes on these
 * terms and the privacy policy states them; change both together.
 */
export const RETENTION = {
  /** A parent account whose email was never confirmed, counted from sign-up. */
  unverifiedAccountDays: 30,
  /** The address and subject of a sent letter (its body is erased once sent). */
  sentMailDays: 30,
  /** A message written through the contact form. */
  contactMessageDays: 365,
} as const;

/** How often the retention job runs. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
