/**
 * The port-in dialogs of /dashboard/plans against the real route tree and app actors, with `fetch` stubbed: quick
 * SIM check, eligibility check with its failure dialogs, the 'Good News!' dialog, and the port-in details dialog in
 * add, edit and resubmit modes (texts, fields, filters, messages, payloads, notifications).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toaster } from '@/components/ui/toaster-store'
import type { Line } from '@contract/lines'
import { PORT_IN_PIN_REJECTED, PORT_IN_STARTED_NOTICE, SIM_NEEDED_TEXT, SIM_READY_TEXT } from '@contract/port-in'
import { esimLine, FOREIGN_SIM, OUR_SIM, portInLine } from '../machines/lines.samples'
import { deferred, errorAnswer, expectBusy, jwt, renderAt, stubApi } from './auth-harness'
import { retype } from './user'

/**
 * The dialog on screen. One that is closing (Ark's data-state="closed") stays in the DOM until its exit is done, a
 * frame or more on a busy machine: the next dialog can already be open beside it.
 */
const dialog = () => {
  const open = screen.getAllByRole('dialog').filter((element) => element.dataset.state !== 'closed')
  expect(open, 'one dialog open').toHaveLength(1)
  return within(open[0]!)
}
const card = (id: string) => within(document.querySelector<HTMLElement>(`article[data-line="${id}"]`)!)
const ELIGIBLE = 'Good News! Your number is eligible for port-in'
const eligible = () => Response.json({ eligible: true, msisdn: '3125550199', message: ELIGIBLE })
/** The bodies of the bring/number requests sent so far. */
const bringNumberBodies = (api: ReturnType<typeof stubApi>) => api.callsTo('POST /app/users/portin/bring/number').map((call) => call.body)
/** The bring/number body for the demo port-in line: its number, ZIP code and line, and what the test gave. */
const bringNumberBody = (given: Record<string, unknown>) => ({
  msisdn: '3125550199',
  zipCode: '60601',
  tempSubscriptionId: 'line-demo-physical',
  ...given,
})

async function openPlans(lines: Line[] = [esimLine, portInLine], routes: Parameters<typeof stubApi>[0] = {}) {
  localStorage.setItem('token', jwt())
  const api = stubApi({ 'GET /app/users/subscriptions': () => Response.json({ lines }), ...routes })
  const rendered = await renderAt('/dashboard/plans')
  await screen.findByRole('list', { name: 'Your lines' })
  return { ...rendered, api }
}

