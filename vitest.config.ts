import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { MOCKING_UNIT_TESTS } from './tests/mocking-unit-tests'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // Next resolves `server-only` to an empty module on the server and fails a client bundle
  // that imports it; tests run on the server side.
  'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: MOCKING_UNIT_TESTS,
          environment: 'node',
          // Unit tests share their workers' module cache instead of loading every import again
          // per file (1,800 tests: about 100 s down to 30 s). They hold no state between files:
          // globals, timers and environment changes are undone in afterEach. The integration
          // tests share theirs too (below).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // A module mock (vi.mock) replaces a module for its file only while that file has its
        // own module cache: these files keep the default isolation.
        test: { name: 'unit-mocks', include: MOCKING_UNIT_TESTS, environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The price calls for every service type read the price list with the same queries
          // as pricing.test.ts, which runs on both databases; their 190 cases add only time
          // on PostgreSQL, so they run on SQLite (the README's test command) alone.
          exclude: process.env.TEST_DATABASE_URL ? ['tests/integration/price-calls.test.ts'] : [],
          environment: 'node',
          // One real database (a temporary SQLite file, or TEST_DATABASE_URL) migrated and
          // seeded once; files run one after another against it, in one worker that keeps
          // its modules and its Payload instance between files (isolated, every file started
          // a process and Payload again: about 3 s each, 29 files). Files undo what they
          // change (environment variables, providers) in their own hooks.
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/env.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
