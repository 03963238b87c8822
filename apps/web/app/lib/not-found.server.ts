import { data } from 'react-router';
import { ApiError } from './api-client.ts';

/**
 * An address that names nothing the API knows is the not-found page (404), not an error. The
 * id comes from the address as typed, so the API may also refuse it as malformed (422: too
 * long, not a number); such an id names nothing either (API.md: an unknown id is a 4xx).
 */
export async function orNotFound<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
