import { fileURLToPath } from 'node:url'
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { catalogues } from './scripts/lib/catalogues'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
/** The same path aliases as tsconfig.json and vite.config.ts. */
const alias = {
  'styled-system': here('./styled-system'),
  '@': here('./src'),
  '@machines': here('./machines'),
  '@contract': here('./contract'),
  '@server': here('./server'),
  '@scripts': here('./scripts'),
}

/** The view tests that replace a module (vi.mock): they run isolated, each with its own module graph. */
const VIEWS_MOCKING_MODULES = ['tests/views/dashboard-routes.test.tsx']

/** What both view projects share: React in jsdom, the DOM setup, and the budget for journeys typed key by key. */
const views = {
  plugins: [catalogues(), react()],
  resolve: { alias },
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['tests/support/setup-dom.ts'],
    // Journeys typed key by key, two files at a time beside e2e on a shared machine: a budget, not a retry (a
    // failing test still fails).
    testTimeout: 30_000,
  },
}

/**
 * `npm run test:unit` runs these projects; `npm test` adds the Chromium end-to-end suite (playwright.config.ts).
 * - unit: src/lib, the API client against a real local HTTP server, and the machine path tests;
 * - views: React views in jsdom with @testing-library/react (views-isolated: those that mock a module);
 * - server: the provider API over real HTTP on the embedded database (or PostgreSQL with DATABASE_URL);
 * - cluster, only where DATABASE_URL names a PostgreSQL (`npm run test:cluster` makes a throwaway one): two server
 *   processes on that one database, each check a test (tests/cluster/). Without a PostgreSQL there is nothing for
 *   it to run on, so `vitest run` then lists the other projects only.
 */
const cluster = {
  plugins: [catalogues()],
  resolve: { alias },
  test: {
    name: 'cluster',
    environment: 'node' as const,
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/global-setup.ts'],
    // Requests to two real server processes; the data-alert check moves the carrier's clock a month, a day at a time.
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
}

export default defineConfig({
  // The route tree (src/routeTree.gen.ts, not committed) written from src/routes before any test imports it, with
  // the configuration vite.config.ts's plugin reads (tsr.config.json).
  plugins: [tanstackRouterGenerator()],
  resolve: { alias },
  test: {
    // Two files at a time (all projects share the pool). Vitest's default on a 2-core machine is one (cores - 1),
    // and a file spends much of its time waiting on HTTP, the database or jsdom's timers. VITEST_MAX_WORKERS
    // overrides it; `npm run bench:suite -- vitest` prints the parts' times.
    maxWorkers: 2,
    projects: [
      {
        plugins: [catalogues()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Worker threads instead of forked processes: less CPU for the same tests.
          pool: 'threads',
          // The files of a worker share one module graph: no unit test may mock a module or stub a global.
          isolate: false,
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/machines/**/*.test.ts'],
        },
      },
      {
        ...views,
        test: {
          ...views.test,
          name: 'views',
          include: ['tests/views/**/*.test.tsx'],
          exclude: VIEWS_MOCKING_MODULES,
          // The files of a worker share one jsdom and one module graph: React, the router, Ark and the app are
          // imported once per worker, not once per file. What a file leaves behind is undone after every test in
          // tests/support/setup-dom.ts (the rendered tree, toasts, stubbed globals, timers, storage, matchMedia).
          pool: 'threads',
          isolate: false,
        },
      },
      {
        ...views,
        test: {
          ...views.test,
          // A file that replaces a module with vi.mock needs a module graph of its own: a fresh jsdom and module
          // graph per file, in a VM context of a reused worker.
          name: 'views-isolated',
          include: VIEWS_MOCKING_MODULES,
          pool: 'vmThreads',
        },
      },
      {
        plugins: [catalogues()],
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          // Worker threads instead of forked processes: less CPU for the same tests.
          pool: 'threads',
          // The files of a worker share one module graph: the server's modules (Hono, Drizzle, Stripe's SDK, pdf-lib,
          // the contract) are imported once per worker, not once per file. Each file still builds its own app and
          // database (tests/server/support/harness.ts); no server test may mock a module, stub a global or set
          // process.env.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // Migrates and seeds one database per run; each test file copies it (TOOLCHAIN.md: PGlite init is slow).
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.DATABASE_URL ? [cluster] : []),
    ],
  },
})
