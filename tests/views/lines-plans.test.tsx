/**
 * /dashboard/plans against the real route tree and app actors, with `fetch` stubbed: the lines list (numbers,
 * statuses with the eSIM variant, port-in tracking), the Add/Edit MDN Nickname dialog and the eSIM QR code.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { toaster } from '@/components/ui/toaster-store'
import type { Line } from '@contract/lines'
import { PORT_IN_PIN_REJECTED } from '@contract/port-in'
import { formatPhoneNumber } from '@/lib/phone'
import { SIM_STATUS_DISPLAY } from '@/lib/sim'
import { esimLine, portInLine } from '../machines/lines.samples'
import { deferred, errorAnswer, expectBusy, jwt, renderAt, stubApi } from './auth-harness'
import { WITHHELD_LINES } from './withheld-lines'
import { retype } from './user'

const dialog = () => within(screen.getByRole('dialog'))
const card = (id: string) => within(document.querySelector<HTMLElement>(`article[data-line="${id}"]`)!)

/** Dana, signed in, on /dashboard/plans with `lines`. */
async function openPlans(lines: Line[] = [esimLine, portInLine], routes: Parameters<typeof stubApi>[0] = {}) {
  localStorage.setItem('token', jwt())
  const api = stubApi({ 'GET /app/users/subscriptions': () => Response.json({ lines }), ...routes })
  const rendered = await renderAt('/dashboard/plans')
  if (lines.length) await screen.findByRole('list', { name: 'Your lines' })
  return { ...rendered, api }
}

