/**
 * Data a page was rendered with on the server (issue 14, prerendered public pages). The server renders a public
 * page with the content service's and the catalogue's current answers and puts them in the HTML as
 * `<script type="application/json" id="ring-data">` (a data block: the content security policy allows it, it never
 * runs). The first render in the browser reads the same answers, so hydration draws exactly what the server drew
 * and fetches nothing twice. After the first navigation the seed is dropped: a page visited later loads fresh.
 */
const PREFETCHED_ELEMENT_ID = 'ring-data'

/** The names the data goes by: `plans`, `socials`, `content:<slug>`, `meta` (the page's title and description). */
export type PrefetchedKey = 'plans' | 'socials' | 'meta' | `content:${string}`

let seed: Partial<Record<PrefetchedKey, unknown>> = readSeed()

function readSeed(): Partial<Record<PrefetchedKey, unknown>> {
  if (typeof document === 'undefined') return {}
  const element = document.getElementById(PREFETCHED_ELEMENT_ID)
  if (!element?.textContent) return {}
  try {
    return JSON.parse(element.textContent) as Partial<Record<PrefetchedKey, unknown>>
  } catch {
    return {}
  }
}

/** The answer the page was rendered with, or undefined (not rendered on the server, or already navigated away). */
export function prefetched<T>(key: PrefetchedKey): T | undefined {
  return seed[key] as T | undefined
}

/** Sets the seed: the server before it renders a page, the browser to drop it after the first navigation. */
export function setPrefetched(data: Partial<Record<PrefetchedKey, unknown>>) {
  seed = data
}
