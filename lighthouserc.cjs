/**
 * Lighthouse CI (`lhci collect`, `lhci assert`) for `npm run bench:lighthouse`: Lighthouse's default mobile preset
 * (a Moto G-sized screen, simulated slow 4G, 4× CPU slowdown), performance only, in Debian's Chromium.
 *
 * The pages: the public ones, the cart with a plan in it, and, signed in as the demo customer, checkout, every My
 * Account section and a line's page. scripts/lighthouse/prepare-page.cjs puts the cart and the token in the page's
 * localStorage before each page; Lighthouse's storage reset empties the HTTP cache before every run and keeps
 * localStorage (its default `clearStorageTypes` leaves it alone), so every run loads cold and signed in.
 *
 * The origin comes from LIGHTHOUSE_ORIGIN (scripts/bench-lighthouse.ts starts a server on a free port and sets it;
 * by hand: `npm start`, then `LIGHTHOUSE_ORIGIN=http://localhost:8787 npx lhci collect && npx lhci assert`), the
 * browser from CHROMIUM_PATH (the one scripts/need.ts finds), its flags from scripts/lib/chromium-flags.json, as the
 * test suite's browsers run.
 *
 * The goals are the assertions, on the median of the runs: score ≥ 0.95 on public pages, ≥ 0.9 signed in and at
 * checkout; TBT ≤ 200 ms and CLS ≤ 0.05 everywhere; LCP ≤ 2.5 s is a warning.
 */
const { existsSync } = require('node:fs')
const chromiumFlags = require('./scripts/lib/chromium-flags.json')

const origin = (process.env.LIGHTHOUSE_ORIGIN || 'http://localhost:8787').replace(/\/+$/, '')
const PUBLIC = ['/', '/shop', '/faq', '/login', '/cart']
// Checkout, and the demo customer's My Account pages as the hydration check opens them (tests/e2e/dev-hydration.spec.ts):
// the sections (the tabs of src/features/pages/dashboard-layout.tsx; overview = /dashboard) and the seeded eSIM line's
// page (server/seed-data/demo-account.ts).
const SIGNED_IN = ['/cart/checkout', ...require('./scripts/lib/my-account-pages.json')]
const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path))

const median = { aggregationMethod: 'median' }
module.exports = {
  ci: {
    collect: {
      url: [...PUBLIC, ...SIGNED_IN].map((path) => origin + path),
      numberOfRuns: 1,
      chromePath,
      puppeteerScript: 'scripts/lighthouse/prepare-page.cjs',
      puppeteerLaunchOptions: { args: chromiumFlags, defaultViewport: null },
      settings: { onlyCategories: ['performance'] },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: '.*',
          assertions: {
            'total-blocking-time': ['error', { ...median, maxNumericValue: 200 }],
            'cumulative-layout-shift': ['error', { ...median, maxNumericValue: 0.05 }],
            'largest-contentful-paint': ['warn', { ...median, maxNumericValue: 2500 }],
          },
        },
        {
          matchingUrlPattern: '^https?://[^/]+/(shop|faq|login|cart)?$',
          assertions: { 'categories:performance': ['error', { ...median, minScore: 0.95 }] },
        },
        {
          matchingUrlPattern: '^https?://[^/]+/(dashboard|cart/checkout)(/.*)?$',
          assertions: { 'categories:performance': ['error', { ...median, minScore: 0.9 }] },
        },
      ],
    },
  },
}
