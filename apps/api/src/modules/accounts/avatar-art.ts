import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CHILD_AVATARS } from '@dino/contract';
import { contentFolder } from '@dino/content/files';
import { checkSvg, formatProblem, type ArtFile } from '@dino/content/learning';
import { ContentError } from '../content/import.ts';

/**
 * The drawn avatars, content/avatars/{id}.svg for each of CHILD_AVATARS, checked as every
 * picture we serve is (nothing active, nothing from elsewhere). A missing or unsafe one stops
 * the server from starting rather than leave a child's picture broken.
 */
export async function loadAvatarArt(
  folder: string = contentFolder('avatars'),
): Promise<Map<string, ArtFile>> {
  const art = new Map<string, ArtFile>();
  const problems: string[] = [];
  for (const id of CHILD_AVATARS) {
    const shown = `avatars/${id}.svg`;
    let svg: string;
    try {
      svg = await readFile(path.join(folder, `${id}.svg`), 'utf8');
    } catch {
      problems.push(
        formatProblem({ file: shown, field: '(file)', message: 'The file is missing' }),
      );
      continue;
    }
    problems.push(...checkSvg(shown, svg).map(formatProblem));
    const version = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    art.set(id, { key: id, svg, version });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return art;
}

let builtIn: Promise<Map<string, ArtFile>> | undefined;

/** The built-in drawn avatars, read and checked once per process. */
export function builtInAvatarArt(): Promise<Map<string, ArtFile>> {
  builtIn ??= loadAvatarArt();
  return builtIn;
}
