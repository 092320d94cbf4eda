import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The live flow viewer's test (tests/e2e/dev-flows.spec.ts) and the hydration check that only a development React
 * makes whole (tests/e2e/dev-hydration.spec.ts), against a development build with VITE_INSPECT=true, which
 * `npm run test:e2e:flows` makes in dist-dev-flows/ (E2E_DIST to choose another folder). One width.
 */
const dist = process.env.E2E_DIST ?? 'dist-dev-flows'
const port = Number(process.env.E2E_PORT ?? 4319)

export default defineConfig({
  ...base,
  testMatch: /dev-(flows|hydration)\.spec\.ts/,
  // Its one server is the webServer below, not the workers' copies of a template (playwright.config.ts).
  globalSetup: undefined,
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } }],
  // dev-flows.spec.ts uses Playwright's own `test`, so this one server comes from here (not tests/e2e/support.ts).
  webServer: {
    command: 'npx tsx server/start.ts --no-build',
    url: `http://127.0.0.1:${port}/app/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port), DATA_DIR: `.data-test/e2e-${process.pid}`, NODE_ENV: 'test', DATABASE_URL: '', DIST_DIR: dist },
  },
})
