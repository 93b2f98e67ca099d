import path from 'node:path'
import { defineConfig } from 'vitest/config'

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
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // One real database (a temporary SQLite file, or TEST_DATABASE_URL) migrated and
          // seeded once; files run one after another against it.
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/env.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