describe('Quick SIM check', () => {
  it('takes digits only (up to 22), checks 18-22 digits, reads Check then Next, and any edit resets the result', async () => {
    const { user } = await openPlans()
    await user.click(card('line-demo-physical').getByRole('button', { name: 'Quick SIM check' }))
    await screen.findByRole('dialog', { name: 'Quick SIM check' })
    const sim = dialog().getByLabelText('SIM number')
    await user.type(sim, '8901-410 abc')
    expect(sim).toHaveValue('8901410')
    await user.click(dialog().getByRole('button', { name: 'Check' }))
    expect(sim).toHaveAccessibleDescription('ICCID number should be 18-22 digits')

    await retype(user, sim, `${OUR_SIM}99999`)
    expect(sim).toHaveValue(`${OUR_SIM}99`)
    await retype(user, sim, OUR_SIM)
    await user.click(dialog().getByRole('button', { name: 'Check' }))
    expect(dialog().getByText(SIM_READY_TEXT)).toBeVisible()
    expect(dialog().getByRole('button', { name: 'Next' })).toBeVisible()

    await user.type(sim, '{Backspace}')
    expect(dialog().queryByText(SIM_READY_TEXT)).toBeNull()
    expect(dialog().getByRole('button', { name: 'Check' })).toBeVisible()
    await retype(user, sim, FOREIGN_SIM)
    await user.click(dialog().getByRole('button', { name: 'Check' }))
    expect(dialog().getByText(SIM_NEEDED_TEXT)).toBeVisible()
  })

  /** Quick SIM check with `sim`, then Next, on the demo's line waiting for its port-in. */
  async function checkSimThenNext(user: Awaited<ReturnType<typeof openPlans>>['user'], sim: string) {
    await user.click(card('line-demo-physical').getByRole('button', { name: 'Quick SIM check' }))
    await user.type(await screen.findByLabelText('SIM number'), sim)
    await user.click(dialog().getByRole('button', { name: 'Check' }))
    await user.click(dialog().getByRole('button', { name: 'Next' }))
  }
  const SAVED = 'Your old carrier details are saved. Next, we check that your number can move.'
  const detailsSaved = () => Response.json({ message: SAVED })

  it('Next opens the add-port-in dialog; Save stores the details with temp/update add-portIn-details, then the eligibility check', async () => {
    const save = deferred<Response>()
    const { user, api } = await openPlans([esimLine, portInLine], {
      'POST /app/users/portin/temp/update': () => save.promise,
      'POST /app/users/portin/check': eligible,
      'POST /app/users/portin/bring/number': () => Response.json({ message: 'Your port-in request has been sent to your old carrier.' }),
    })
    await checkSimThenNext(user, FOREIGN_SIM)
    // SPEC §2: Next opens the add-port-in dialog (not the eligibility check).
    await screen.findByRole('dialog', { name: "Let's port in your number" })
    expect(dialog().getByText('Please provide your old carrier details')).toBeVisible()
    await user.type(dialog().getByLabelText('Billing account number'), '123456789')
    await user.type(dialog().getByLabelText('Account PIN or password'), '2468')
    await user.click(dialog().getByRole('button', { name: 'Save' }))
    expectBusy(dialog().getByRole('button', { name: 'Save' }))
    // SPEC §7: temp/update in its add-portIn-details mode, with the checked SIM number.
    expect(api.callsTo('POST /app/users/portin/temp/update').map((call) => call.body)).toEqual([
      {
        mode: 'add-portIn-details',
        oldService: { billingAccountNumber: '123456789', billingAccountPassword: '2468' },
        accountDetails: { firstName: 'Dana', lastName: 'Reyes' },
        msisdn: '3125550199',
        tempSubscriptionId: 'line-demo-physical',
        iccid: FOREIGN_SIM,
      },
    ])
    save.resolve(detailsSaved())
    // Then the eligibility check, prefilled from the line, with the server's message; eligible: 'Good News!'.
    await screen.findByRole('dialog', { name: 'Can your number move to Ring Mobile?' })
    expect(toaster.getVisibleToasts().map((toast) => toast.description)).toEqual([SAVED])
    expect(dialog().getByLabelText('Number to bring')).toHaveValue('(312) 555-0199')
    expect(dialog().getByLabelText('ZIP code')).toHaveValue('60601')
    await user.click(dialog().getByRole('button', { name: 'Verify' }))
    await screen.findByRole('dialog', { name: ELIGIBLE })
    // Continue: the details were just given, so the request goes at once with them.
    await user.click(dialog().getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText(PORT_IN_STARTED_NOTICE)).toBeVisible()
    expect(bringNumberBodies(api)).toEqual([
      bringNumberBody({
        oldService: { billingAccountNumber: '123456789', billingAccountPassword: '2468' },
        iccid: FOREIGN_SIM,
        isAttSim: false,
      }),
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('with our SIM, Continue after the eligibility check sends the request at once without the old carrier details', async () => {
    const { user, api } = await openPlans([esimLine, portInLine], {
      'POST /app/users/portin/temp/update': detailsSaved,
      'POST /app/users/portin/check': eligible,
      'POST /app/users/portin/bring/number': () => Response.json({ message: 'Your port-in request has been sent to your old carrier.' }),
    })
    await checkSimThenNext(user, OUR_SIM)
    await screen.findByRole('dialog', { name: "Let's port in your number" })
    await user.type(dialog().getByLabelText('Billing account number'), '123456789')
    await user.type(dialog().getByLabelText('Account PIN or password'), '2468')
    await user.click(dialog().getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Can your number move to Ring Mobile?' })
    await user.click(dialog().getByRole('button', { name: 'Verify' }))
    await screen.findByRole('dialog', { name: ELIGIBLE })
    await user.click(dialog().getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText(PORT_IN_STARTED_NOTICE)).toBeVisible()
    expect(bringNumberBodies(api)).toEqual([bringNumberBody({ iccid: OUR_SIM, isAttSim: true })])
  })
})

describe('Port-in details', () => {
  it("add-portIn: 'Let's port in your number', Save and Cancel; billingAccount rules; bring/number; the long notice stays", async () => {
    const start = deferred<Response>()
    const { user, api } = await openPlans([portInLine], {
      'POST /app/users/portin/check': eligible,
      'POST /app/users/portin/bring/number': () => start.promise,
    })
    await user.click(screen.getByRole('button', { name: 'Port in my number' }))
    await screen.findByRole('dialog')
    await user.click(dialog().getByRole('button', { name: 'Verify' }))
    await screen.findByRole('dialog', { name: ELIGIBLE })
    expect(dialog().getByText('(312) 555-0199 can move to Ring Mobile.')).toBeVisible()
    await user.click(dialog().getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: "Let's port in your number" })
    expect(dialog().getByText('Please provide your old carrier details')).toBeVisible()
    expect(dialog().getByRole('button', { name: 'Cancel' })).toBeVisible()

    await user.click(dialog().getByRole('button', { name: 'Save' }))
    expect(dialog().getByLabelText('Billing account number')).toHaveAccessibleDescription('Please enter a valid Number')
    expect(dialog().getByLabelText('Account PIN or password')).toHaveAccessibleDescription('PIN or password is required')
    await user.type(dialog().getByLabelText('Billing account number'), '123456')
    await user.click(dialog().getByRole('button', { name: 'Save' }))
    expect(dialog().getByLabelText('Billing account number')).toHaveAccessibleDescription('Please enter a valid Number')
    await user.type(dialog().getByLabelText('Billing account number'), `7${'8'.repeat(40)}`)
    expect(dialog().getByLabelText('Billing account number')).toHaveValue(`1234567${'8'.repeat(23)}`)
    await retype(user, dialog().getByLabelText('Billing account number'), '123456789')
    await user.type(dialog().getByLabelText('Account PIN or password'), '9'.repeat(35))
    expect(dialog().getByLabelText('Account PIN or password')).toHaveValue('9'.repeat(30))
    await retype(user, dialog().getByLabelText('Account PIN or password'), '0000')
    await user.click(dialog().getByRole('button', { name: 'Save' }))
    expectBusy(dialog().getByRole('button', { name: 'Save' }))
    expect(bringNumberBodies(api)).toEqual([
      bringNumberBody({
        oldService: { billingAccountNumber: '123456789', billingAccountPassword: '0000' },
        iccid: null,
        isAttSim: false,
      }),
    ])
    start.resolve(Response.json({ message: 'Your port-in request has been sent to your old carrier.' }))
    expect(await screen.findByText(PORT_IN_STARTED_NOTICE)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // SPEC §8: the add-portIn notice stays open.
    const [notice] = toaster.getVisibleToasts()
    expect(notice).toMatchObject({ description: PORT_IN_STARTED_NOTICE, duration: Infinity })
  })

  it('a failed start clears the data, shows the server’s message, closes the dialog and goes to /dashboard', async () => {
    const { user, router } = await openPlans([portInLine], {
      'POST /app/users/portin/check': eligible,
      'POST /app/users/portin/bring/number': () => errorAnswer(409, { message: 'A port-in is already under way for this line.' }),
    })
    await user.click(screen.getByRole('button', { name: 'Port in my number' }))
    await screen.findByRole('dialog')
    await user.click(dialog().getByRole('button', { name: 'Verify' }))
    await screen.findByRole('dialog', { name: ELIGIBLE })
    await user.click(dialog().getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: "Let's port in your number" })
    await user.type(dialog().getByLabelText('Billing account number'), '123456789')
    await user.type(dialog().getByLabelText('Account PIN or password'), '2468')
    await user.click(dialog().getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('A port-in is already under way for this line.')).toBeVisible()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  /** The lines list carries the account number only; the PIN comes from its own call. */
  const OLD_SERVICE = 'GET /app/users/portin/line-demo-physical/old-service'
  const storedDetails = (pin: string) => () =>
    Response.json({ oldService: { billingAccountNumber: '123456789', billingAccountPassword: pin } })
  const submittedLine = {
    ...portInLine,
    portIn: { ...portInLine.portIn!, state: 'submitted' as const, oldService: { billingAccountNumber: '123456789' } },
  }

  it('edit-portIn: the PIN is fetched on opening and prefilled masked with a reveal button; Save waits for it', async () => {
    const stored = deferred<Response>()
    const { user, api } = await openPlans([submittedLine], { [OLD_SERVICE]: () => stored.promise })
    await user.click(screen.getByRole('button', { name: 'Edit details' }))
    await screen.findByRole('dialog', { name: "Let's port in your number" })
    // At once: the account number from the list; the PIN on its way, said under the field; Save waits.
    expect(dialog().getByLabelText('Billing account number')).toHaveValue('123456789')
    const pin = dialog().getByLabelText('Account PIN or password')
    expect(pin).toHaveValue('')
    expect(pin).toHaveAccessibleDescription('Loading your saved PIN or password…')
    expect(dialog().getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(api.callsTo(OLD_SERVICE)).toHaveLength(1)
    stored.resolve(storedDetails('2468')())
    await waitFor(() => expect(pin).toHaveValue('2468'))
    expect(pin).toHaveAttribute('type', 'password')
    expect(pin).toHaveAccessibleDescription('The port-out PIN or account password your old carrier gave you.')
    expect(dialog().getByRole('button', { name: 'Save' })).toBeEnabled()
    await user.click(dialog().getByRole('button', { name: 'Show password' }))
    expect(pin).toHaveAttribute('type', 'text')
    await user.click(dialog().getByRole('button', { name: 'Hide password' }))
    expect(pin).toHaveAttribute('type', 'password')
  })

  it('edit-portIn: a PIN that cannot be fetched is said in the dialog, and what the customer typed stays', async () => {
    const stored = deferred<Response>()
    const { user, api } = await openPlans([submittedLine], {
      [OLD_SERVICE]: () => stored.promise,
      'POST /app/users/portin/temp/update': () => Response.json({ message: 'Your port-in details have been updated.' }),
    })
    await user.click(screen.getByRole('button', { name: 'Edit details' }))
    await screen.findByRole('dialog', { name: "Let's port in your number" })
    const pin = dialog().getByLabelText('Account PIN or password')
    await user.type(pin, '97531')
    stored.resolve(errorAnswer(503, { message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' }))
    expect(
      await dialog().findByText(
        'We could not load your saved PIN or password (Ring Mobile is temporarily unavailable. Please try again in a moment). Type it in, or close and try again later.',
      ),
    ).toBeVisible()
    expect(pin).toHaveValue('97531')
    expect(dialog().getByLabelText('Billing account number')).toHaveValue('123456789')
    await user.click(dialog().getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your port-in details have been updated.')).toBeVisible()
    expect(api.callsTo('POST /app/users/portin/temp/update').at(-1)?.body).toMatchObject({
      oldService: { billingAccountNumber: '123456789', billingAccountPassword: '97531' },
    })
  })

  it('edit-portIn: prefilled from the stored details, temp/update with accountDetails; a failure keeps it open', async () => {
    let fail = true
    const { user, api } = await openPlans([submittedLine], {
      [OLD_SERVICE]: storedDetails('2468'),
      'POST /app/users/portin/temp/update': () =>
        fail
          ? errorAnswer(503, { message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' })
          : Response.json({ message: 'Your port-in details have been updated.' }),
    })
    await user.click(screen.getByRole('button', { name: 'Edit details' }))
    await screen.findByRole('dialog', { name: "Let's port in your number" })
    expect(dialog().getByText('Please provide your old carrier details')).toBeVisible()
    expect(dialog().getByLabelText('Billing account number')).toHaveValue('123456789')
    await waitFor(() => expect(dialog().getByLabelText('Account PIN or password')).toHaveValue('2468'))
    await retype(user, dialog().getByLabelText('Account PIN or password'), '1357')
    await user.click(dialog().getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(screen.getAllByText('Ring Mobile is temporarily unavailable. Please try again in a moment.')).toHaveLength(2),
    )
    expect(dialog().getByLabelText('Account PIN or password')).toHaveValue('1357')
    fail = false
    await user.click(dialog().getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your port-in details have been updated.')).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.callsTo('POST /app/users/portin/temp/update').at(-1)?.body).toEqual({
      oldService: { billingAccountNumber: '123456789', billingAccountPassword: '1357' },
      accountDetails: { firstName: 'Dana', lastName: 'Reyes' },
      msisdn: '3125550199',
      tempSubscriptionId: 'line-demo-physical',
    })
  })

  it("resubmit-portIn: 'Re-submit port-in', the refused field highlighted with the carrier's reason; make/start", async () => {
    const line = {
      ...portInLine,
      portIn: {
        ...portInLine.portIn!,
        state: 'failed' as const,
        oldService: { billingAccountNumber: '123456789' },
        failureReason: PORT_IN_PIN_REJECTED,
        failureField: 'pinPassword',
      },
    }
    const { user, api } = await openPlans([line], {
      [OLD_SERVICE]: storedDetails('0000'),
      'POST /app/users/portin/make/start': () => Response.json({ message: 'Your port-in has been re-submitted.' }),
    })
    await user.click(screen.getByRole('button', { name: 'Re-submit' }))
    await screen.findByRole('dialog', { name: 'Re-submit port-in' })
    expect(dialog().getByText('Make sure the details are correct & click Re-submit')).toBeVisible()
    const pin = dialog().getByLabelText('Account PIN or password')
    expect(pin).toHaveAttribute('aria-invalid', 'true')
    expect(pin).toHaveAccessibleDescription(PORT_IN_PIN_REJECTED)
    await waitFor(() => expect(pin).toHaveFocus())
    expect(dialog().getByLabelText('Billing account number')).not.toHaveAttribute('aria-invalid')
    // The stored PIN, fetched on opening, is prefilled masked; the reveal button shows it.
    await waitFor(() => expect(pin).toHaveValue('0000'))
    expect(pin).toHaveAttribute('type', 'password')
    await user.click(dialog().getByRole('button', { name: 'Show password' }))
    expect(pin).toHaveAttribute('type', 'text')
    await user.click(dialog().getByRole('button', { name: 'Hide password' }))
    expect(pin).toHaveAttribute('type', 'password')
    await user.clear(pin)
    expect(pin).not.toHaveAttribute('aria-invalid')
    await user.type(pin, '1357')
    await user.click(dialog().getByRole('button', { name: 'Re-submit' }))
    expect(await screen.findByText('Your port-in has been re-submitted.')).toBeVisible()
    expect(api.callsTo('POST /app/users/portin/make/start').map((call) => call.body)).toEqual([
      {
        oldService: { billingAccountNumber: '123456789', billingAccountPassword: '1357', firstName: 'Dana', lastName: 'Reyes' },
        accountDetails: { firstName: 'Dana', lastName: 'Reyes' },
        activationDetails: { iccid: FOREIGN_SIM, simType: 'physical' },
        msisdn: '3125550199',
        tempSubscriptionId: 'line-demo-physical',
      },
    ])
  })
})
