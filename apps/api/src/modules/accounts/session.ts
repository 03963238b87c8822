import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { UsersRepository, UserWithStats } from './users.repository.ts';

export interface Session {
  user: UserWithStats;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
}

/** Resolves the bearer token to a session; authentication is by bearer token only (spec 6). */
export function sessionResolver(users: UsersRepository) {
  return async function resolve(request: FastifyRequest): Promise<Session | null> {
    const token = bearerToken(request);
    return (token && (await users.findByLiveToken(token))) || null;
  };
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new HttpError('unauthenticated');
  return request.session;
}
