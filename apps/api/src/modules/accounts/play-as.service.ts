import { TOKEN_TTL_SESSION_SECONDS } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashToken } from '../../lib/secrets.ts';
import type { Session } from './session.ts';
import { authTokensRepository } from './tokens.repository.ts';
import { usersRepository } from './users.repository.ts';

/**
 * The way back, `{hash of the child's token}.{parent's token}`, opens only for the child session
 * it was made with: not for the child signing in on their own, nor for a sibling.
 */
const WAY_BACK = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{20,200})$/;

function readWayBack(value: string | undefined) {
  const match = value ? WAY_BACK.exec(value) : null;
  return match ? { childTokenHash: match[1]!, parentToken: match[2]! } : undefined;
}

const wayBackGone = () => new HttpError('forbidden', 'error.way_back_gone');

/**
 * "Play as": a parent hands the device to their child, and comes back through the server. The
 * child's session lasts a day; the parent's is left as it was, neither shortened nor revoked,
 * and its way back lasts as long as it does, so that a child's session that ends on its own
 * gives the parent's back instead of signing the family out.
 */
export function playAsService(db: Database) {
  const users = usersRepository(db);
  const tokens = authTokensRepository(db);

  return {
    /**
     * A session of one of the parent's own children for a day, without the child needing a
     * password; anyone else gets 403. `wayBack` is for the HttpOnly cookie, never for the body,
     * and `wayBackSeconds` how long the parent's session, and so the cookie, still lives.
     */
    async childSession(session: Session, parentToken: string, childId: number) {
      const me = session.user;
      if (me.type !== 'parent') throw new HttpError('forbidden');
      const child = await users.findById(childId);
      if (!child || child.parent_id !== me.id) throw new HttpError('forbidden');
      const token = await tokens.issue(child.id, TOKEN_TTL_SESSION_SECONDS);
      const parentExpiry = (await tokens.expiresAt(session.tokenId))?.getTime() ?? Date.now();
      return {
        token,
        user: child,
        wayBack: `${hashToken(token)}.${parentToken}`,
        wayBackSeconds: Math.max(0, Math.round((parentExpiry - Date.now()) / 1000)),
      };
    },

    /**
     * The parent's session again, if it still lives; the child's session ends. It opens for the
     * child session it was made with, also once that session has expired (the day is over), but
     * not once it was ended on purpose: by this way back already, or by signing out.
     */
    async parentSession(childToken: string, wayBack: string | undefined) {
      const child = await tokens.findAny(childToken);
      if (child?.revoked_at) throw new HttpError('unauthenticated');
      const way = readWayBack(wayBack);
      if (!way || way.childTokenHash !== hashToken(childToken)) throw wayBackGone();
      const parent = await users.findByLiveToken(way.parentToken);
      if (!parent) throw wayBackGone();
      if (child) {
        const childUser = await users.findById(child.user_id);
        if (childUser?.parent_id !== parent.user.id) throw wayBackGone();
        await tokens.revoke(child.id);
      }
      return { token: way.parentToken, user: parent.user };
    },

    /** Signing out while the child plays ends the waiting parent session as well. */
    async forget(wayBack: string) {
      const way = readWayBack(wayBack);
      const parent = way && (await users.findByLiveToken(way.parentToken));
      if (parent) await tokens.revoke(parent.tokenId);
    },
  };
}

export type PlayAsService = ReturnType<typeof playAsService>;
