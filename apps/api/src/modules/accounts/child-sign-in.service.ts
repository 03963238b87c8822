import {
  CHILD_PIN_MAX_FAILURES,
  TOKEN_TTL_SESSION_SECONDS,
  type ChildLoginBody,
  type ChildSignInBody,
} from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, ValidationError } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { ownChild } from './parent.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Session } from './session.ts';
import { authTokensRepository } from './tokens.repository.ts';
import { usersRepository } from './users.repository.ts';

const wrong = () => new ValidationError({ pin: 'validation.child_login' });

/**
 * A child's own sign-in for another device (issue 20, decision 0016): a username their parent
 * chooses and a PIN of four pictures. Only the parent sets it, and setting it again is the only
 * way to open it after CHILD_PIN_MAX_FAILURES wrong PINs in a row.
 */
export function childSignInService(db: Database) {
  const users = usersRepository(db);
  const tokens = authTokensRepository(db);

  return {
    async set(session: Session, childId: number, input: ChildSignInBody) {
      const child = await ownChild(users, session, childId);
      try {
        await users.update(child.id, {
          username: input.username,
          pin_hash: await hashPassword(input.pin),
          pin_failures: 0,
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ValidationError({ username: 'validation.username_taken' });
        }
        throw error;
      }
      return (await users.findById(child.id))!;
    },

    /** The child's sessions opened with the old pictures end with them. */
    async remove(session: Session, childId: number) {
      const child = await ownChild(users, session, childId);
      await users.update(child.id, { username: null, pin_hash: null, pin_failures: 0 });
      await tokens.revokeAllOf(child.id);
      return child;
    },

    /**
     * A wrong name and wrong pictures get the same answer, equally slow (an unknown name is
     * checked against a stand-in hash). A locked sign-in answers 403 before the PIN is looked
     * at, so that guessing on learns nothing.
     */
    async login(input: ChildLoginBody) {
      const child = await users.findByUsername(input.username);
      if (child && child.pin_failures >= CHILD_PIN_MAX_FAILURES) {
        throw new HttpError('forbidden', 'error.child_login_locked');
      }
      const valid = await verifyPassword(child?.pin_hash, input.pin);
      if (!child || !valid) {
        if (child && (await users.failPin(child.id)) >= CHILD_PIN_MAX_FAILURES) {
          throw new HttpError('forbidden', 'error.child_login_locked');
        }
        throw wrong();
      }
      if (child.pin_failures > 0) await users.update(child.id, { pin_failures: 0 });
      return { token: await tokens.issue(child.id, TOKEN_TTL_SESSION_SECONDS), user: child };
    },
  };
}

export type ChildSignInService = ReturnType<typeof childSignInService>;
