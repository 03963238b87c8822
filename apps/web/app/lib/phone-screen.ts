/**
 * A phone in either orientation: narrower than Tailwind's `sm` or shorter than a small tablet.
 * The same query is the `phone` variant in app.css; the lesson screen gives such a screen all
 * its room.
 */
export const PHONE_SCREEN = '(max-width: 639.98px), (max-height: 500px)';
