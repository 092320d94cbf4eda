import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The live flow viewer's test (tests/e2e/dev-flows.spec.ts) against a development build with VITE_INSPECT=true,
 * which `npm run test:e2e:flows` makes in dist-dev-flows/ (E2E_DIST to choose another folder). One width.
 */
const dist = process.env.E2E_DIST ?? 'dist-dev-flows'

export default defineConfig({
  ...base,
  testMatch: /dev-flows\.spec\.ts/,
  projects: [{ name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: { ...base.webServer!, env: { ...(base.webServer as { env: Record<string, string> }).env, DIST_DIR: dist } },
})
