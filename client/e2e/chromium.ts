import { existsSync } from 'node:fs';

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed: the same engine without
 * the full browser around it, a third less CPU for the suite than /usr/bin/chromium. CHROMIUM_PATH overrides.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
