import { data } from 'react-router';
import { ApiError } from './api-client.ts';

/** An address that names nothing the API knows is the not-found page (404), not an error. */
export async function orNotFound<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
