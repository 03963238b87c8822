import { CHILD_PIN_MAX_FAILURES, type ChildAvatar, type User } from '@dino/contract';
import { AVATAR_ROUTE_PREFIX } from './avatar.ts';
import type { UserWithStats } from './users.repository.ts';

export type PresentUser = (user: UserWithStats) => User;

/**
 * The user object of API.md; never the password hash or internal fields. A parent's object
 * says whether they agreed to the terms in force (`termsVersion`), a child's what they may use.
 */
export function userPresenter(
  termsVersion: string,
  /** A drawn avatar's address, with the version it may be cached under. */
  avatarArtUrl: (id: ChildAvatar) => string,
): PresentUser {
  return (user) => ({
    id: user.id,
    type: user.type,
    first_name: user.first_name,
    last_name: user.last_name,
    nickname: user.nickname,
    email: user.email,
    // Relative to the site, as every picture of ours is (see artUrls); drawn or uploaded, every
    // place that shows it needs nothing more.
    avatar: user.avatar
      ? `${AVATAR_ROUTE_PREFIX}${user.avatar}`
      : user.avatar_art
        ? avatarArtUrl(user.avatar_art)
        : null,
    avatar_art: user.avatar_art,
    birthday: user.birthday ?? null,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    parent_id: user.parent_id ?? null,
    user_stat: { total_scores: user.total_scores },
    permissions:
      user.type === 'child' ? { games: user.allow_games, videos: user.allow_videos } : null,
    stage_shift: user.type === 'child' ? user.stage_shift : null,
    sign_in:
      user.type === 'child' && user.username !== null
        ? { username: user.username, locked: user.pin_failures >= CHILD_PIN_MAX_FAILURES }
        : null,
    settings:
      user.type === 'parent'
        ? {
            weekly_summary: user.weekly_summary,
            cookie_consent: user.cookie_consent ?? null,
            terms: {
              accepted_version: user.terms_version ?? null,
              accepted_at: user.terms_accepted_at?.toISOString() ?? null,
              current_version: termsVersion,
              up_to_date: user.terms_version === termsVersion,
            },
          }
        : null,
  });
}
