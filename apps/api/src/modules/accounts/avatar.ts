import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_MAX_MEGAPIXELS, AVATAR_MAX_PIXELS, AVATAR_SIZE_PX } from '@dino/contract';
import { concurrencyLimit } from '../../lib/concurrency-limit.ts';
import { ValidationError } from '../../lib/http-error.ts';

/** jpg, png and gif are recognised by their first bytes: a file's name proves nothing. */
const SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
];

export function isAllowedImage(bytes: Uint8Array): boolean {
  return SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte));
}

const invalid = () => new ValidationError({ avatar: 'validation.avatar_format' });
const tooLarge = () =>
  new ValidationError({ avatar: 'validation.avatar_pixels' }, { max: AVATAR_MAX_MEGAPIXELS });

/** Each decode may take a hundred megabytes and a core for a while: two at a time per process. */
const decodeInTurn = concurrencyLimit(2);

/** The picture's size as its header states it, read without decoding a single pixel. */
async function pixelCount(bytes: Buffer): Promise<number> {
  try {
    const { width, height } = await sharp(bytes, { animated: false }).metadata();
    return width * height;
  } catch {
    throw invalid();
  }
}

/**
 * Decodes the upload and draws it again as a square WebP: nothing of the original file
 * survives, so no metadata (location, camera, names) and no smuggled payload either.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  if (!isAllowedImage(bytes)) throw invalid();
  if ((await pixelCount(bytes)) > AVATAR_MAX_PIXELS) throw tooLarge();
  return decodeInTurn(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false })
        .rotate()
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', withoutEnlargement: false })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw invalid();
    }
  });
}

export const AVATAR_ROUTE_PREFIX = '/uploads/avatars/';

export function avatarStore(dataDir: string) {
  const dir = path.join(dataDir, 'uploads', 'avatars');
  return {
    dir,
    /** A fresh random name per upload, so the file can be cached forever. */
    async save(image: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(path.join(dir, name), image);
      return name;
    },
    async remove(name: string): Promise<void> {
      await rm(path.join(dir, path.basename(name)), { force: true });
    },
  };
}

export type AvatarStore = ReturnType<typeof avatarStore>;
