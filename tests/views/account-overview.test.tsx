/**
 * /dashboard (the overview) against the real route tree and app actors, with `fetch` stubbed: the greeting, the
 * lines, and what shows while the lines call is missing or failing. (Recent transactions belong to the payment
 * section's tests.)
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Line } from '@contract/lines'
import { errorAnswer, jwt, renderAt, stubApi } from './auth-harness'

function line(overrides: Partial<Line>): Line {
  return {
    id: 'sub_1',
    nickname: null,
    mdn: '3125550143',
    planId: 'plan_unlimited',
    retailName: 'Unlimited',
    retailDescription: 'Unlimited talk and text',
    retailPrice: 40,
    simType: 'esim',
    simStatus: 'active',
    state: 'active',
    iccid: null,
    zipCode: '60601',
    createdAt: '2026-09-01T10:00:00Z',
    activatedAt: '2026-09-01T12:00:00Z',
    portIn: null,
    ...overrides,
  }
}

async function openOverview(routes: Parameters<typeof stubApi>[0]) {
  localStorage.setItem('token', jwt())
  const api = stubApi(routes)
  await renderAt('/dashboard')
  return api
}

describe('/dashboard overview', () => {
  it('greets the customer by first name', async () => {
    await openOverview({})
    expect(await screen.findByRole('heading', { name: 'Hello, Dana' })).toBeVisible()
  })

  it('greets once, in words that suit a customer who has just registered too (no "Welcome back" in the frame)', async () => {
    await openOverview({})
    expect(await screen.findByRole('heading', { name: 'Hello, Dana' })).toBeVisible()
    expect(screen.getByRole('main')).not.toHaveTextContent(/welcome back/i)
    expect(screen.getAllByText(/Dana/)).toHaveLength(1)
  })

  it('lists the lines: nickname or plan name, the number as (312) 555-0143, the SIM type and the status', async () => {
    await openOverview({
      'GET /app/users/subscriptions': () =>
        Response.json({
          lines: [
            line({ id: 'a', nickname: "Dana's iPhone" }),
            line({ id: 'b', mdn: null, retailName: 'Plus', simType: 'physical', simStatus: 'pending', state: 'pendingActivation' }),
          ],
        }),
    })
    const panel = within(await screen.findByRole('region', { name: 'Your lines' }))
    const rows = await panel.findAllByRole('listitem')
    expect(rows[0]).toHaveTextContent("Dana's iPhone(312) 555-0143eSIM · UnlimitedActive")
    expect(rows[1]).toHaveTextContent('PlusNumber on its wayPhysical SIMPending')
  })

  it('says a ported-out line moved to another carrier, in the cancelled style; a line in grace that payment is due', async () => {
    await openOverview({
      'GET /app/users/subscriptions': () =>
        Response.json({
          lines: [
            line({ id: 'a', simStatus: 'cancelled', state: 'portedOut', portedOutAt: '2026-10-01T00:00:00Z' }),
            line({ id: 'b', state: 'grace' }),
            line({ id: 'c', simStatus: 'cancelled', state: 'cancelled' }),
          ],
        }),
    })
    const panel = within(await screen.findByRole('region', { name: 'Your lines' }))
    const rows = await panel.findAllByRole('listitem')
    expect(within(rows[0]).getByText('Moved to another carrier')).toHaveAttribute('data-status', 'cancelled')
    expect(rows[0]).not.toHaveTextContent('Cancelled')
    expect(rows[1]).toHaveTextContent('Payment due')
    expect(within(rows[2]).getByText('Cancelled')).toHaveAttribute('data-status', 'cancelled')
  })

  it('says when there are no lines yet, with the way to the plans', async () => {
    await openOverview({ 'GET /app/users/subscriptions': () => Response.json({ lines: [] }) })
    // The same shaded box as "No order history", not a plain sentence.
    const empty = await screen.findByTestId('lines-empty')
    expect(empty).toHaveAttribute('data-empty-state')
    expect(within(empty).getByText('No lines yet')).toBeVisible()
    expect(within(empty).getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/shop')
  })

  it('shows no lines in the same empty state as every other panel (icon, title, line, action)', async () => {
    await openOverview({ 'GET /app/users/subscriptions': () => Response.json({ lines: [] }) })
    const panel = await screen.findByRole('region', { name: 'Your lines' })
    await within(panel).findByText('No lines yet')
    const empty = panel.querySelector('[data-empty-state]')
    expect(empty).not.toBeNull()
    expect(empty).toHaveTextContent('No lines yetPick a plan and your number shows up here.Browse plans')
  })

  it('while the lines call does not exist (404) says they will show; other failures can be retried', async () => {
    let status = 404
    const api = await openOverview({
      'GET /app/users/subscriptions': () =>
        status === 200 ? Response.json({ lines: [] }) : errorAnswer(status, { message: 'Ring Mobile is temporarily unavailable.' }),
    })
    expect(await screen.findByText('Your lines will show here soon.')).toBeVisible()
    status = 503
    cleanup()
    await renderAt('/dashboard')
    const panel = within(await screen.findByRole('region', { name: 'Your lines' }))
    expect(await panel.findByRole('alert')).toHaveTextContent("We couldn't load your lines. Ring Mobile is temporarily unavailable.")
    status = 200
    panel.getByRole('button', { name: 'Try again' }).click()
    expect(await screen.findByText(/No lines yet/)).toBeVisible()
    await waitFor(() => expect(api.callsTo('GET /app/users/subscriptions')).toHaveLength(3))
  })
})
