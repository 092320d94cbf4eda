/**
 * A Vite plugin (build only) that starts the app after the page's first paint (issue 14, round 7).
 *
 * Vite puts the entry `<script type="module">` and its `modulepreload` links in the head: the browser fetches the
 * 91 KB framework chunk at high priority and, on a fast connection, runs it before it paints. Lighthouse 12
 * simulates a slow phone from that trace (Lantern): a script at high priority that had arrived before the observed
 * first paint, and ran before it, is put on the simulated path of FCP and LCP, so the prerendered text (or the
 * signed-in shell) was drawn, in the simulation, only after the framework had downloaded and run at 4× slowdown.
 *
 * Here those tags move, unchanged, into an inert `<template id="ring-start">` at the end of the body (nothing in a
 * template is fetched), and a small inline script adds them to the head after the first frame: a paint
 * (requestAnimationFrame), then a task (setTimeout), so the paint comes first. A hidden page (a tab opened in the
 * background) never paints a frame: it starts at once. The server adds a page's route chunks to the same template
 * (server/lib/prerender.ts), so they too are fetched after the paint, with the entry. The inline script's text
 * and its hash (the content security policy allows exactly it) are in server/lib/start-script.ts.
 */
import type { Plugin } from 'vite'
import { START_SCRIPT, START_TEMPLATE_ID } from '../../server/lib/start-script'

const ENTRY_TAGS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g

export function startAfterPaint(): Plugin {
  return {
    name: 'ring:start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = [...html.matchAll(ENTRY_TAGS)].map((match) => match[0].trim())
        if (!tags.some((tag) => tag.startsWith('<script'))) return html
        // The entry script last: the preloads are requested first, beside it.
        tags.sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')))
        const starter = `<template id="${START_TEMPLATE_ID}">${tags.join('')}</template>\n    <script>${START_SCRIPT}</script>\n  </body>`
        return html.replace(ENTRY_TAGS, '').replace('</body>', () => starter)
      },
    },
  }
}
