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
  'validation.url': 'Invalid URL.',
  'validation.date': 'Invalid date.',
  'validation.uuid': 'Invalid identifier.',
  'validation.characters': 'This field contains characters that are not allowed.',
  'validation.latin': 'Only Latin letters are allowed.',
  'validation.min_value': 'Must be at least {min}.',
  'validation.max_value': 'Must be at most {max}.',
  'validation.one_of': 'Choose one of the allowed values.',
  'validation.phone': 'Invalid phone number',
  'validation.phone_not_possible': 'Number is not possible for this country',
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
  'validation.avatar_format': 'Invalid image format. Upload a jpg, png or gif.',
  'validation.birthday_required': 'A child needs a birthday.',
  'validation.child_age': 'A child must be from {min} to {max} years old.',
  'validation.email_taken': 'The email has already been taken.',
  'validation.credentials': 'These credentials do not match our records.',
  'validation.parent_id': 'A child can only be added to your own account.',
  'validation.type_locked': 'The account type cannot be changed.',
  'validation.reset_invalid': 'The password reset link is invalid or has expired',
  'validation.verification_invalid': 'The verification link is invalid or has expired.',

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
  'success.order_placed': 'Thank you! Your order is placed.',
  'success.order_cancelled': 'The order is cancelled.',
  'error.lesson_incomplete': 'Finish every activity of this lesson first.',
  'games.child_only': 'Best scores are kept for a child’s account. Choose a child to play as.',
  'games.already_recorded': 'This game’s score is already saved.',
  'games.score_impossible': 'This score cannot be reached in that time.',
  'error.child_only':
    'Only a child can complete activities and lessons. Choose a child to play as.',

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

  // Mail
  'mail.greeting': 'Hello, {name}!',
  'mail.signature': 'Your friends at Dino',
  'mail.ignore': 'If you did not ask for this, simply ignore this letter.',
  'mail.order.subject': 'Your Dino order No. {number}',
  'mail.order.intro':
    'Thank you! We have received your order No. {number}: {count} item(s) for {total} AMD. We will call you to agree on the delivery.',
  'mail.order.action': 'See my orders',
  'mail.order.cash': 'You pay {total} AMD in cash when the order is delivered.',
  'mail.order.transfer':
    'We will send you our bank details by phone or mail; write “Dino {number}” as the payment reference. The order ships once {total} AMD has arrived.',
  'mail.order.closing': 'You can cancel the order on your orders page until we confirm it.',
  'success.contact_sent': 'Thank you! Your message has reached us; we will answer soon.',
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
} as const;

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
