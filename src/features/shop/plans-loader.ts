import type { Language } from '@contract/languages'
import type { Plan } from '@contract/plans'
import type { SpaSettings } from '@contract/settings'

/** The catalogue as the shop draws it: the plans, or why they could not be read (shown with a way to try again). */
export type PlansLoad = { status: 'ready'; plans: Plan[] } | { status: 'failed'; message: string }

/**
 * The /shop route's loader: GET /app/plans through `fetch` (the server renderer's in-process one, or the browser's),
 * in the page's language (the plans' feature lines).
 * A failure is part of the answer, not thrown: the shop shows it in place with "Try again". The API client and
 * the plans' schema (zod) are imported here, when the loader runs, so they stay out of the first chunk, which
 * holds every route's loader (`npm run bench:bundle` prints what the first load of / carries).
 */
export async function loadPlans(options: {
  settings: SpaSettings
  fetch?: typeof fetch
  signal?: AbortSignal
  language?: Language
}): Promise<PlansLoad> {
  try {
    const { getPlans } = await import('@/api/plans')
    return { status: 'ready', plans: (await getPlans(options)).plans }
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
}
