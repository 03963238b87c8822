/**
 * `npm run content:import`: checks the built-in content and brings it into the database named by
 * DATABASE_URL (or the embedded one in DATA_DIR; stop the server first, as the embedded database
 * has one user at a time). Safe to run again: unchanged content writes nothing.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { builtInLearning, importContent } from '../modules/content/import.ts';

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const learning = await builtInLearning();
  await importContent(database.db, learning);
  const lessons = learning.modules.reduce((sum, module) => sum + module.lessons.length, 0);
  console.log(
    `Imported ${learning.modules.length} modules and ${lessons} lessons into the ${database.kind} database.`,
  );
} finally {
  await database.close();
}
