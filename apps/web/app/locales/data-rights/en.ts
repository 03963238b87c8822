/** The consent and data-rights texts of the en catalog: sign-up, new terms, "Your data". */
export const dataRightsEn = {
  agreeTerms:
    'I agree to the <terms>Terms of service</terms> and the <privacy>Privacy policy</privacy>',
  termsTitle: 'Our terms have changed',
  termsText:
    'The terms of service and the privacy policy changed on {{date}}. Please read them and agree to keep using your account.',
  termsAgree: 'I agree',
  title: 'Your data',
  lead: 'What Dino keeps about your family belongs to you: choose what we send you, take a copy or delete it all.',
  termsAccepted: 'You agreed to the terms of service and the privacy policy on {{date}}.',
  weeklyTitle: 'Weekly progress mail',
  weeklyText:
    'Once a week, a short letter to you about each child: lessons finished, stars earned and time spent learning. Children never get mail from us.',
  on: 'On',
  off: 'Off',
  exportTitle: 'A copy of your data',
  exportText:
    'A zip file with everything we keep about your family: your account, your children’s profiles and progress, pictures, orders and messages.',
  exportButton: 'Download our family’s data',
  exportLead:
    'To keep your family’s data safe, please enter your password. The file is saved on this device.',
  exportSubmit: 'Download',
  exportPreparing: 'Preparing the file…',
  exportStarted: 'The file is being saved on this device.',
  deleteTitle: 'Delete the account',
  deleteText: 'Removes your account and your children’s profiles for good. It cannot be undone.',
  deleteButton: 'Delete account',
  deleteDialogTitle: 'Delete the account for good?',
  deleteLead: 'This cannot be undone. We will delete:',
  deleteAccount: 'your account, your details and your sign-in;',
  deleteChildren: 'every child’s profile, progress, stars and stickers;',
  deletePictures: 'all profile pictures.',
  deleteOrders:
    'Your orders are kept for bookkeeping, without your name, phone number or address. A receipt of the deletion goes to {{email}}.',
  deleteSubmit: 'Delete everything',
  deleting: 'Deleting…',
} as const;
