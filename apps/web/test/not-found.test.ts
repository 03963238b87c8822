import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { loadBook } from '../app/features/books/book-loader.server.ts';
import { loadProduct } from '../app/features/shop/product-loader.server.ts';
import { ApiError } from '../app/lib/api-client.ts';
import { orNotFound } from '../app/lib/not-found.server.ts';

const LONG_ID = 'a'.repeat(61);

/** What the API answered for an id longer than its bound before it said 404 (issue 17). */
const REFUSED_ID = {
  status: 422,
  body: {
    success: false,
    message: 'Must be at most 60 characters.',
    errors: { id: ['Must be at most 60 characters.'] },
  },
};
const BROKEN = {
  status: 500,
  body: { success: false, code: 500, type: 'server_error', message: 'Server error.' },
};

/** The server's in-process API as the loaders reach it: the shelf, and `answer` for an id. */
function contextAnswering(answer: { status: number; body: unknown }): AppLoadContext {
  const apiFetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.pathname === '/api/books') return Response.json({ success: true, data: [] });
    return Response.json(answer.body, { status: answer.status });
  };
  return { cspNonce: '', apiFetch } as unknown as AppLoadContext;
}

/** The status of the response a loader threw: 404 is the not-found page. */
async function thrownStatus(load: Promise<unknown>): Promise<number | undefined> {
  try {
    await load;
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown.status;
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  throw new Error('the loader did not fail');
}

function page(path: string) {
  return new Request(`http://dino.test${path}`);
}

describe('an address whose id names nothing', () => {
  it('is the 404 page for a book and a product when the API refuses the id (422)', async () => {
    const context = contextAnswering(REFUSED_ID);
    const book = loadBook(page(`/en/book/${LONG_ID}`), context, 'en', LONG_ID);
    expect(await thrownStatus(book)).toBe(404);
    const product = loadProduct(page(`/en/${LONG_ID}`), context, 'en', LONG_ID);
    expect(await thrownStatus(product)).toBe(404);
  });

  it('is the 404 page wherever a loader looks an id up; a failing API stays an error', async () => {
    const refused = new ApiError(422, 'validation', 'Must be at most 60 characters.');
    expect(await thrownStatus(orNotFound(Promise.reject(refused)))).toBe(404);
    const context = contextAnswering(BROKEN);
    expect(await thrownStatus(loadBook(page('/en/book/egg'), context, 'en', 'egg'))).toBe(500);
    expect(await thrownStatus(loadProduct(page('/en/egg'), context, 'en', 'egg'))).toBe(500);
  });
});
