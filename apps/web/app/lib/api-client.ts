import {
  AUTH_TOKEN_COOKIE,
  XSRF_HEADER,
  type ErrorType,
  type FieldErrors,
  type Locale,
} from '@dino/contract';
import { readCookie } from './cookies.ts';
import { webContext } from './load-context.ts';
import type { AppLoadContext } from 'react-router';

/** A failed call: the error envelope (code, type, message) or the 422 field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType | 'validation' | 'network',
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  locale: Locale;
  token?: string | undefined;
  /** The XSRF-TOKEN cookie's value, echoed in X-XSRF-TOKEN (browser only). */
  xsrfToken?: string | undefined;
  fetch?: typeof fetch;
}

/** Paginated lists of API.md: a page of items and where it stands among the others. */
export interface ApiPage<T> {
  success: true;
  data: T[];
  pagination: { currentPage: number; perPage: number; lastPage: number; total: number };
  total_pages: number;
  total: number;
}

/** Success envelopes of API.md: the message and data the caller reads. */
export interface ApiAnswer<T = unknown> {
  success: true;
  message?: string;
  data: T;
}

/**
 * The JSON client of spec section 7: Accept-Language, bearer token, no timeout, and answers
 * unwrapped to their body. Loaders and the browser use the same one.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;

  /** `file`: a successful answer is a file (such as a zip), returned as the Response itself. */
  async function call<T>(method: string, path: string, body?: unknown, file = false): Promise<T> {
    const headers: Record<string, string> = {
      accept: file ? '*/*' : 'application/json',
      'accept-language': options.locale,
    };
    const multipart = body instanceof FormData;
    // A multipart body sets its own content type, with the boundary.
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.xsrfToken) headers[XSRF_HEADER.toLowerCase()] = options.xsrfToken;
    let response: Response;
    try {
      response = await doFetch(new URL(path, options.baseUrl), {
        method,
        headers,
        body: body === undefined ? null : multipart ? body : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'network', '');
    }
    if (file && response.ok) return response as T;
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok) return json as T;
    const message = typeof json?.message === 'string' ? json.message : '';
    if (response.status === 422) {
      throw new ApiError(422, 'validation', message, (json?.errors as FieldErrors) ?? {});
    }
    const type = typeof json?.type === 'string' ? (json.type as ErrorType) : 'server_error';
    throw new ApiError(response.status, type, message);
  }

  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    put: <T>(path: string, body?: unknown) => call<T>('PUT', path, body ?? {}),
    delete: <T>(path: string, body?: unknown) => call<T>('DELETE', path, body),
    /** multipart/form-data, for the calls that carry an avatar (auth/register, auth/update). */
    postForm: <T>(path: string, form: FormData) => call<T>('POST', path, form),
    /** A POST whose answer is a file to save (privacy/export); failures throw as usual. */
    postForFile: (path: string, body?: unknown) => call<Response>('POST', path, body ?? {}, true),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client for a loader or action: same origin, the visitor's token and language. */
export function serverApi(request: Request, context: AppLoadContext, locale: Locale): ApiClient {
  return createApiClient({
    baseUrl: new URL('/api/', request.url).toString(),
    locale,
    token: readCookie(request.headers.get('cookie'), AUTH_TOKEN_COOKIE),
    fetch: webContext(context).apiFetch,
  });
}
