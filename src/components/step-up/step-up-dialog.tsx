import { lazy, Suspense } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { stepUpMachine } from '@machines/step-up.machine'

/**
 * The dialog, its catalogues and its field load when a flow first starts its `stepUp` child (the child checks the
 * session's proof first, so the chunk loads while that call is on its way): the pages that offer a guarded change
 * (Plans' eSIM reinstall, Profile's phone number, Settings) do not carry it with their first load
 * (`npm run test:budget`, .size-limit.ts).
 */
const OpenStepUp = lazy(() => import('./open-step-up'))

/** "Confirm it's you" for a flow whose `stepUp` child runs (nothing while it does not). */
export function StepUpDialog({ actor }: { actor: ActorRefFrom<typeof stepUpMachine> | undefined }) {
  return actor ? (
    <Suspense fallback={null}>
      <OpenStepUp actor={actor} />
    </Suspense>
  ) : null
}
