import { z } from 'zod';

/**
 * The drawn dinosaurs a child's profile may wear instead of an uploaded picture (issue 20), in
 * the order a parent sees them. Each is content/avatars/{id}.svg; the web app names each one
 * for screen readers. An id is stored with the child, so a published one must stay.
 */
export const CHILD_AVATARS = [
  'tyrannosaurus',
  'triceratops',
  'stegosaurus',
  'brachiosaurus',
  'parasaurolophus',
  'spinosaurus',
  'ankylosaurus',
  'velociraptor',
] as const;
export type ChildAvatar = (typeof CHILD_AVATARS)[number];

/** Where the API serves the drawn avatars, below its `/api` prefix. */
export const CHILD_AVATAR_ART_PATH = '/avatars/art';

/**
 * A drawn avatar's picture on this site. The user object's `avatar` adds the picture's version,
 * under which it may be cached for good; this address is revalidated instead.
 */
export function childAvatarSrc(id: ChildAvatar): string {
  return `/api${CHILD_AVATAR_ART_PATH}/${id}.svg`;
}

export const childAvatarField = z.enum(CHILD_AVATARS, { error: 'validation.avatar_art' });
