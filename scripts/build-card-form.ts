/**
 * Builds the sandbox payment page's script (scripts/card-form/card-form.ts, which uses the app's own typing filters
 * from src/lib/filters.ts) into server/payments/assets/card-form.js: one classic script (IIFE), no imports, not
 * minified. Run by `npm run build`, by `npm start` and `npm run dev` when its sources are newer, and by the server
 * tests' global setup; the server itself only reads the built file (it never imports src/).
 *
 * `tsx scripts/build-card-form.ts` builds; `--if-stale` builds only when a source is newer than the output.
 */
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CARD_FORM_ENTRY = `${ROOT}scripts/card-form/card-form.ts`
export const CARD_FORM_OUTPUT = `${ROOT}server/payments/assets/card-form.js`
const SOURCES = [CARD_FORM_ENTRY, `${ROOT}src/lib/filters.ts`, `${ROOT}contract/card-fields.ts`, fileURLToPath(import.meta.url)]

/** Whether the built script is missing or older than one of its sources. */
export function cardFormIsStale() {
  if (!existsSync(CARD_FORM_OUTPUT)) return true
  const builtAt = statSync(CARD_FORM_OUTPUT).mtimeMs
  return SOURCES.some((source) => statSync(source).mtimeMs > builtAt)
}

export async function buildCardForm() {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    resolve: { alias: { '@': `${ROOT}src` } },
    build: {
      lib: { entry: CARD_FORM_ENTRY, formats: ['iife'], name: 'ringCardForm', fileName: () => 'card-form.js' },
      outDir: `${ROOT}server/payments/assets`,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: false,
      // Unicode property escapes (the name filter) stay as they are.
      target: 'es2020',
    },
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!process.argv.includes('--if-stale') || cardFormIsStale()) {
    await buildCardForm()
    console.log(`Built ${CARD_FORM_OUTPUT.slice(ROOT.length)}`)
  }
}
