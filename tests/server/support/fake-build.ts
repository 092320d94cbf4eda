import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RENDERER_DIR } from '@server/lib/pages'

/**
 * Vite's manifest as the server reads it: the browser entry (vite.config.ts's build input, src/main.tsx) with one
 * static import and a stylesheet.
 */
const FAKE_VITE_MANIFEST = {
  'src/main.tsx': {
    file: 'assets/main-1.js',
    src: 'src/main.tsx',
    isEntry: true,
    imports: ['_framework-1.js'],
    css: ['assets/main-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js' },
}

/**
 * The smallest renderer with the two exports of src/entry-server.tsx: every page is a document that names its path
 * and carries the nonce it was given on an inline script (none when given none, as React and the router do). `padding` characters of text make it as large as a test
 * needs (compression starts above 1 KB).
 */
export function simpleRenderer(padding = 0) {
  return `
export function routerManifest(vite) {
  return { entry: '/' + vite['src/main.tsx'].file }
}
export async function render(request, { nonce, manifest }) {
  const path = new URL(request.url).pathname
  const body = '<!doctype html><html><head><script type="module" src="' + manifest.entry + '"></script></head><body>'
    + '<main><h1>SPA-PAGE ' + path + '</h1><p>' + 'x'.repeat(${padding}) + '</p></main>'
    + (nonce === undefined ? '<script>' : '<script nonce="' + nonce + '">') + 'self.rendered = true</script></body></html>'
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
}
`
}

/**
 * A build folder in the system's temp folder with what the server needs to render pages: the renderer bundle
 * (`<dist>/_ssr/entry-server.js`, the module source `renderer`) and Vite's manifest (`<dist>/.vite/manifest.json`).
 * Each call makes a new folder, so each test file loads a module of its own (its counters start at zero).
 */
export function fakeBuild(renderer: string) {
  const distDir = mkdtempSync(join(tmpdir(), 'ring-dist-'))
  mkdirSync(join(distDir, RENDERER_DIR))
  mkdirSync(join(distDir, '.vite'))
  writeFileSync(join(distDir, RENDERER_DIR, 'entry-server.js'), renderer)
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(FAKE_VITE_MANIFEST))
  return distDir
}
