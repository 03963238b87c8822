import {
  EMAIL_VERIFICATION_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  TOKEN_TTL_REMEMBER_SECONDS,
  TOKEN_TTL_SESSION_SECONDS,
  type EmailBody,
  type Locale,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdateBody,
} from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, ValidationError } from '../../lib/http-error.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { resetMail, verificationMail } from '../mail/templates.ts';
import { reencodeAvatar, type AvatarStore } from './avatar.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Session } from './session.ts';
import {
  authTokensRepository,
  resetTokensRepository,
  verificationTokensRepository,
} from './tokens.repository.ts';
import { usersRepository, type UserWithStats } from './users.repository.ts';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

const emailTaken = () => new ValidationError({ email: 'validation.email_taken' });

export function accountsService(deps: {
  db: Database;
  avatars: AvatarStore;
  outbox: MailOutbox;
  publicUrl: string;
  /** The version of the terms and privacy policy a parent agrees to by signing up. */
  termsVersion: string;
}) {
  const users = usersRepository(deps.db);
  const tokens = authTokensRepository(deps.db);
  const verifications = verificationTokensRepository(deps.db);
  const resets = resetTokensRepository(deps.db);

  async function sendVerification(user: UserWithStats): Promise<void> {
    await verifications.discardUnused(user.id);
    const token = await verifications.issue(
      user.id,
      user.email,
      EMAIL_VERIFICATION_TTL_HOURS * 3600,
    );
    const url = `${deps.publicUrl}/${user.locale}/verify-email?token=${token}`;
    const mail = verificationMail(user.locale, user.first_name, url, EMAIL_VERIFICATION_TTL_HOURS);
    await deps.outbox.enqueue(user.email, mail);
  }

  /** Re-encodes and stores the avatar; the caller removes it again if the write that needs it fails. */
  async function storeAvatar(bytes: Buffer | undefined): Promise<string | null> {
    return bytes ? deps.avatars.save(await reencodeAvatar(bytes)) : null;
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
      if (await users.findByEmail(input.email)) throw emailTaken();
      const avatarName = await storeAvatar(avatar);
      const child = input.type === 'child';
      let user: UserWithStats;
      try {
        user = await users.create({
          type: input.type,
          parent_id: child ? input.parent_id : null,
          first_name: input.first_name,
          last_name: input.last_name,
          nickname: input.nickname,
          email: input.email,
          password_hash: await hashPassword(input.password),
          avatar: avatarName,
          birthday: child ? input.birthday : null,
          locale: child && caller ? caller.user.locale : locale,
          // A child added by a verified parent needs no mail of its own (and gets none).
          email_verified_at: child ? new Date() : null,
          ...(child ? {} : { terms_version: deps.termsVersion, terms_accepted_at: new Date() }),
        });
      } catch (error) {
        if (avatarName) await deps.avatars.remove(avatarName);
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (!child) await sendVerification(user);
      return user;
    },

    async login(input: LoginBody, locale: Locale) {
      const user = await users.findByEmail(input.email);
      const valid = await verifyPassword(user?.password_hash, input.password);
      if (!user || !valid) throw new ValidationError({ email: 'validation.credentials' });
      if (user.type === 'parent' && !user.email_verified_at) {
        throw new HttpError('email_not_verified');
      }
      if (user.locale !== locale) await users.update(user.id, { locale });
      const ttl = input.remember ? TOKEN_TTL_REMEMBER_SECONDS : TOKEN_TTL_SESSION_SECONDS;
      return { token: await tokens.issue(user.id, ttl), user: { ...user, locale } };
    },

    logout: (session: Session) => tokens.revoke(session.tokenId),

    /**
     * A parent plays as one of their own children (issue 5's "play as"): a session of that
     * child's for a day, without the child needing a password. Anyone else gets 403.
     */
    async childSession(session: Session, childId: number) {
      const me = session.user;
      if (me.type !== 'parent') throw new HttpError('forbidden');
      const child = await users.findById(childId);
      if (!child || child.parent_id !== me.id) throw new HttpError('forbidden');
      return { token: await tokens.issue(child.id, TOKEN_TTL_SESSION_SECONDS), user: child };
    },

    async children(session: Session, parentId: number) {
      const me = session.user;
      if (me.type !== 'parent' || me.id !== parentId) throw new HttpError('forbidden');
      return users.childrenOf(parentId);
    },

    /** The user themself or the parent of that child; anyone else, existing or not, gets 403. */
    async update(session: Session, id: number, input: UpdateBody, avatar: Buffer | undefined) {
      const me = session.user;
      const target = me.id === id ? me : await users.findById(id);
      const allowed = target && (target.id === me.id || target.parent_id === me.id);
      if (!target || !allowed) throw new HttpError('forbidden');
      if (input.type !== undefined && input.type !== target.type) {
        throw new ValidationError({ type: 'validation.type_locked' });
      }

      const changes: Parameters<typeof users.update>[1] = {};
      if (input.first_name !== undefined) changes.first_name = input.first_name;
      if (input.last_name !== undefined) changes.last_name = input.last_name;
      if (input.nickname !== undefined) changes.nickname = input.nickname;
      if (input.birthday !== undefined && target.type === 'child')
        changes.birthday = input.birthday;
      if (input.password !== undefined) changes.password_hash = await hashPassword(input.password);

      const emailChanged = input.email !== undefined && input.email !== target.email;
      if (emailChanged) {
        const owner = await users.findByEmail(input.email!);
        if (owner && owner.id !== target.id) throw emailTaken();
        changes.email = input.email!;
        // A parent proves the new address again; a child's address is only a login name.
        if (target.type === 'parent') changes.email_verified_at = null;
      }

      const avatarName = await storeAvatar(avatar);
      if (avatarName) changes.avatar = avatarName;
      try {
        await users.update(target.id, changes);
      } catch (error) {
        if (avatarName) await deps.avatars.remove(avatarName);
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (avatarName && target.avatar) await deps.avatars.remove(target.avatar);

      if (input.password !== undefined) {
        // Every other session of that account ends; the one that changed it stays.
        await tokens.revokeAllOf(target.id, target.id === me.id ? session.tokenId : undefined);
      }
      const updated = (await users.findById(target.id))!;
      const reverify = emailChanged && target.type === 'parent';
      if (reverify) await sendVerification(updated);
      return { user: updated, reverify };
    },

    /** Following the same link twice is harmless: an address already proven stays proven. */
    async verifyEmail(token: string) {
      const invalid = new ValidationError({ token: 'validation.verification_invalid' });
      const row = await verifications.find(token);
      if (!row) throw invalid;
      const user = await users.findById(row.user_id);
      if (!user || user.email !== row.email) throw invalid;
      if (row.used_at && user.email_verified_at) return user;
      if (!(await verifications.consume(row.id))) throw invalid;
      await users.update(user.id, { email_verified_at: new Date() });
      return user;
    },

    /** Same answer whether or not the address is known, verified or not. */
    async resendVerification(input: EmailBody) {
      const user = await users.findByEmail(input.email);
      if (user && user.type === 'parent' && !user.email_verified_at) await sendVerification(user);
    },

    async forgotPassword(input: EmailBody) {
      const user = await users.findByEmail(input.email);
      // Children are never mailed: their parent resets their password from the profile.
      if (!user || user.type !== 'parent') return;
      await resets.discardUnused(user.id);
      const token = await resets.issue(user.id, user.email, PASSWORD_RESET_TTL_MINUTES * 60);
      const query = new URLSearchParams({ token, email: user.email });
      const url = `${deps.publicUrl}/${user.locale}/reset-password?${query.toString()}`;
      await deps.outbox.enqueue(
        user.email,
        resetMail(user.locale, user.first_name, url, PASSWORD_RESET_TTL_MINUTES),
      );
    },

    async resetPassword(input: ResetPasswordBody) {
      const invalid = new ValidationError({ token: 'validation.reset_invalid' });
      const row = await resets.find(input.token);
      if (!row || row.email !== input.email) throw invalid;
      const user = await users.findById(row.user_id);
      if (!user || user.email !== row.email) throw invalid;
      if (!(await resets.consume(row.id))) throw invalid;
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
