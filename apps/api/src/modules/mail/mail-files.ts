import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

const FILE_NAME = /^(\d+)\.eml$/;
/** Ids asked about per query: far below the protocol's limit on parameters. */
const CHUNK = 1000;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * The letters the embedded mode writes to DATA_DIR/mail instead of sending them: one file per
 * outbox row, named by its id, so a file can go with its row (a deletion, the retention job).
 */
export function mailFiles(dataDir: string) {
  const dir = path.join(dataDir, 'mail');
  const pathOf = (id: number) => path.join(dir, `${String(id).padStart(6, '0')}.eml`);

  return {
    dir,
    pathOf,

    async remove(ids: readonly number[]): Promise<void> {
      await Promise.all(ids.map((id) => rm(pathOf(id), { force: true })));
    },

    /**
     * Removes every file whose row is gone, and answers how many: the letters the retention job
     * erased, those of accounts deleted while the letter was being written, and any older ones.
     */
    async removeOrphans(db: Database): Promise<number> {
      const names = await readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const onDisk = names.flatMap((name) => {
        const match = FILE_NAME.exec(name);
        return match ? [{ name, id: Number(match[1]) }] : [];
      });
      const orphans: string[] = [];
      for (let start = 0; start < onDisk.length; start += CHUNK) {
        const files = onDisk.slice(start, start + CHUNK);
        const rows = await db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            inArray(
              mailOutbox.id,
              files.map((file) => file.id),
            ),
          );
        const kept = new Set(rows.map((row) => row.id));
        orphans.push(...files.filter((file) => !kept.has(file.id)).map((file) => file.name));
      }
      await Promise.all(orphans.map((name) => rm(path.join(dir, name), { force: true })));
      return orphans.length;
    },
  };
}

export type MailFiles = ReturnType<typeof mailFiles>;
