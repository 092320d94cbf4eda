import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PlanChangeOptions } from '@contract/line-care'
import { CARDS, changePlanSamples, lineCareSamples } from '../machines/line-care.samples'
import { jwt, renderAt, stubApi } from './auth-harness'
import { stubFarFromViewport } from './far-from-viewport'

const outputOf = <T,>(event: unknown) => (event as { output: T }).output
const OPTIONS = outputOf<PlanChangeOptions>(changePlanSamples.events['xstate.done.actor.loadPlanChange'][0])
const BILL = outputOf<{ bill: unknown }>(lineCareSamples.events['xstate.done.actor.loadLineCare'][1]).bill

beforeEach(stubFarFromViewport)

/** The line page with the plans `change` answers; the other sections answer as their samples do. */
async function openUpgrade(change: PlanChangeOptions) {
  localStorage.setItem('token', jwt())
  const api = stubApi({
    'GET /app/line-care/lines/line-1': () => Response.json(BILL),
    'GET /app/payments/cards': () => Response.json({ cards: change.chargeCard ? CARDS : [] }),
    'GET /app/line-care/lines/line-1/plan-change': () => Response.json(change),
  })
  const { user } = await renderAt('/dashboard/lines/line-1')
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Unlimited' }))
  return { dialog: within(await screen.findByRole('dialog', { name: 'Upgrade to Unlimited?' })), api }
}

describe('the upgrade dialog says which card it charges before Pay', () => {
  it('names the primary card (brand and last four) on the line of what is charged now', async () => {
    const { dialog } = await openUpgrade(OPTIONS)
    expect(dialog.getByText('Charged now to your Visa ending 4242')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Pay $10.89 and upgrade' })).toBeEnabled()
    expect(dialog.queryByRole('link', { name: 'Payment' })).toBeNull()
  })

  it('without a primary card: says so, links to My Account → Payment, and Pay is off', async () => {
    const { dialog, api } = await openUpgrade({ ...OPTIONS, chargeCard: null })
    expect(dialog.getByText('Charged now to your primary card')).toBeInTheDocument()
    expect(dialog.getByRole('status')).toHaveTextContent('You have no primary card to charge. Add one in Payment, then come back.')
    expect(dialog.getByRole('link', { name: 'Payment' })).toHaveAttribute('href', '/dashboard/payment')
    const pay = dialog.getByRole('button', { name: 'Pay $10.89 and upgrade' })
    expect(pay).toBeDisabled()
    expect(api.callsTo('POST /app/line-care/lines/line-1/plan-change')).toEqual([])
  })
})
