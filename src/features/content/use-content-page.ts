import { useActorRef, useSelector } from '@xstate/react'
import { contentPageMachine } from '../../../machines/content-page.machine'
import { getContentPage } from '../../api/content'
import { inspectOptions } from '../../app/inspect'
import { apiActor } from '../../lib/api-actor'

type Snapshot = ReturnType<(typeof contentPageMachine)['transition']>

/** What a content view needs, from the machine's snapshot (zag-style: booleans and data, no raw states). */
export function connect(snapshot: Snapshot, send: (event: { type: 'content.retry' }) => void) {
  return {
    loading: snapshot.hasTag('busy'),
    page: snapshot.matches('ready') ? snapshot.context.page : null,
    missing: snapshot.matches('missing'),
    unavailable: snapshot.matches('unavailable'),
    retry: () => send({ type: 'content.retry' }),
  }
}

export function useContentPage(slug: string) {
  const actor = useActorRef(
    contentPageMachine.provide({ actors: { loadPage: apiActor(({ slug: s }: { slug: string }, signal) => getContentPage(s, signal)) } }),
    { input: { slug }, ...inspectOptions() },
  )
  return useSelector(actor, (snapshot) => connect(snapshot, actor.send), (a, b) =>
    a.loading === b.loading && a.page === b.page && a.missing === b.missing && a.unavailable === b.unavailable,
  )
}
