/**
 * Reports a failed API call as spec section 8 says. The texts it may need are the message
 * catalogs of all three languages, so they load only when a call has failed: no page carries
 * them on its first load.
 */
export function reportApiError(error: unknown, context: { email?: string } = {}): void {
  void import('./api-error-report.ts').then(({ showApiError }) => showApiError(error, context));
}
