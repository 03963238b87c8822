import { sql } from 'drizzle-orm';
import { z } from 'zod';
import organizationsFile from '@dino/content/organizations.json' with { type: 'json' };
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';

const organizationsSchema = z.array(
  z.object({ id: z.number().int().positive(), name: z.string().min(1) }),
);

/**
 * Brings the built-in content into the database by stable ids: running it again changes
 * nothing, and edited content replaces the old rows.
 */
export async function importContent(db: Database): Promise<void> {
  const rows = organizationsSchema.parse(organizationsFile);
  await db
    .insert(organizations)
    .values(rows)
    .onConflictDoUpdate({ target: organizations.id, set: { name: sql`excluded.name` } });
}
