/**
 * Unit test files that mock modules (vi.mock). The unit project shares module caches
 * between files (vitest.config.ts, `isolate: false`), where a mock would not reliably
 * replace a module another file already loaded; these files run in an isolated project of
 * their own. tests/unit/mocking-files.test.ts keeps this list complete.
 */
export const MOCKING_UNIT_TESTS = ['tests/unit/mail-worker.test.ts', 'tests/unit/rough-edges-pricing.test.ts', 'tests/unit/small-helpers.test.ts', 'tests/unit/trademark-filing-options.test.ts']
