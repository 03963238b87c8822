import type { AppLoadContext } from 'react-router';

/** Set by the server (apps/api/src/modules/web/ssr.ts) for every page request. */
export interface WebLoadContext {
  cspNonce: string;
  apiFetch: typeof fetch;
}

export function webContext(context: AppLoadContext): WebLoadContext {
  return context as unknown as WebLoadContext;
}
