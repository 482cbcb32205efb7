/**
 * A page opened before a deploy asks for bundle chunks the new build no longer has (the server answers
 * 404, and the browser reports a failed dynamic import). Loading the page again fetches the new build.
 */
const RELOADED_AT = 'catalyst:stale-build-reload';

/** Chromium, Firefox and Safari word a failed `import()` differently. */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|module script/i.test(message);
}

/** Whether a reload for a new build may happen now: once a minute at most, so a chunk that is really missing cannot make the page reload forever (and without storage a loop could not be told apart). */
export function mayReloadForNewBuild(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) >= 60_000;
  } catch {
    return false;
  }
}

export function reloadForNewBuild(): void {
  try {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}
