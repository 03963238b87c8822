import {
  ACCOUNT_RECOVERY_TTL_DAYS,
  EMAIL_VERIFICATION_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  TOKEN_TTL_REMEMBER_SECONDS,
  TOKEN_TTL_SESSION_SECONDS,
  type EmailBody,
  type Locale,
  type LoginBody,
  type RegisterBody,
  type ResetCheckBody,
  type ResetPasswordBody,
  type UpdateBody,
} from '@dino/contract';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, ValidationError } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import {
  childEmailMail,
  credentialsChangedMail,
  resetMail,
  verificationMail,
} from '../mail/templates.ts';
import { reencodeAvatar, type AvatarStore } from './avatar.ts';
import { refuseCommon } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Session } from './session.ts';
import {
  authTokensRepository,
  recoveryTokensRepository,
  resetTokensRepository,
  verificationTokensRepository,
} from './tokens.repository.ts';
import { usersRepository, type UserWithStats } from './users.repository.ts';

const emailTaken = () => new ValidationError({ email: 'validation.email_taken' });

export function accountsService(deps: {
  db: Database;
  avatars: AvatarStore;
  outbox: MailOutbox;
  publicUrl: string;
  /** The version of the terms and privacy policy a parent agrees to by signing up. */
  termsVersion: string;
  /** Dino's own mailboxes (MAIL_FROM, CONTACT_TO): no account may claim them. */
  reservedAddresses: readonly string[];
  rateLimits: RateLimits;
}) {
  const users = usersRepository(deps.db);
  const tokens = authTokensRepository(deps.db);
  const verifications = verificationTokensRepository(deps.db);
  const resets = resetTokensRepository(deps.db);
  const recoveries = recoveryTokensRepository(deps.db);
  const reserved = new Set(deps.reservedAddresses.map((address) => address.toLowerCase()));

  /**
   * An address is free for `claimant` unless it is Dino's own, another account's, or kept for an
   * undo link still running. A child's address nobody confirmed does not lock its owner out: a
   * parent signing up with it (or moving to it) takes it, and the child keeps no address.
   */
  async function claimAddress(email: string, claimant: { id?: number; type: 'parent' | 'child' }) {
    if (reserved.has(email)) throw new ValidationError({ email: 'validation.email_reserved' });
    const holder = await users.findByEmail(email);
    if (holder && holder.id !== claimant.id) {
      const unconfirmedChild = holder.type === 'child' && !holder.email_verified_at;
      if (!unconfirmedChild || claimant.type !== 'parent') throw emailTaken();
      await users.update(holder.id, { email: null });
    }
    if (await recoveries.heldFor(email, claimant.id)) throw emailTaken();
  }

  /**
   * The address is not proven yet, so the letter carries no name anyone typed: Dino's mail must
   * not carry a stranger's words to an address that never asked for it.
   */
  async function sendVerification(
    user: UserWithStats & { email: string },
    locale: Locale = user.locale,
  ): Promise<void> {
    // Earlier links stay good until they expire: a parent who asked twice may open either mail.
    // A link for an address the account no longer has fails on its own (verifyEmail).
    const token = await verifications.issue(
      user.id,
      user.email,
      EMAIL_VERIFICATION_TTL_HOURS * 3600,
    );
    const url = `${deps.publicUrl}/${locale}/verify-email?token=${token}`;
    const mail =
      user.type === 'parent'
        ? verificationMail(locale, url, EMAIL_VERIFICATION_TTL_HOURS)
        : childEmailMail(locale, url, EMAIL_VERIFICATION_TTL_HOURS);
    await deps.outbox.enqueue(user.email, mail, { userId: user.id });
  }

  /**
   * Tells the old address of a change to the account's email or password, with a link that undoes
   * it for ACCOUNT_RECOVERY_TTL_DAYS.
   */
  async function sendUndoLink(before: UserWithStats & { email: string }, newEmail?: string) {
    const token = await recoveries.issue(
      before.id,
      before.email,
      ACCOUNT_RECOVERY_TTL_DAYS * 24 * 3600,
    );
    const url = `${deps.publicUrl}/${before.locale}/secure-account?token=${token}`;
    const mail = credentialsChangedMail(before.locale, {
      // A name is only written to an address its owner proved.
      name: before.email_verified_at ? before.first_name : undefined,
      url,
      newEmail,
      days: ACCOUNT_RECOVERY_TTL_DAYS,
    });
    await deps.outbox.enqueue(before.email, mail, { userId: before.id });
  }

  const resetInvalid = () => new ValidationError({ token: 'validation.reset_invalid' });

  /**
   * A reset link that can still be used, with its account. An unknown address, a wrong, used or
   * late token: all get the same refusal, so the answer tells nothing about who has an account.
   */
  async function usableReset(input: ResetCheckBody) {
    const row = await resets.find(input.token);
    const live = row && row.email === input.email && !row.used_at && row.expires_at > new Date();
    const user = live ? await users.findById(row.user_id) : undefined;
    if (!row || !user || user.email !== row.email) throw resetInvalid();
    return { row, user };
  }

  /** Re-encodes and stores the avatar; the caller removes it again if the write that needs it fails. */
  async function storeAvatar(bytes: Buffer | undefined): Promise<string | null> {
    return bytes ? deps.avatars.save(await reencodeAvatar(bytes)) : null;
  }

  /** A picture is either drawn or uploaded: a form that sends both has not decided. */
  function refuseBothAvatars(input: { avatar_art?: unknown }, upload: Buffer | undefined) {
    if (input.avatar_art !== undefined && upload) {
      throw new ValidationError({ avatar_art: 'validation.avatar_both' });
    }
  }

  return {
    users,
    tokens,

    async register(
      input: RegisterBody,
      avatar: Buffer | undefined,
      caller: Session | null,
      locale: Locale,
    ) {
      if (input.type === 'child') {
        if (!caller) throw new HttpError('unauthenticated');
        const parent = caller.user;
        if (parent.type !== 'parent') throw new HttpError('forbidden');
        if (!parent.email_verified_at) throw new HttpError('email_not_verified');
        if (input.parent_id !== parent.id) throw new HttpError('forbidden', 'validation.parent_id');
      }
      // Every check that can refuse comes before claimAddress, which may free a child's address.
      refuseBothAvatars(input, avatar);
      await refuseCommon(input.password);
      if (input.email !== undefined) await claimAddress(input.email, { type: input.type });
      const avatarName = await storeAvatar(avatar);
      const child = input.type === 'child';
      let user: UserWithStats;
      try {
        user = await users.create({
          type: input.type,
          parent_id: child ? input.parent_id : null,
          first_name: input.first_name,
          // A child given by name only: the spec's fields stay strings, the nickname its name.
          last_name: input.last_name ?? '',
          nickname: input.nickname ?? input.first_name,
          email: input.email ?? null,
          password_hash: input.password === undefined ? null : await hashPassword(input.password),
          avatar: avatarName,
          avatar_art: input.avatar_art ?? null,
          birthday: child ? input.birthday : null,
          locale: child && caller ? caller.user.locale : locale,
          // Every address, a child's too, counts once its owner has confirmed it.
          email_verified_at: null,
          ...(child ? {} : { terms_version: deps.termsVersion, terms_accepted_at: new Date() }),
        });
      } catch (error) {
        if (avatarName) await deps.avatars.remove(avatarName);
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (user.email !== null) await sendVerification({ ...user, email: user.email });
      return user;
    },

    async login(input: LoginBody, locale: Locale) {
      const user = await users.findByEmail(input.email);
      const valid = await verifyPassword(user?.password_hash, input.password);
      if (!user || !valid) throw new ValidationError({ email: 'validation.credentials' });
      if (!user.email_verified_at) throw new HttpError('email_not_verified');
      if (user.locale !== locale) await users.update(user.id, { locale });
      const ttl = input.remember ? TOKEN_TTL_REMEMBER_SECONDS : TOKEN_TTL_SESSION_SECONDS;
      return { token: await tokens.issue(user.id, ttl), user: { ...user, locale } };
    },

    logout: (session: Session) => tokens.revoke(session.tokenId),

    async children(session: Session, parentId: number) {
      const me = session.user;
      if (me.type !== 'parent' || me.id !== parentId) throw new HttpError('forbidden');
      return users.childrenOf(parentId);
    },

    /**
     * The user themself or the parent of that child; anyone else, existing or not, gets 403. A
     * new email or password needs the caller's current password (issue 17: a token alone must
     * not be able to take an account over).
     */
    async update(session: Session, id: number, input: UpdateBody, avatar: Buffer | undefined) {
      const me = session.user;
      const target = me.id === id ? me : await users.findById(id);
      const allowed = target && (target.id === me.id || target.parent_id === me.id);
      if (!target || !allowed) throw new HttpError('forbidden');
      if (input.type !== undefined && input.type !== target.type) {
        throw new ValidationError({ type: 'validation.type_locked' });
      }

      const emailChanged = input.email !== undefined && input.email !== target.email;
      if (emailChanged || input.password !== undefined) {
        await deps.rateLimits.hit([['credentialChange', String(me.id)]]);
        if (!input.current_password) {
          throw new ValidationError({ current_password: 'validation.current_password' });
        }
        if (!(await verifyPassword(me.password_hash, input.current_password))) {
          throw new ValidationError({ current_password: 'validation.password_wrong' });
        }
      }
      refuseBothAvatars(input, avatar);
      await refuseCommon(input.password);
      if (emailChanged) {
        await deps.rateLimits.hit([
          ['emailChangeAccount', String(target.id)],
          ['emailChangeTarget', input.email!],
        ]);
        await claimAddress(input.email!, target);
      }
      if (avatar) await deps.rateLimits.hit([['avatarUpload', String(me.id)]]);

      const changes: Parameters<typeof users.update>[1] = {};
      if (input.first_name !== undefined) changes.first_name = input.first_name;
      if (input.last_name !== undefined) changes.last_name = input.last_name;
      if (input.nickname !== undefined) changes.nickname = input.nickname;
      if (input.birthday !== undefined && target.type === 'child')
        changes.birthday = input.birthday;
      if (input.password !== undefined) changes.password_hash = await hashPassword(input.password);
      if (emailChanged) {
        changes.email = input.email!;
        changes.email_verified_at = null;
      }

      // A new picture, drawn or uploaded, takes the place of the one before, whichever it was.
      const avatarName = await storeAvatar(avatar);
      if (avatarName) {
        changes.avatar = avatarName;
        changes.avatar_art = null;
      }
      if (input.avatar_art !== undefined) {
        changes.avatar_art = input.avatar_art;
        changes.avatar = null;
      }
      try {
        await users.update(target.id, changes);
      } catch (error) {
        if (avatarName) await deps.avatars.remove(avatarName);
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (changes.avatar !== undefined && target.avatar) await deps.avatars.remove(target.avatar);

      if (input.password !== undefined || emailChanged) {
        // Every other session of that account ends; the one that changed it stays.
        await tokens.revokeAllOf(target.id, target.id === me.id ? session.tokenId : undefined);
        // A parent hears of it at the address they had; a child is never mailed.
        if (target.type === 'parent' && target.email) {
          await sendUndoLink(
            { ...target, email: target.email },
            emailChanged ? input.email : undefined,
          );
        }
      }
      const updated = (await users.findById(target.id))!;
      const reverify = emailChanged;
      if (reverify) await sendVerification({ ...updated, email: input.email! });
      return { user: updated, reverify };
    },

    /**
     * The "it was not me" link mailed to the old address: brings that address back (proven by
     * the link), ends every session, drops the links of later changes, and answers a password
     * reset token so that the owner sets a new password at once.
     */
    async secureAccount(token: string) {
      const invalid = new ValidationError({ token: 'validation.recovery_invalid' });
      const row = await recoveries.find(token);
      if (!row) throw invalid;
      const user = await users.findById(row.user_id);
      if (!user) throw invalid;
      // An address that cannot come back refuses before the link is used up.
      if (user.email !== row.email) await claimAddress(row.email, user);
      if (!(await recoveries.consume(row.id))) throw invalid;
      try {
        await users.update(user.id, { email: row.email, email_verified_at: new Date() });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await tokens.revokeAllOf(user.id);
      await verifications.discardUnused(user.id);
      await recoveries.discardIssuedAfter(user.id, row.id);
      await resets.discardUnused(user.id);
      const resetToken = await resets.issue(user.id, row.email, PASSWORD_RESET_TTL_MINUTES * 60);
      return { email: row.email, token: resetToken, locale: user.locale };
    },

    /**
     * Following the same link twice is harmless: an address already proven stays proven. Answers
     * the address, which the page fills into the login that comes next.
     */
    async verifyEmail(token: string): Promise<{ email: string }> {
      const invalid = new ValidationError({ token: 'validation.verification_invalid' });
      const row = await verifications.find(token);
      if (!row) throw invalid;
      const user = await users.findById(row.user_id);
      if (!user || user.email !== row.email) throw invalid;
      if (row.used_at && user.email_verified_at) return { email: row.email };
      if (!(await verifications.consume(row.id))) throw invalid;
      await users.update(user.id, { email_verified_at: new Date() });
      return { email: row.email };
    },

    /** Same answer whether or not the address is known, verified or not. */
    async resendVerification(input: EmailBody, locale: Locale) {
      const user = await users.findByEmail(input.email);
      if (user && !user.email_verified_at)
        await sendVerification({ ...user, email: input.email }, locale);
    },

    async forgotPassword(input: EmailBody, locale: Locale) {
      const user = await users.findByEmail(input.email);
      // Children are never mailed: their parent resets their password from the profile.
      if (!user || user.type !== 'parent') return;
      await resets.discardUnused(user.id);
      const token = await resets.issue(user.id, input.email, PASSWORD_RESET_TTL_MINUTES * 60);
      const query = new URLSearchParams({ token, email: input.email });
      const url = `${deps.publicUrl}/${locale}/reset-password?${query.toString()}`;
      // Only a proven address hears the name the account was opened with.
      const name = user.email_verified_at ? user.first_name : undefined;
      await deps.outbox.enqueue(
        input.email,
        resetMail(locale, name, url, PASSWORD_RESET_TTL_MINUTES),
        { userId: user.id },
      );
    },

    /** The page checks the link as it opens, so that a dead one says so before any typing. */
    async checkReset(input: ResetCheckBody) {
      await usableReset(input);
    },

    async resetPassword(input: ResetPasswordBody) {
      const { row, user } = await usableReset(input);
      await refuseCommon(input.password);
      if (!(await resets.consume(row.id))) throw resetInvalid();
      await users.update(user.id, {
        password_hash: await hashPassword(input.password),
        // The link arrived in that mailbox, which proves the address as well.
        email_verified_at: user.email_verified_at ?? new Date(),
      });
      await tokens.revokeAllOf(user.id);
      await resets.discardUnused(user.id);
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
