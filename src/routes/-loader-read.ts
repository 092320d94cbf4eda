import type { ContentRead } from '@/api/content'
import type { AppActors } from '@/app/actors'
import type { SpaSettings } from '@contract/settings'

/** What a loader receives that a read of the content service or the catalogue needs (src/routes/__root.tsx's context). */
export interface LoaderArgs {
  context: { settings: SpaSettings; fetch?: typeof fetch; actors: Pick<AppActors, 'language'> }
  abortController: AbortController
}

/**
 * A loader's read, from the router's context: the settings the SPA runs with, the fetch the server renderer answers
 * in-process (the browser's own otherwise), the navigation's abort signal and the page's language.
 */
export function loaderRead({ context, abortController }: LoaderArgs): ContentRead {
  return { settings: context.settings, fetch: context.fetch, signal: abortController.signal, language: context.actors.language.get() }
}
