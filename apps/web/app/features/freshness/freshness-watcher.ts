/**
 * Spec sections 4 and 7: the page asks now and then which build is current. Once a newer build
 * is out, the old build's chunks are gone from the server, so a chunk that fails to load means
 * "reload into the new build" rather than "broken".
 */
export interface FreshnessWatcher {
  /** Asks for the current build; true when it differs from the one this page runs. */
  check(): Promise<boolean>;
  /** A chunk failed to load: reloads if a newer build is out. True when it reloads. */
  onChunkError(): Promise<boolean>;
}

export function createFreshnessWatcher(options: {
  runningVersion: string;
  latestVersion: () => Promise<string | undefined>;
  reload: () => void;
}): FreshnessWatcher {
  let stale = false;
  async function check() {
    if (stale) return true;
    const latest = await options.latestVersion().catch(() => undefined);
    stale = latest !== undefined && latest !== options.runningVersion;
    return stale;
  }
  return {
    check,
    async onChunkError() {
      if (!(await check())) return false;
      options.reload();
      return true;
    },
  };
}

/** What browsers say when a dynamic import's file is missing. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  return /dynamically imported module|module script failed|Importing a module script|error loading dynamically/i.test(
    message,
  );
}
