import { defineConfig } from 'vitest/config';
import { alias } from './vite.config';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['client/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['server/testing/global-setup.ts'],
          // One browser at a time: this suite runs on 2-core machines.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