describe('the lines list', () => {
  it('shows each line: nickname or plan name, the number as a US number, plan, SIM type, price and status', async () => {
    await openPlans()
    const esim = card('line-demo-esim')
    expect(esim.getByRole('heading', { name: "Dana's iPhone" })).toBeVisible()
    expect(esim.getByText('(202) 555-0143')).toBeVisible()
    // The small heading reads the SIM type on every card (never the plan on one and 'Line' on another).
    expect(esim.getByTestId('line-eyebrow')).toHaveTextContent(/^eSIM$/)
    expect(esim.getAllByText('Unlimited')).toHaveLength(1)
    expect(esim.getAllByText('eSIM', { exact: true })).toHaveLength(2)
    expect(esim.getByText('$35.00/mo')).toBeVisible()
    expect(esim.getByText('eSIM · Active').closest('[data-status]')).toHaveAttribute('data-status', 'active')

    const physical = card('line-demo-physical')
    // No nickname: the plan's name is the title; no number yet: the one moving in.
    expect(physical.getByRole('heading', { name: 'Plus' })).toBeVisible()
    expect(physical.getByText('(312) 555-0199 (moving in)')).toBeVisible()
    expect(physical.getByTestId('line-eyebrow')).toHaveTextContent(/^Physical SIM$/)
    expect(physical.getAllByText('Physical SIM')).toHaveLength(2)
    expect(physical.getByText('Pending')).toHaveAttribute('data-status', 'pending')
    expect(physical.getByText('Details needed')).toBeVisible()
    expect(physical.getByRole('button', { name: 'Quick SIM check' })).toBeVisible()
    expect(physical.getByRole('button', { name: 'Port in my number' })).toBeVisible()
  })

  it('has a status display for every SIM status, with an eSIM variant', async () => {
    const statuses = Object.keys(SIM_STATUS_DISPLAY) as Line['simStatus'][]
    const lines = statuses.flatMap((status, index) => [
      { ...portInLine, id: `p-${index}`, portIn: null, simStatus: status },
      { ...esimLine, id: `e-${index}`, simStatus: status },
    ])
    await openPlans(lines)
    statuses.forEach((status, index) => {
      const variant = status === 'not active' ? 'notActive' : status
      expect(card(`p-${index}`).getByText(SIM_STATUS_DISPLAY[status].label)).toHaveAttribute('data-status', variant)
      const esim = card(`e-${index}`).getByText(`eSIM · ${SIM_STATUS_DISPLAY[status].label}`)
      expect(esim.closest('[data-status]')).toHaveAttribute('data-esim', 'true')
    })
    expect(formatPhoneNumber('13125550143')).toBe('(312) 555-0143')
    expect(formatPhoneNumber('555')).toBe('555')
  })

  it('says a ported-out line moved to another carrier in the cancelled style, with no QR code to move it', async () => {
    const moved: Line = { ...esimLine, simStatus: 'cancelled', state: 'portedOut', portedOutAt: '2026-10-01T00:00:00Z' }
    const grace: Line = { ...esimLine, id: 'e-grace', state: 'grace' }
    await openPlans([moved, grace])
    const badge = card(moved.id).getByText('eSIM · Moved to another carrier').closest('[data-status]')
    expect(badge).toHaveAttribute('data-status', 'cancelled')
    expect(card(moved.id).getByText(/This number moved to another carrier/)).toBeVisible()
    expect(card(moved.id).queryByText(/Cancelled/)).toBeNull()
    expect(card(moved.id).queryByRole('button', { name: /QR/ })).toBeNull()
    expect(card('e-grace').getByText('eSIM · Payment due')).toBeVisible()
    expect(card('e-grace').getByText(/The renewal failed/)).toBeVisible()
  })

  it('tracks each port-in: in review (Edit details), failed with the carrier’s reason (Re-submit), completed', async () => {
    const inReview = { ...portInLine, id: 'l-review', portIn: { ...portInLine.portIn!, state: 'submitted' as const, msisdn: '3125550111' } }
    const failed = {
      ...portInLine,
      id: 'l-failed',
      portIn: {
        ...portInLine.portIn!,
        state: 'failed' as const,
        msisdn: '3125550122',
        failureReason: PORT_IN_PIN_REJECTED,
        failureField: 'pinPassword',
      },
    }
    const done = {
      ...portInLine,
      id: 'l-done',
      mdn: '3125550133',
      simStatus: 'active' as const,
      portIn: { ...portInLine.portIn!, state: 'completed' as const, msisdn: '3125550133' },
    }
    await openPlans([inReview, failed, done])
    expect(card('l-review').getByText('Port-in:')).toHaveTextContent('Port-in: In review')
    expect(card('l-review').getByRole('listitem', { current: 'step' })).toHaveTextContent('In review')
    expect(card('l-review').getByRole('button', { name: 'Edit details' })).toBeVisible()
    // The badge says what its tracker says: Refused.
    expect(card('l-failed').getByText('Port-in:')).toHaveTextContent('Port-in: Refused')
    expect(card('l-failed').getByRole('list', { name: 'Port-in progress' })).toHaveTextContent('Refused')
    expect(card('l-failed').getByText(PORT_IN_PIN_REJECTED)).toBeVisible()
    expect(card('l-failed').getByRole('button', { name: 'Re-submit' })).toBeVisible()
    expect(card('l-done').getByText('Port-in:')).toHaveTextContent('Completed')
    expect(card('l-done').getByText('(312) 555-0133 now works on Ring Mobile.')).toBeVisible()
    expect(card('l-done').queryByRole('button', { name: /Re-submit|Edit details|Port in/ })).toBeNull()
  })

  it('asks for the lines once under StrictMode (development mounts the page twice)', async () => {
    localStorage.setItem('token', jwt())
    const api = stubApi({ 'GET /app/users/subscriptions': () => Response.json({ lines: [esimLine] }) })
    await renderAt('/dashboard/plans', { strict: true })
    expect(await screen.findByRole('heading', { name: "Dana's iPhone" })).toBeVisible()
    expect(api.callsTo('GET /app/users/subscriptions')).toHaveLength(1)
  })

  it('says when there are no lines, and offers Try again when they cannot be loaded', async () => {
    await openPlans([])
    // The same shaded box as the other empty panels.
    const empty = await screen.findByTestId('lines-empty')
    expect(empty).toHaveAttribute('data-empty-state')
    expect(within(empty).getByText('No lines yet')).toBeVisible()
    expect(within(empty).getByText('Choose a plan to get your number.')).toBeVisible()
    expect(within(empty).getByRole('link', { name: 'Shop plans' })).toHaveAttribute('href', '/shop')
    vi.unstubAllGlobals()
    act(() => toaster.remove())

    localStorage.setItem('token', jwt())
    let fail = true
    stubApi({
      'GET /app/users/subscriptions': () =>
        fail
          ? errorAnswer(503, { message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' })
          : Response.json({ lines: [esimLine] }),
    })
    const { user } = await renderAt('/dashboard/plans')
    expect(await screen.findByText("We couldn't load your lines")).toBeVisible()
    fail = false
    await user.click(screen.getAllByRole('button', { name: 'Try again' }).at(-1)!)
    expect(await screen.findByRole('heading', { name: "Dana's iPhone" })).toBeVisible()
  })
})

describe('Add/Edit MDN Nickname', () => {
  it("edits a line's nickname: title, text, prefilled 'MDN Nickname', 'Save Changes'; Enter saves; the list reloads", async () => {
    let nickname = esimLine.nickname
    const { user, api } = await openPlans([esimLine], {
      'GET /app/users/subscriptions': () => Response.json({ lines: [{ ...esimLine, nickname }] }),
      'POST /app/users/sub-nickname/line-demo-esim/update': (call) => {
        nickname = String(call.body?.nickname)
        return Response.json({ data: { message: 'Your nickname has been saved.' } })
      },
    })
    await user.click(screen.getByRole('button', { name: "Edit nickname for Dana's iPhone" }))
    await screen.findByRole('dialog', { name: 'Edit MDN Nickname' })
    expect(
      dialog().getByText('Update the nickname for the MDN (202) 555-0143. The name is visible in your account and can be updated later.'),
    ).toBeVisible()
    const input = dialog().getByLabelText('MDN Nickname')
    expect(input).toHaveValue("Dana's iPhone")
    expect(dialog().getByRole('button', { name: 'Save Changes' })).toBeVisible()
    await retype(user, input, '  Work phone {Enter}')
    expect(await screen.findByText('Your nickname has been saved.')).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.callsTo('POST /app/users/sub-nickname/line-demo-esim/update')).toEqual([
      { method: 'POST', path: '/app/users/sub-nickname/line-demo-esim/update', body: { nickname: 'Work phone' } },
    ])
    expect(await screen.findByRole('heading', { name: 'Work phone' })).toBeVisible()
    expect(api.callsTo('GET /app/users/subscriptions')).toHaveLength(2)
  })

  it("adds a nickname: 'Add MDN Nickname', 'Add Nickname'; empty says 'Please add a nickname'; loading; Cancel resets", async () => {
    const save = deferred<Response>()
    const { user, api } = await openPlans([portInLine], {
      'POST /app/users/sub-nickname/line-demo-physical/update': () => save.promise,
    })
    await user.click(screen.getByRole('button', { name: 'Add nickname for Plus' }))
    await screen.findByRole('dialog', { name: 'Add MDN Nickname' })
    expect(dialog().getByText(/^Add a nickname to help identify the MDN \(312\) 555-0199\./)).toBeVisible()
    expect(dialog().getByLabelText('MDN Nickname')).toHaveValue('')
    await user.click(dialog().getByRole('button', { name: 'Add Nickname' }))
    expect(dialog().getByLabelText('MDN Nickname')).toHaveAccessibleDescription('Please add a nickname')
    expect(api.callsTo('POST /app/users/sub-nickname/line-demo-physical/update')).toEqual([])

    // Cancel hides and resets.
    await user.type(dialog().getByLabelText('MDN Nickname'), 'Half typed')
    await user.click(dialog().getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Add nickname for Plus' }))
    await screen.findByRole('dialog', { name: 'Add MDN Nickname' })
    expect(dialog().getByLabelText('MDN Nickname')).toHaveValue('')
    expect(dialog().getByLabelText('MDN Nickname')).not.toHaveAttribute('aria-invalid')

    await user.type(dialog().getByLabelText('MDN Nickname'), 'Kids')
    await user.click(dialog().getByRole('button', { name: 'Add Nickname' }))
    expectBusy(dialog().getByRole('button', { name: 'Add Nickname' }))
    save.resolve(errorAnswer(404, { message: 'No such line' }))
    // Failure: the server's message, the dialog stays open with what was typed.
    // The notification and the message under the field.
    await waitFor(() => expect(screen.getAllByText('No such line')).toHaveLength(2))
    expect(dialog().getByLabelText('MDN Nickname')).toHaveAccessibleDescription('No such line')
    expect(dialog().getByLabelText('MDN Nickname')).toHaveValue('Kids')
  })
})

describe('the eSIM QR code', () => {
  it('is offered for an active eSIM with its code, loads on demand, and shows the manual code', async () => {
    const { user } = await openPlans([esimLine, { ...esimLine, id: 'e2', simStatus: 'inprogress', esimActivationCode: null }])
    expect(card('e2').queryByRole('button', { name: 'Show eSIM QR code' })).toBeNull()
    await user.click(card('line-demo-esim').getByRole('button', { name: 'Show eSIM QR code' }))
    await screen.findByRole('dialog', { name: 'Your eSIM QR code' })
    const qr = await dialog().findByRole('img', { name: 'eSIM QR code for (202) 555-0143' })
    await waitFor(() => expect(qr.querySelector('svg path')?.getAttribute('d')).toBeTruthy())
    expect(dialog().getByText('smdp.ringmobile.example')).toBeVisible()
    expect(dialog().getByText('0A1B2C3D4E5F60718293A4B5')).toBeVisible()
    await user.click(dialog().getAllByRole('button', { name: 'Close' }).at(-1)!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
  it('says why it is not offered when the server withholds the code, and what to do, per reason', async () => {
    await openPlans([esimLine, ...WITHHELD_LINES])
    for (const id of ['locked', 'unproven']) {
      expect(card(id).queryByRole('button', { name: 'Show eSIM QR code' })).toBeNull()
      expect(card(id).queryByRole('button', { name: /Reinstall eSIM/ })).toBeNull()
    }
    expect(card('locked').getByTestId('esim-withheld')).toHaveTextContent(
      /^Turn off the SIM change lock on this line's page to see its eSIM code\.$/,
    )
    expect(card('unproven').getByTestId('esim-withheld')).toHaveTextContent(
      /^For your security, sign in again to see this line's eSIM code\.$/,
    )
    // A line whose code is shown says nothing of it.
    expect(card('line-demo-esim').queryByTestId('esim-withheld')).toBeNull()
  })
})
