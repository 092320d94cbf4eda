import { contentPageMachine } from '@machines/content-page.machine'
import { getContentPage } from '@/api/content'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { prefetched } from '@/lib/prefetched'
import type { ContentPage } from '@contract/content'

type Snapshot = ReturnType<(typeof contentPageMachine)['transition']>

/** What a content view needs, from the machine's snapshot (zag-style: booleans and data, no raw states). */
function connect(snapshot: Snapshot, send: (event: { type: 'content.retry' }) => void) {
  return {
    loading: snapshot.hasTag('busy'),
    page: snapshot.matches('ready') ? snapshot.context.page : null,
    missing: snapshot.matches('missing'),
    unavailable: snapshot.matches('unavailable'),
    retry: () => send({ type: 'content.retry' }),
  }
}

/** A page rendered on the server starts where the server's render ended: the page shown, or "missing". */
function seededSnapshot(slug: string) {
  const page = prefetched<ContentPage | null>(`content:${slug}`)
  if (page === undefined) return undefined
  return contentPageMachine.resolveState({ value: page ? 'ready' : 'missing', context: { slug, page } })
}

export function useContentPage(slug: string) {
  return useFlow(
    contentPageMachine,
    {
      actors: { loadPage: apiActor(({ slug: s }: { slug: string }, signal) => getContentPage(s, { signal })) },
      input: { slug },
      snapshot: seededSnapshot(slug),
    },
    connect,
  )
}
