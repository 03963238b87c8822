import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { formDataOf } from '../../lib/contract-form.ts';

/** auth/update/{id}: multipart with _method=PUT (spec section 7), the avatar when one was chosen. */
export function saveProfile(userId: number, values: Record<string, unknown>, avatar?: File | null) {
  return browserApi().postForm<ApiAnswer>(
    `auth/update/${userId}`,
    formDataOf({ ...values, _method: 'PUT' }, avatar),
  );
}
