import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installed. */
async function binaries(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root)).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL under ${root}`);
  return path.join(root, versions[0], 'bin');
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on its own port, so the test can
 * stop and start it under load without touching the machine's server. The server refuses to
 * run as root, so as root it runs as the `postgres` user.
 */
export async function startCluster(port: number) {
  const bin = await binaries();
  const dir = await mkdtemp(path.join(tmpdir(), 'dino-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(group));
  }
  const postgres = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  await postgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    postgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** As a crash would: connections are cut at once. */
    stop: () => postgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    async destroy() {
      await postgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(
        () => undefined,
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}
