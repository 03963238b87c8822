/** English UI texts of the web app; hy.ts and ru.ts must have exactly these keys. */
export const en = {
  app: {
    name: 'Dino',
    tagline: 'Learning adventures for children aged 3 to 12',
    skipToContent: 'Skip to content',
    home: 'Dino home page',
    language: 'Language',
    loading: 'Loading…',
    footer: 'Made with care for curious children and their grown-ups.',
  },
  home: {
    title: 'Hatch a love of learning',
    lead: 'Letters, numbers and the world of dinosaurs: short playful lessons for children aged 3 to 12, with grown-ups close by.',
    ages: 'For ages 3 to 12',
    languages: 'In Armenian, Russian and English',
    safe: 'No ads, no trackers',
  },
  alert: {
    congratulation: 'Congratulations!',
    close: 'Got it',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'This path leads nowhere: even our dinosaurs could not find any footprints here.',
    back: 'Back to the home page',
  },
  error: {
    title: 'Internal Server Error',
    text: 'Something went wrong on our side. Please try again in a moment.',
    code: 'Error {{code}}',
  },
  verify: {
    success: 'Email verified successfully',
    title: 'Email confirmation',
    invalid: 'The verification link is invalid or has expired.',
    resendHint: 'Enter your email address and we will send you a new link.',
    resend: 'Send a new link',
  },
  reset: {
    title: 'Choose a new password',
    hint: 'At least 8 characters, with a lowercase and an uppercase letter, a number and a special character.',
    password: 'New password',
    confirmation: 'Repeat the password',
    submit: 'Save the password',
    missing: 'This link is incomplete. Please open the link from the email again.',
    done: 'You can now sign in with your new password.',
  },
  form: {
    email: 'Email',
    sending: 'Sending…',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type UiCatalog = Widen<typeof en>;
