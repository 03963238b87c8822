/**
 * English messages. The texts quoted in the spec are kept to the letter; this catalog is the
 * source of the message keys, and hy.ts and ru.ts must translate every one of them.
 * Placeholders in braces are filled by `translate`.
 */
export const en = {
  // Validation (spec section 5)
  'validation.required': 'This field is required.',
  'validation.invalid_type': 'This value has the wrong type.',
  'validation.email': 'Invalid email address',
  'validation.min_length': 'Must be at least {min} characters.',
  'validation.max_length': 'Must be at most {max} characters.',
  'validation.number': 'Must be a number.',
  'validation.integer': 'Must be a whole number.',
  'validation.positive': 'Must be a positive number.',
  'validation.date': 'Invalid date.',
  'validation.uuid': 'Invalid identifier.',
  'validation.characters': 'This field contains characters that are not allowed.',
  'validation.min_value': 'Must be at least {min}.',
  'validation.max_value': 'Must be at most {max}.',
  'validation.one_of': 'Choose one of the allowed values.',
  'validation.phone': 'Invalid phone number',
  'validation.phone_not_possible': 'Number is not possible for this country',
  // The contact form's numbers, read as numbers of the visitor's country: which, and an example.
  'validation.phone_in_country': 'Invalid phone number for {country}. Example: {example}',
  'validation.phone_not_possible_in_country':
    'Number is not possible for this country ({country}). Example: {example}',
  'validation.contact_required': 'Please provide at least one contact number',
  'validation.first_name_required': 'First name is required',
  'validation.last_name_required': 'Last name is required',
  'validation.nickname_required': 'Nickname is required',
  'validation.password_lowercase': 'The password must contain at least one lowercase letter.',
  'validation.password_uppercase': 'The password must contain at least one uppercase letter.',
  'validation.password_special': 'The password must contain at least one special character.',
  'validation.password_number': 'The password must contain at least one number.',
  'validation.password_mismatch': 'Passwords do not match',
  'validation.password_confirm_required': 'Please confirm your password',
  'validation.accept_terms': 'Please agree to the terms and the privacy policy.',
  'validation.password_wrong': 'This is not your password.',
  'validation.avatar_format': 'Invalid image format. Upload a jpg, png or gif.',
  'validation.avatar_pixels': 'The image is too large: at most {max} megapixels.',
  'validation.avatar_art': 'Choose one of our drawn dinosaurs.',
  'validation.avatar_both': 'Choose a drawn dinosaur or upload a picture, not both.',
  'validation.birthday_required': 'A child needs a birthday.',
  'validation.child_age': 'A child must be from {min} to {max} years old.',
  'validation.email_taken': 'The email has already been taken.',
  'validation.credentials': 'These credentials do not match our records.',
  'validation.parent_id': 'A child can only be added to your own account.',
  'validation.type_locked': 'The account type cannot be changed.',
  'validation.reset_invalid': 'The password reset link is invalid or has expired',
  'validation.verification_invalid': 'The verification link is invalid or has expired.',
  'validation.current_password': 'Enter your current password to change this.',
  'validation.name_links': 'A name cannot contain a web address.',
  'validation.email_reserved':
    'This address belongs to Dino itself and cannot be used for an account.',
  'validation.username': 'A username is 3 to 20 Latin letters or digits and starts with a letter.',
  'validation.username_taken': 'This username is taken. Try another one.',
  'validation.pin': 'Choose 4 pictures.',
  'validation.child_login': 'That name and those pictures do not match. Try again!',
  'error.child_login_locked':
    'Too many wrong tries. Ask your grown-up to choose your pictures again.',
  'success.child_sign_in_saved':
    '{name} can now sign in with the username and the pictures you chose.',
  'success.child_sign_in_removed': '{name}’s own sign-in is removed.',
  'validation.password_common':
    'This password is one of the most common ones and is easy to guess. Please choose another.',
  'validation.recovery_invalid': 'This link is invalid, has expired or has already been used.',

  // Error types of API.md and the user-facing texts of spec section 8
  'error.no_internet': 'No internet connection.',
  'error.request': 'Request error occurred.',
  'error.unauthenticated': 'Access denied.',
  'error.forbidden': 'Access forbidden.',
  'error.not_found': 'Data not found.',
  'error.server_error': 'Server error.',
  'error.unknown': 'Unknown error.',
  'error.email_not_verified': 'Email not verified',
  'error.conflict': 'This cannot be done right now.',
  'error.payload_too_large': 'The file or request is too large.',
  'error.unsupported_media_type': 'This kind of content is not supported.',
  'error.throttled': 'Too many attempts. Please try again in {seconds} seconds.',
  'error.service_unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'error.malformed': 'The request could not be read.',
  'shop.basket_empty': 'The basket is empty.',
  'shop.unknown_product': 'This product is not in the shop.',
  'shop.out_of_stock': 'Not enough of “{name}” left: {left} in stock.',
  'shop.parent_only': 'Only a parent’s account can order.',
  'shop.order_cannot_change': 'This order can no longer be changed.',
  'shop.quantity_max': 'One order can hold at most {max} of each product.',
  'shop.open_orders_limit':
    'You already have {count} orders waiting for our confirmation, the most that can wait at once. You can order again once we have confirmed one of them, or after you cancel one.',
  'shop.open_units_limit':
    'Your orders waiting for our confirmation already hold {count} of “{name}”, and together they can hold at most {max}. You can order more once we have confirmed them.',
  'success.order_placed': 'Thank you! Your order is placed.',
  'success.order_cancelled': 'The order is cancelled.',
  'error.lesson_incomplete': 'Finish every activity of this lesson first.',
  'error.lesson_locked': 'This lesson opens once you finish the one before it.',
  'games.child_only': 'Best scores are kept for a child’s account. Choose a child to play as.',
  'games.already_recorded': 'This game’s score is already saved.',
  'games.score_impossible': 'This score cannot be reached in that time.',
  'games.not_allowed': 'Games are switched off for you. Ask your grown-up.',
  'videos.not_allowed': 'Videos are switched off for you. Ask your grown-up.',
  'privacy.parent_only': 'Only a parent can do this, from their own account.',
  'privacy.terms_changed': 'The terms have changed again. Please read the latest version.',
  'error.child_only':
    'Only a child can complete activities and lessons. Choose a child to play as.',
  'error.way_back_gone': 'The way back to the grown-up’s account has ended. Please sign in again.',
  'error.foreign_origin':
    'This form was sent from an address that is not this site’s. Open the site at its own address and try again.',

  // Success messages (spec section 8)
  'success.registered': 'Welcome to Dino! We have sent a verification link to your email address.',
  'success.child_registered': 'The child profile has been created.',
  'success.logged_in': 'You are signed in.',
  'success.logged_out': 'You are signed out.',
  'success.updated': 'The profile has been updated.',
  'success.updated_reverify':
    'The profile has been updated. Please confirm the new email address with the link we sent.',
  'success.verification_sent': 'Verification email sent. Please check your inbox.',
  'success.email_verified': 'Email verified successfully',
  'success.reset_sent': 'Password reset email sent to your email address',
  'success.password_updated': 'Password updated successfully',
  'success.reset_link_valid': 'The link is valid. Choose a new password.',

  // Mail
  'mail.greeting': 'Hello, {name}!',
  'mail.signature': 'Your friends at Dino',
  'privacy.order_open':
    'An order of yours is on its way. You can delete the account once it has arrived or been cancelled.',
  'mail.deleted.subject': 'Your Dino account has been deleted',
  'mail.deleted.intro':
    'On {date} you deleted your Dino account. With it we deleted your details and every child’s profile ({children}): progress, stickers, game scores and pictures. Your orders stay in our books as numbers and amounts only, without your name, phone or address.',
  'mail.deleted.action': 'Read the privacy policy',
  'mail.deleted.note':
    'We keep the address of this letter for 30 days after sending it, then delete it as well.',
  'mail.deleted.closing': 'If it was not you, write to us through the contact page of Dino.',
  'mail.deleted.no_children': 'no children',
  'mail.summary.subject': 'Your children’s week on Dino',
  'mail.summary.intro': 'This is what happened on Dino from {from} to {to}:',
  'mail.summary.child':
    '{name}: {points} stars, {activities} activities, {lessons} lessons finished, {minutes} min',
  'mail.summary.action': 'Open the progress page',
  'mail.summary.note':
    'You get this letter because you switched it on in your profile. You can switch it off there at any time.',
  'mail.summary.closing': 'Dino never writes to children, only to you.',
  'mail.ignore': 'If you did not ask for this, simply ignore this letter.',
  'mail.order.subject': 'Your Dino order No. {number}',
  'mail.order.intro':
    'Thank you! We have received your order No. {number}: {count} item(s) for {total} AMD. We will call you to agree on the delivery.',
  'mail.order.action': 'See my orders',
  'mail.order.cash':
    'You pay {total} AMD in cash when the order is delivered. We confirm a cash order by phone; if it is not confirmed within {hours} hours, it is cancelled.',
  'mail.order.transfer':
    'We will send you our bank details by phone or mail; write “Dino {number}” as the payment reference. The order ships once {total} AMD has arrived.',
  'mail.order.closing': 'You can cancel the order on your orders page until we confirm it.',
  'mail.order_expired.subject': 'Your Dino order No. {number} has been cancelled',
  'mail.order_expired.intro':
    'Your order No. {number} was not confirmed within {hours} hours, so we have cancelled it and its items are back on sale for other families. You have not paid anything.',
  'mail.order_expired.note':
    'If you still want these items, simply order them again; we will call you to agree on the delivery.',
  'mail.order_expired.closing':
    'If you have a question about the order, write to us through the contact page of Dino.',
  'success.contact_sent': 'Thank you! Your message has reached us; we will answer soon.',
  'success.child_removed': '{name}’s profile and everything stored about them have been deleted.',
  'success.child_password': '{name}’s new password is saved. They are signed out everywhere.',
  'success.child_stage': 'Saved. {name}’s lessons now follow the stage you chose.',
  'success.child_permissions': 'Saved. {name} sees the change on the next page.',
  'success.settings_saved': 'Your choice is saved.',
  'success.terms_accepted': 'Thank you. You have agreed to the current terms and privacy policy.',
  'success.account_deleted':
    'Your account and your children’s profiles have been deleted. A receipt is on its way to your email.',
  'mail.contact.subject': 'Contact form: {subject}',
  'mail.verify.subject': 'Confirm your email for Dino',
  'mail.verify.intro':
    'Thank you for joining Dino! One small step is left: confirm your email address so that your family can start exploring the world of dinosaurs.',
  'mail.verify.action': 'Confirm email',
  'mail.verify.expiry': 'The link works for {hours} hours.',
  'mail.reset.subject': 'Reset your Dino password',
  'mail.reset.intro':
    'We received a request to reset the password of your Dino account. Press the button to choose a new one.',
  'mail.reset.action': 'Choose a new password',
  'mail.reset.expiry': 'The link works for {minutes} minutes and only once.',
  'success.account_secured':
    'Your account is safe again: everyone has been signed out and your address is back. Now choose a new password.',
  'mail.greeting_plain': 'Hello!',
  'mail.email_changed.subject': 'The email address of your Dino account was changed',
  'mail.email_changed.intro':
    'The sign-in address of your Dino account was just changed from this address to {email}.',
  'mail.password_changed.subject': 'The password of your Dino account was changed',
  'mail.password_changed.intro': 'The password of your Dino account was just changed.',
  'mail.undo.action': 'It was not me: secure my account',
  'mail.undo.note':
    'The button works for {days} days. It signs everyone out of the account, brings this address back and lets you choose a new password.',
  'mail.undo.closing': 'If it was you, there is nothing to do.',
  'mail.child_email.subject': 'Confirm a child’s sign-in address on Dino',
  'mail.child_email.intro':
    'A parent on Dino entered this address as the sign-in of their child’s profile. Press the button only if this is your family’s address: until then it cannot be used to sign in.',
  'mail.child_email.action': 'Confirm the address',
} as const;

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
