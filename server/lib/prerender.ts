/**
 * Prerendered public pages (issue 14). The build leaves the SPA's server renderer in `<dist>/_ssr/entry-server.js`
 * (scripts/lib/ssr-build.ts); this module loads it from disk (the server imports nothing from src/) and answers
 * a public page's HTML: the built index.html with the rendered markup in `#root` and the data it was drawn with.
 *
 * Rendered on request and cached: every request reads the page's data afresh (in-process, the same answers the
 * browser would get), and the markup is reused only while that data is unchanged, so a changed plan price or page
 * text shows on the very next load. Pages the renderer does not know (signed-in ones, the cart) get null: the
 * caller sends the client-rendered shell (index.html's skeleton).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LRUCache } from 'lru-cache'
import { START_TEMPLATE_ID } from './start-script'

type LocalFetch = (request: Request) => Promise<Response>
/** What src/entry-server.tsx exports. */
interface ServerRenderer {
  pageData(url: string, local: LocalFetch): Promise<{ status: 200 | 404; data: Record<string, unknown> } | null>
  render(url: string, data: Record<string, unknown>): Promise<{ html: string; routeFiles: string[] }>
  /** The matched route ids of any page (absent in older builds). */
  routeIdsOf?(url: string): string[]
  /** A signed-in page's or the cart's frame in its loading state, or null (absent in older builds). */
  renderShell?(url: string): Promise<{ html: string; routeFiles: string[]; head?: string; hydrate?: boolean } | null>
}

type Manifest = Record<string, { file: string; imports?: string[] }>

/**
 * The chunks a page's routes need (their split component chunks and everything those import), from Vite's build
 * manifest, as modulepreload links: the browser fetches them with the entry instead of discovering them one
 * import after another. Marked `data-route`: the entry evaluates them one per task, in this order (each after
 * those it imports), before the first draw (src/main.tsx).
 */
export function preloadLinks(manifest: Manifest, routeFiles: string[], template: string) {
  // Each chunk after the chunks it imports: the entry evaluates them in this order (src/main.tsx).
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
    files.add(chunk.file)
  }
  for (const file of routeFiles) visit(`${file}?tsr-split=component`)
  return [...files]
    .filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-route="">`)
    .join('')
}

const SPLIT_COMPONENT = '?tsr-split=component'

/**
 * A route id's source file, as the manifest names it: `/_site/_auth/dashboard/plans` is
 * `src/routes/_site/_auth/dashboard.plans.tsx` (flat file names) or `src/routes/_site/_auth/dashboard/plans.tsx`,
 * `/_site/` is `src/routes/_site/index.tsx`.
 */
function routeFilesOf(manifest: Manifest, routeIds: string[]) {
  const byId = new Map<string, string>()
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('src/routes/') || !key.endsWith(SPLIT_COMPONENT)) continue
    const file = key.slice(0, -SPLIT_COMPONENT.length)
    const id = file.slice('src/routes'.length, -'.tsx'.length).replace(/\./g, '/').replace(/\/index$/, '/')
    byId.set(id, file)
  }
  return routeIds.flatMap((id) => byId.get(id) ?? [])
}

export interface PrerenderedPage {
  status: 200 | 404
  html: string
}

/** `</script>` and friends inside JSON would end the data block early; `<` escaped keeps it one block. */
function jsonForScript(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

const ROOT_ELEMENT = /<div id="root"[^>]*>[\s\S]*?<!--\/root-->\s*<\/div>|<div id="root"><\/div>/

const START_TEMPLATE = `<template id="${START_TEMPLATE_ID}">`

/**
 * Adds a page's preload links where the build keeps its entry script: inside the `ring-start` template that the
 * page's inline starter copies into the head after the first paint (scripts/lib/start-after-paint.ts), so the
 * route chunks are fetched with the entry and not before the paint; in the head when the build has no starter.
 */
function withPreloads(template: string, links: string) {
  if (!links) return template
  return template.includes(START_TEMPLATE)
    ? template.replace(START_TEMPLATE, () => `${START_TEMPLATE}${links}`)
    : template.replace('</head>', () => `${links}</head>`)
}

/**
 * Puts a signed-in page's frame, drawn in its loading state, into the built page in place of the skeleton, with what
 * it adds to the head (its style). Marked `data-shell`: `hydrate` when the browser's first draw is this very markup
 * (My Account's sections), else empty: the browser draws the page afresh over it (the cart's depends on the
 * browser's stored cart).
 */
function fillShell(template: string, frame: { html: string; head?: string; hydrate?: boolean }, links = '') {
  return withPreloads(template, links)
    .replace('</head>', () => `${frame.head ?? ''}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" data-shell="${frame.hydrate ? 'hydrate' : ''}">${frame.html}</div>`)
}

