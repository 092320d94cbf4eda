import { rootRouteId, useRouteContext, useRouter } from '@tanstack/react-router'
import { contentPageMachine } from '@machines/content-page.machine'
import { getContentPage } from '@/api/content'
import { useLanguage } from '@/i18n/react'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import type { ContentPage } from '@contract/content'
import type { ContentLoad } from './content-loader'

type Snapshot = ReturnType<(typeof contentPageMachine)['transition']>

/** What a content view gets from its flow (zag-style: booleans and data, no raw states). */
export interface ContentPageApi {
  /** The page is being read (again, after "Try again"). */
  loading: boolean
  /** The page's sections, once read. */
  page: ContentPage | null
  /** The service has no such page yet. */
  missing: boolean
  /** The service did not answer. */
  unavailable: boolean
  /** Reads the page again after a failure. */
  retry: () => void
}

function connect(snapshot: Snapshot, send: (event: { type: 'content.retry' }) => void): ContentPageApi {
  return {
    loading: snapshot.hasTag('busy'),
    page: snapshot.matches('ready') ? snapshot.context.page : null,
    missing: snapshot.matches('missing'),
    unavailable: snapshot.matches('unavailable'),
    retry: () => send({ type: 'content.retry' }),
  }
}

/** The flow starts where the route's loader ended: the page shown, "missing", or "unavailable" with a retry. */
function loadedSnapshot(slug: string, loaded: ContentLoad) {
  const page = loaded.status === 'found' ? loaded.page : null
  const value = loaded.status === 'found' ? 'ready' : loaded.status === 'missing' ? 'missing' : 'unavailable'
  return contentPageMachine.resolveState({ value, context: { slug, page } })
}

export function useContentPage(slug: string, loaded: ContentLoad): ContentPageApi {
  // "Try again" reads the page in the language it is drawn in.
  const { language } = useLanguage()
  const router = useRouter()
  const settings = useRouteContext({ from: rootRouteId, select: (context) => context.settings })
  /**
   * "Try again" worked, so the content service answers again: what the root route read from it for the whole visit
   * (the footer's links, the pages' titles, kept with an infinite staleTime) is read again too, or a visitor who
   * arrived during an outage would keep an empty footer. `router.invalidate` is the router's way to reload a
   * loader's data; only the root's is asked for. tests/views/content-page.test.tsx holds it.
   */
  const readShellAgain = () => void router.invalidate({ filter: (match) => match.routeId === rootRouteId })
  return useFlow(
    contentPageMachine,
    {
      actors: {
        loadPage: apiActor(async ({ slug: s }: { slug: string }, signal) => {
          const page = await getContentPage(s, { settings, signal, language })
          readShellAgain()
          return page
        }),
      },
      input: { slug },
      snapshot: loadedSnapshot(slug, loaded),
    },
    connect,
  )
}
