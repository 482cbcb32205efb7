import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the server entry point (server/index.ts) into one ES module that Node runs as it is: what
 * `npm start` runs (dist/server/index.js), and what the tests that start the real server in a child
 * process run, so they need not compile the whole server through tsx at every start. Packages stay
 * external (resolved from node_modules at run time), so the output must live inside the project.
 */
export async function buildServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../server/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    sourcemap: true,
    outfile,
    logLevel: 'warning',
  });
}

if (import.meta.filename === process.argv[1]) await buildServer(path.resolve(import.meta.dirname, '../dist/server/index.js'));
