import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { builtInLearning, importContent } from './modules/content/import.ts';

/** Listens, and shuts down gracefully on SIGINT/SIGTERM: in-flight requests and mail finish. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const learning = await builtInLearning();
  await importContent(database.db, learning);
  const app = await buildApp({
    config,
    database,
    learning,
    webBuildDir: fileURLToPath(new URL('../../web/build', import.meta.url)),
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `Dino is ready at ${config.publicUrl}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
