import type { User } from '@dino/contract';
import { AVATAR_ROUTE_PREFIX } from './avatar.ts';
import type { UserWithStats } from './users.repository.ts';

/** The user object of API.md; never the password hash or internal fields. */
export function presentUser(user: UserWithStats, publicUrl: string): User {
  return {
    id: user.id,
    type: user.type,
    first_name: user.first_name,
    last_name: user.last_name,
    nickname: user.nickname,
    email: user.email,
    avatar: user.avatar ? `${publicUrl}${AVATAR_ROUTE_PREFIX}${user.avatar}` : null,
    birthday: user.birthday ?? null,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    parent_id: user.parent_id ?? null,
    user_stat: { total_scores: user.total_scores },
  };
}