/** Puts the rendered markup and its data into the built page in place of the shell's skeleton. */
export function fillTemplate(template: string, html: string, data: Record<string, unknown>, links = '') {
  const root = `<div id="root" data-ssr="">${html}</div><script type="application/json" id="ring-data">${jsonForScript(data)}</script>`
  return withPreloads(template, links).replace(ROOT_ELEMENT, () => root)
}

/**
 * The renderer of the build in `distDir`, or null when that build has none (an older build): then every page is
 * the client-rendered shell, as before. `local` answers the renderer's data calls in-process.
 */
export function createPrerenderer(distDir: string, local: LocalFetch) {
  const entry = join(distDir, '_ssr', 'entry-server.js')
  const indexFile = join(distDir, 'index.html')
  const manifestFile = join(distDir, '.vite', 'manifest.json')
  let loaded: { renderer: Promise<ServerRenderer>; template: string; manifest: Manifest } | null = null
  const cache = new LRUCache<string, PrerenderedPage>({ max: 200 })
  const shells = new LRUCache<string, string>({ max: 50 })

  // Loaded once, on the first page asked for: a rebuild needs a restart (npm start and the tests build first).
  // (A cache-busting query would load a second copy of the renderer beside the one its route chunks import.)
  function current() {
    if (loaded) return loaded
    if (!existsSync(entry) || !existsSync(indexFile)) return null
    loaded = {
      renderer: import(pathToFileURL(entry).href) as Promise<ServerRenderer>,
      template: readFileSync(indexFile, 'utf8'),
      manifest: existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {},
    }
    return loaded
  }

  return {
    /** The page's HTML, or null when it is not prerendered (or the build has no renderer). */
    async page(url: string): Promise<PrerenderedPage | null> {
      const build = current()
      if (!build) return null
      const renderer = await build.renderer
      const found = await renderer.pageData(url, local)
      if (!found) return null
      const key = `${url}\n${JSON.stringify(found.data)}`
      let page = cache.get(key)
      if (!page) {
        const { html, routeFiles } = await renderer.render(url, found.data)
        const links = preloadLinks(build.manifest, routeFiles, build.template)
        page = { status: found.status, html: fillTemplate(build.template, html, found.data, links) }
        cache.set(key, page)
      }
      return page
    },
    /**
     * The client-rendered shell for a page the server does not prerender, with its route chunks preloaded: the
     * cart, checkout and My Account get their frame drawn in its loading state (renderShell), other pages
     * index.html's skeleton; null without a build or when no route matches.
     */
    async shell(url: string): Promise<string | null> {
      const build = current()
      if (!build) return null
      const renderer = await build.renderer
      const files = routeFilesOf(build.manifest, renderer.routeIdsOf?.(url) ?? [])
      if (files.length === 0) return null
      // The frame depends on the path only (never on who asks): cached per path.
      const key = `${new URL(url, 'http://shell.invalid').pathname}\n${files.join('\n')}`
      let html = shells.get(key)
      if (html === undefined) {
        const links = preloadLinks(build.manifest, files, build.template)
        const frame = await renderer.renderShell?.(url)
        html = frame ? fillShell(build.template, frame, links) : withPreloads(build.template, links)
        shells.set(key, html)
      }
      return html
    },
  }
}
