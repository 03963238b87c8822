import { describe, expect, it } from 'vitest';
import type { User } from '@dino/contract';
import { permissionsOf } from '../app/features/family/permissions.ts';
import { allows } from '../app/lib/session.ts';

const user = (type: 'parent' | 'child', permissions: User['permissions']) =>
  ({ type, permissions }) as User;

describe('a parent’s switches', () => {
  it('hide games or videos from a child only when switched off', () => {
    const child = user('child', { games: false, videos: true });
    expect(allows(child, 'games')).toBe(false);
    expect(allows(child, 'videos')).toBe(true);
  });

  it('never hide anything from a parent or a visitor', () => {
    expect(allows(user('parent', null), 'games')).toBe(true);
    expect(allows(null, 'videos')).toBe(true);
  });

  it('leave everything on for a child whose switches the API did not send', () => {
    expect(allows(user('child', null), 'games')).toBe(true);
    expect(permissionsOf(user('child', null))).toEqual({ games: true, videos: true });
  });
});
