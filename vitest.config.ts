import { defineConfig } from 'vitest/config';
import { alias } from './vite.config';

const apiTests = {
  include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
  environment: 'node' as const,
  globalSetup: ['server/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll passes as soon as its condition holds; the timeout only bounds a failure (vitest's 1 s
  // default fails on a loaded 2-core CI machine). Checks that mean "within N ms" pass their own timeout.
  expect: { poll: { timeout: 10_000 } },
  // Both cores (vitest's default on a 2-core machine is one worker): most of a file's time is spent
  // waiting on its own server, database and sockets, so two files side by side use the machine.
  maxWorkers: 2,
  // A worker imports the server and its libraries once, not once per file (that import was half of the
  // run's time). Files stay independent: each builds its own app on its own copy of the seeded
  // database, and no API test mocks modules or changes globals.
  isolate: false,
};

/**
 * API-project files that never open a database: classifiers, engines, evaluations and pure helpers.
 * The accuracy figures of the help assistant go through HTTP but measure its classifier, whatever the
 * dialect (the help chat itself runs on PostgreSQL in chatbot.test.ts).
 */
const databaseFreeTests = [
  'server/lib/ai/**',
  'server/lib/outbound-host.test.ts',
  'server/lib/storage.test.ts',
  'server/trpc/browser-locale.test.ts',
  'server/trpc/rest-page.test.ts',
  'server/trpc/rest-input.test.ts',
  'server/domains/chatbot/knowledge.test.ts',
  'server/domains/chatbot/classifier/train.test.ts',
  'server/domains/chatbot/chatbot.accuracy.test.ts',
  'server/domains/session-recordings/webm.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'api', ...apiTests } },
      // The same API suite on PostgreSQL when TEST_DATABASE_URL names a server (`.ci/run` sets it):
      // each test app gets its own database, created from a migrated, seeded template.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'api-pg',
                ...apiTests,
                // Tests of SQLite files themselves (corrupt, truncated, read-only, full) and of SQLite's query plans,
                // and tests that open no database at all (the same code would run twice for nothing).
                exclude: ['**/node_modules/**', 'server/startup.test.ts', 'server/trpc/query-plans.test.ts', 'shared/**', 'scripts/**', ...databaseFreeTests],
              },
            },
          ]
        : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['client/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['server/testing/global-setup.ts', 'client/e2e/browser-server.ts'],
          // Files run side by side (each has its own app and database) in one shared Chromium.
          fileParallelism: true,
          maxWorkers: 2,
          // A worker runs its files one after another in one module graph: the server and its libraries are
          // imported once per worker, not once per file (that import was most of the run's time). Files stay
          // independent: each starts its own app on its own copy of the seeded database, and no e2e file
          // mocks modules or changes globals.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As for the API tests: a page loading on a loaded CI machine, not vitest's 1 s default.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
