import { defineConfig } from '@playwright/test'
import { chromium, locate } from './scripts/lib/system-deps'

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the real server that `npm start`
 * runs, on a fresh embedded database under .data-test/ (seeded on first start like any new install).
 */
const port = Number(process.env.E2E_PORT ?? 4319)
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // On CI the steps are printed as they run, so a test that times out shows the step it was in.
  reporter: process.env.CI ? [['list', { printSteps: true }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: locate(chromium) ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    // The generated scenarios (scenarios.spec.ts, replay-*.spec.ts) replay once, at desktop width; the journeys run at both widths.
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true },
      testIgnore: [/scenarios\.spec\.ts/, /replay-[\w-]+\.spec\.ts/, /dev-flows\.spec\.ts/],
    },
    // dev-flows.spec.ts needs a development build: playwright.dev-flows.config.ts (npm run test:e2e:flows) runs it.
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } }, testIgnore: /dev-flows\.spec\.ts/ },
  ],
  webServer: {
    command: 'npx tsx server/start.ts --no-build',
    url: `http://127.0.0.1:${port}/app/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: `.data-test/e2e-${process.pid}`,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // The suite signs in about a hundred times from 127.0.0.1 within 15 minutes (the default allows 30).
      LOGIN_LIMIT_PER_IP: '1000',
      // Several engineers may run suites at once: each can build into its own folder (E2E_DIST=dist-mine).
      ...(process.env.E2E_DIST ? { DIST_DIR: process.env.E2E_DIST } : {}),
    },
  },
})
