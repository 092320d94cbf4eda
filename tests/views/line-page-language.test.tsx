/**
 * A line's page switched to Spanish (docs/decisions/0033-languages.md): the plans' features on Change plan are said
 * by the server in the request's language, so the card reads them again in the page's new language, as the shop's
 * loader does, with `fetch` stubbed.
 */
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PlanChangeOptions } from '@contract/line-care'
import { changePlanSamples, lineCareSamples } from '../machines/line-care.samples'
import { jwt, renderAt, stubApi } from './auth-harness'
import { stubFarFromViewport } from './far-from-viewport'

const outputOf = <T,>(event: unknown) => (event as { output: T }).output
const OPTIONS = outputOf<PlanChangeOptions>(changePlanSamples.events['xstate.done.actor.loadPlanChange'][0])
const BILL = outputOf<{ bill: unknown }>(lineCareSamples.events['xstate.done.actor.loadLineCare'][1]).bill
const PLAN_CHANGE = 'GET /app/line-care/lines/line-1/plan-change'

/** The plans as the server says them in `language`: Starter's features, a line each. */
const said = (language: 'en' | 'es'): PlanChangeOptions => ({
  ...OPTIONS,
  options: OPTIONS.options.map((option) =>
    option.planId === 'plan-starter'
      ? {
          ...option,
          description:
            language === 'en'
              ? 'Unlimited talk & text\n5 GB high-speed 5G data'
              : 'Llamadas y mensajes de texto ilimitados\n5 GB de datos 5G de alta velocidad',
        }
      : option,
  ),
})

beforeEach(stubFarFromViewport)

describe('Change plan on a line’s page switched to Spanish', () => {
  it('shows the plans’ features in Spanish, read again in the page’s new language', async () => {
    localStorage.setItem('token', jwt())
    let reads = 0
    const api = stubApi({
      'GET /app/line-care/lines/line-1': () => Response.json(BILL),
      'GET /app/payments/cards': () => Response.json({ cards: [] }),
      // The first read is the English page's; a later one is the Spanish page's (the browser's API client sends the
      // page's language, src/main.tsx, and the server answers in it: tests/server/languages.test.ts).
      [PLAN_CHANGE]: () => Response.json(said((reads += 1) === 1 ? 'en' : 'es')),
    })
    const { user } = await renderAt('/dashboard/lines/line-1')
    expect(await screen.findByText('Unlimited talk & text')).toBeVisible()

    await user.click(screen.getAllByRole('button', { name: 'Español' })[0])
    await screen.findByRole('heading', { name: 'Cambiar de plan' })
    expect(await screen.findByText('Llamadas y mensajes de texto ilimitados')).toBeVisible()
    expect(screen.getByText('5 GB de datos 5G de alta velocidad')).toBeVisible()
    expect(screen.queryByText('Unlimited talk & text')).toBeNull()
    expect(api.callsTo(PLAN_CHANGE)).toHaveLength(2)
  })
})
