import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests drive a production build in Debian's Chromium. `npm test` (scripts/
 * test.mjs) builds, prepares a fresh database, starts the server and sets E2E_BASE_URL.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    locale: 'zh-CN',
    // The site drops its fades and smooth scrolling for visitors who ask for reduced
    // motion; the tests ask too, so axe never measures a control's contrast mid-fade
    // (a back-to-top button fading in once failed a run that way).
    reducedMotion: 'reduce',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
})
