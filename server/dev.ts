/**
 * `npm run dev`: the one server (API, content, outbox, pages) with Vite's dev server in front of it, in middleware
 * mode, as TanStack Router's `basic-ssr-file-based` example runs it: Vite answers the browser's module requests
 * with hot reload, and every page is rendered by src/entry-server.tsx as Vite loads it now (`ssrLoadModule`).
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer } from 'vite'
import { ConfigError, loadConfig } from './config'
import type { Renderer } from './lib/pages'
import { closeOnSignals, startServer } from './main'
import { DEMO_CUSTOMER } from './seed-data/demo-account'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** Vite's hot-reload socket. */
const HMR_PORT = Number(process.env.HMR_PORT ?? 24_678)

/**
 * The router's manifest in development: React Refresh's preamble (which @vitejs/plugin-react expects before any
 * component module), Vite's client and the entry as source; the stylesheet arrives with the entry's import.
 */
const DEV_MANIFEST = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: [
            "import RefreshRuntime from '/@react-refresh'",
            'RefreshRuntime.injectIntoGlobalHook(window)',
            'window.$RefreshReg$ = () => {}',
            'window.$RefreshSig$ = () => (type) => type',
            'window.__vite_plugin_react_preamble_installed__ = true',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/src/main.tsx' } },
      ],
    },
  },
}

async function main() {
  const config = loadConfig()
  // The sandbox payment page's script (scripts/build-card-form.ts), when its sources changed.
  spawnSync('npx', ['tsx', 'scripts/build-card-form.ts', '--if-stale'], { cwd: ROOT, stdio: 'inherit' })
  const vite = await createViteServer({ root: ROOT, server: { middlewareMode: true, hmr: { port: HMR_PORT } }, appType: 'custom' })
  const running = await startServer({
    config,
    renderer: {
      keep: false,
      connectSrc: [`ws://localhost:${HMR_PORT}`, `ws://127.0.0.1:${HMR_PORT}`],
      load: () =>
        (vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Renderer>).then((renderer) => ({ renderer, manifest: DEV_MANIFEST })),
    },
    before: (request, response, next) => vite.middlewares(request, response, next),
  })
  closeOnSignals(running, () => void vite.close())
  console.log(
    [
      '',
      `  Ring Mobile (development) is running at ${running.url}`,
      `  Demo login:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
      `  Emails:      ${running.url}/dev/outbox`,
      '',
    ].join('\n'),
  )
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
