import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromium, CHROMIUM_FLAGS, headlessShell, locate } from './scripts/lib/system-deps'

// The run's covering sets (tests/e2e/replay.ts): worked out by the runner, read by the workers, which inherit this.
process.env.REPLAY_COVERING_DIR ??= join('.data-test', `replay-covering-${process.pid}-${Date.now()}`)

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the real server that `npm start`
 * runs, on a fresh embedded database under .data-test/ (seeded on first start like any new install). Each parallel
 * slot has its own server on a free port with its own database (started by tests/e2e/global-setup.ts, handed out by
 * the `e2eServer` fixture in tests/e2e/support.ts, which every spec's `test` comes from), so the workers that run at
 * once never share state. E2E_WORKERS sets how many (default 3 here: a test often waits on the page or a server, and
 * a third worker keeps both cores busy then; 2 on CI, whose shared host leaves a third worker no headroom;
 * docs/decisions/0021-test-suite-layout.md);
 * E2E_DIST serves another build folder (dist-mine) when several people run suites at once.
 */

export default defineConfig({
  testDir: 'tests/e2e',
  // One migrated, seeded database per run; each worker's server starts on a copy of it.
  globalSetup: './tests/e2e/global-setup.ts',
  // Files are spread over the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 3)),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // On CI the steps are printed as they run, so a test that times out shows the step it was in. With
  // PLAYWRIGHT_JSON_OUTPUT_NAME set (npm run bench:suite), a JSON report too: the per-file seconds.
  reporter: [
    process.env.CI ? ['list', { printSteps: true }] : ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // baseURL is the worker's slot's server (tests/e2e/support.ts).
    // Chromium's headless shell where it is installed, else the full browser (scripts/lib/system-deps.ts).
    launchOptions: {
      executablePath: locate(headlessShell) ?? locate(chromium) ?? '/usr/bin/chromium',
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
    trace: 'off',
    // Every test runs as a customer who asked for reduced motion: no 0.5 s page fade, success message or dialog
    // zoom for Playwright to wait out before an element is stable (global-css shortens every animation to 0.01 ms).
    // The tests of the motion itself turn it back on (shell.spec.ts's route fade, checkout.spec.ts's visitor
    // journey and its success message).
    reducedMotion: 'reduce',
  },
  projects: [
    // What runs at both widths and what once (docs/decisions/0020-testing-strategy.md): layout runs at
    // both; behaviour already proven at one width runs once, tagged `ONE_WIDTH` (tests/e2e/support.ts) and run at
    // 375 px, the phone. The generated scenarios (scenarios.spec.ts, replay-*.spec.ts) replay once, at 1280 px.
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true },
      testIgnore: [/scenarios\.spec\.ts/, /replay-[\w-]+\.spec\.ts/, /dev-(flows|hydration)\.spec\.ts/],
      grepInvert: /@only-1280/,
    },
    // dev-flows.spec.ts and dev-hydration.spec.ts need a development build: playwright.dev-flows.config.ts
    // (npm run test:e2e:flows) runs them.
    {
      name: 'desktop-1280',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /dev-(flows|hydration)\.spec\.ts/,
      grepInvert: /@only-375/,
    },
  ],
})
