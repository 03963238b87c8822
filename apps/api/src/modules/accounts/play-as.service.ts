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

/** "Play as": a parent hands the device to their child, and comes back through the server. */
export function playAsService(db: Database) {
  const users = usersRepository(db);
  const tokens = authTokensRepository(db);

  return {
    /**
     * A session of one of the parent's own children for a day, without the child needing a
     * password; anyone else gets 403. `wayBack` is for the HttpOnly cookie, never for the body.
     */
    async childSession(session: Session, parentToken: string, childId: number) {
      const me = session.user;
      if (me.type !== 'parent') throw new HttpError('forbidden');
      const child = await users.findById(childId);
      if (!child || child.parent_id !== me.id) throw new HttpError('forbidden');
      const token = await tokens.issue(child.id, TOKEN_TTL_SESSION_SECONDS);
      return { token, user: child, wayBack: `${hashToken(token)}.${parentToken}` };
    },

    /** The parent's session again, if it still lives; the child's session ends. */
    async parentSession(session: Session, childToken: string, wayBack: string | undefined) {
      const way = readWayBack(wayBack);
      if (!way || way.childTokenHash !== hashToken(childToken)) throw wayBackGone();
      const parent = await users.findByLiveToken(way.parentToken);
      if (!parent || parent.user.id !== session.user.parent_id) throw wayBackGone();
      await tokens.revoke(session.tokenId);
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
