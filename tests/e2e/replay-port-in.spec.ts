/**
 * The covering scenarios of the port-in dialogs (portIn, machines/port-in.machine.ts), replayed in Chromium on
 * /dashboard/plans (tests/e2e/replay.ts). The machine's opening events are hand-offs from the page (decision
 * "Line-side browser replays"): each is driven by what the customer does to cause it, with the event's own SIM
 * number and details — the quick SIM check and its Next for `portIn.add`; for `portIn.eligible` the quick SIM check
 * (so the event's SIM number is held), Save in the add-port-in dialog when details were given on the way, and Verify
 * on the eligibility check; the line card's Edit details / Re-submit for `portIn.edit` / `portIn.resubmit`, on a line
 * whose port-in stands where that button shows. The machine's own calls (bring/number, temp/update, make/start and
 * the stored PIN's GET portin/{lineId}/old-service) are held and answered with the scenario's result; each state is
 * checked by what the customer sees, including the request the page sent where the path tests check the call.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { Line } from '@contract/lines'
import { PORT_IN_PIN_REJECTED, PORT_IN_STARTED_NOTICE } from '@contract/port-in'
import type { MachineSamples } from '../support/machine-graph'
import {
  DETAILS_SAVED,
  DETAILS_STORED,
  editedOldService,
  esimLine,
  givenOldService,
  NETWORK,
  OUR_SIM,
  portInLine,
  portInSamples,
  RESUBMITTED,
  storedOldService,
} from '../machines/lines.samples'
import { answerJson, type FakeProvider } from '../support/provider'
import { dotted, replay, settled, type Event, type StepCheck } from './replay'
import { emptyAccount } from './empty-account'

const DETAILS = "Let's port in your number"
const RESUBMIT = 'Re-submit port-in'
const CHECK = 'Can your number move to Ring Mobile?'
const GOOD_NEWS = 'Good News! Your number is eligible for port-in'
const LOAD_FAILED = `We could not load your saved PIN or password (${NETWORK.replace(/\.$/, '')}). Type it in, or close and try again later.`
const PIN_HELP = 'The port-out PIN or account password your old carrier gave you.'
const LOADING_HELP = 'Loading your saved PIN or password…'

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
/** The dialogs open on screen: one still playing its closing animation is on its way out (Ark's data-state). */
const openDialogs = (page: Page) => page.locator('[role="dialog"][data-state="open"]')
const card = (page: Page) => page.getByRole('list', { name: 'Your lines' }).locator(`article[data-line="${portInLine.id}"]`)
const account = (scope: ReturnType<typeof dialog>) => scope.getByRole('textbox', { name: 'Billing account number' })
const pin = (scope: ReturnType<typeof dialog>) => scope.getByLabel('Account PIN or password', { exact: true })
const LABELS: Record<string, (scope: ReturnType<typeof dialog>) => ReturnType<typeof account>> = {
  billingAccount: account,
  pinPassword: pin,
}

type Opening = Event & { iccid?: string | null; oldService?: { billingAccountNumber?: string } | null }
const openingOf = (events: Event[]) => events[0] as Opening
/** The details dialog of the scenario's mode. */
const detailsOf = (page: Page, events: Event[]) => dialog(page, openingOf(events).type === 'portIn.resubmit' ? RESUBMIT : DETAILS)

/** The line the page lists: awaiting details (add), a transfer under way (edit), or one the old carrier refused. */
function lineFor(opening: Opening): Line {
  const portIn = portInLine.portIn!
  if (opening.type === 'portIn.edit')
    return { ...portInLine, portIn: { ...portIn, state: 'submitted', oldService: opening.oldService ?? null } }
  if (opening.type === 'portIn.resubmit')
    return {
      ...portInLine,
      portIn: {
        ...portIn,
        state: 'failed',
        oldService: opening.oldService ?? null,
        failureField: 'pinPassword',
        failureReason: PORT_IN_PIN_REJECTED,
      },
    }
  return portInLine
}

/** The scenario's provider, whose calls say what each request carried. */
const providers = new WeakMap<Page, FakeProvider>()
/** The last call the page sent to a path ending in `path`. */
const lastSent = (page: Page, path: string) =>
  providers
    .get(page)!
    .calls.filter((call) => call.path.endsWith(path))
    .at(-1)

/** The quick SIM check with this SIM number, Check and Next: the add-port-in dialog opens with it held. */
async function quickSimCheck(page: Page, iccid: string) {
  await card(page).getByRole('button', { name: 'Quick SIM check' }).click()
  await dialog(page, 'Quick SIM check').getByRole('textbox', { name: 'SIM number' }).fill(iccid)
  await dialog(page, 'Quick SIM check').getByRole('button', { name: 'Check', exact: true }).click()
  await dialog(page, 'Quick SIM check').getByRole('button', { name: 'Next', exact: true }).click()
  await expect(dialog(page, DETAILS)).toBeVisible()
  // The quick SIM check's closing layer is gone before the next click (the page clock is frozen).
  await settled(page)
}

/** Port in my number and Verify (answered eligible). */
async function verify(page: Page) {
  await card(page).getByRole('button', { name: 'Port in my number' }).click()
  await dialog(page, CHECK).getByRole('button', { name: 'Verify' }).click()
}

/** The details dialog with these values, these messages under the fields (or their hints) and no other dialog. */
async function expectDetails(
  scope: ReturnType<typeof dialog>,
  values: { billingAccount: string; pinPassword: string },
  described: { billingAccount?: string; pinPassword?: string } = {},
) {
  await expect(account(scope)).toHaveValue(values.billingAccount)
  await expect(pin(scope)).toHaveValue(values.pinPassword)
  // Masked, with its reveal button.
  await expect(pin(scope)).toHaveAttribute('type', 'password')
  await expect(account(scope)).toHaveAccessibleDescription(
    described.billingAccount ?? 'Your account number with your old carrier, as on your bill.',
  )
  await expect(pin(scope)).toHaveAccessibleDescription(described.pinPassword ?? PIN_HELP)
  await expect(openDialogs(scope.page())).toHaveCount(1)
}

/** The last value typed into each field since the dialog opened. */
function typed(events: Event[]) {
  const values: Record<string, string> = {}
  for (const event of events) if (event.type === 'field.change') values[event.field!] = String(event.value)
  return values
}

/** SPEC §5 messages for what the form holds, after an invalid Save. */
function invalidMessages(values: { billingAccount: string; pinPassword: string }) {
  return {
    ...(values.billingAccount.length < 7 ? { billingAccount: 'Please enter a valid Number' } : {}),
    ...(values.pinPassword === '' ? { pinPassword: 'PIN or password is required' } : {}),
  }
}

/** A details form of any mode after a step: its values, and what the step put under the fields or in the dialog. */
const detailsForm =
  (stored: (events: Event[]) => { billingAccount: string; pinPassword: string }, highlighted: Record<string, string> = {}): StepCheck =>
  async (page, { event, events }) => {
    const scope = detailsOf(page, events)
    const values = { ...stored(events), ...typed(events) }
    const error = event?.error as { message: string; errors?: { field: string; message: string }[]; status?: number } | undefined
    const highlight = Object.fromEntries(Object.entries(highlighted).filter(([key]) => !(key in typed(events))))
    if (event?.type === 'form.submit') {
      await expectDetails(scope, values, { ...highlight, ...invalidMessages(values) })
      return
    }
    if (error?.errors) {
      // A refused detail: its message under the field, and the notification.
      const refusal = Object.fromEntries(error.errors.map((item) => [item.field, item.message]))
      await expectDetails(scope, values, { ...highlight, ...refusal })
      await expect(page.getByText(error.message, { exact: true }).first()).toBeVisible()
      return
    }
    await expectDetails(scope, values, highlight)
    if (event?.type === 'xstate.error.actor.loadOldService') await expect(scope.getByText(LOAD_FAILED, { exact: true })).toBeVisible()
    if (event?.type === 'xstate.error.actor.updatePortInDetails') await expect(scope.getByText(NETWORK, { exact: true })).toBeVisible()
    // The stored details came: no word of a failed fetch.
    if (event?.type === 'xstate.done.actor.loadOldService') await expect(scope.getByText(/^We could not load/)).toHaveCount(0)
  }

/** Values in the add dialogs: empty, or the details given on the way. */
const addValues = (events: Event[]) =>
  openingOf(events).oldService
    ? { billingAccount: givenOldService.billingAccountNumber, pinPassword: givenOldService.billingAccountPassword }
    : { billingAccount: '', pinPassword: '' }
/** Values in edit / resubmit once the stored PIN came (or not). */
const storedValues = (stored: { billingAccountNumber: string; billingAccountPassword: string }) => (events: Event[]) => ({
  billingAccount: stored.billingAccountNumber,
  pinPassword: events.some((event) => event.type === 'xstate.done.actor.loadOldService') ? stored.billingAccountPassword : '',
})

/** The stored PIN is on its way: the dialog is open with the listed account number, Save waits. */
const loading =
  (name: string, submit: string, highlighted: Record<string, string> = {}): StepCheck =>
  async (page, { events }) => {
    const scope = dialog(page, name)
    const values = { billingAccount: '123456789', pinPassword: '', ...typed(events) }
    await expectDetails(scope, values, { pinPassword: highlighted.pinPassword ?? LOADING_HELP })
    await expect(pin(scope)).toHaveAttribute('aria-busy', 'true')
    await expect(scope.getByRole('button', { name: submit, exact: true })).toBeDisabled()
    await expect(scope.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  }

/** A button spinning in a dialog while its call is under way, and the request the page sent. */
const spinning =
  (name: (events: Event[]) => string, button: string, path: string, body: (events: Event[]) => Record<string, unknown>): StepCheck =>
  async (page, { events }) => {
    await expect(dialog(page, name(events)).getByRole('button', { name: button, exact: true })).toHaveAttribute('aria-busy', 'true')
    await expect.poll(() => lastSent(page, path)?.body).toMatchObject(body(events))
  }

const OLD_GIVEN = {
  billingAccountNumber: givenOldService.billingAccountNumber,
  billingAccountPassword: givenOldService.billingAccountPassword,
}

replay('portIn', {
  samples: portInSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/dashboard/plans',
  setup: async (start) => {
    const { page, provider, events } = start
    // A failed start goes to /dashboard, whose overview reads the account: answered, not sent with the replay's token.
    await emptyAccount(start, ['/app/users/subscriptions'])
    providers.set(page, provider)
    const lines = [esimLine, lineFor(openingOf(events))]
    provider.use(answerJson('*/app/users/subscriptions', { lines }), answerJson('*/app/users/portin/check', { message: GOOD_NEWS }))
    // Details given on the way to the check: their Save is the page's hand-off, not a call of this scenario.
    if (openingOf(events).type === 'portIn.eligible' && openingOf(events).oldService)
      provider.use(answerJson('*/app/users/portin/temp/update', { message: DETAILS_STORED }))
  },
  open: (page) => expect(card(page)).toBeVisible(),
  calls: {
    bringNumber: '/app/users/portin/bring/number',
    updatePortInDetails: '/app/users/portin/temp/update',
    makeStart: '/app/users/portin/make/start',
    loadOldService: '/app/users/portin/*/old-service',
  },
  act: {
    'portIn.add': (page, event) => quickSimCheck(page, (event as Opening).iccid!),
    'portIn.eligible': async (page, event) => {
      const opening = event as Opening
      await quickSimCheck(page, opening.iccid!)
      if (opening.oldService) {
        // The add-port-in dialog's Save: the details are stored and the page moves on to the eligibility check.
        await account(dialog(page, DETAILS)).fill(givenOldService.billingAccountNumber)
        await pin(dialog(page, DETAILS)).fill(givenOldService.billingAccountPassword)
        await dialog(page, DETAILS).getByRole('button', { name: 'Save' }).click()
        await expect(dialog(page, CHECK)).toBeVisible()
        await settled(page)
        await dialog(page, CHECK).getByRole('button', { name: 'Verify' }).click()
        return
      }
      // The SIM number is held for this line; the customer leaves the dialog and checks the number.
      await dialog(page, DETAILS).getByRole('button', { name: 'Cancel' }).click()
      await settled(page)
      await verify(page)
    },
    'portIn.edit': (page) => card(page).getByRole('button', { name: 'Edit details' }).click(),
    'portIn.resubmit': (page) => card(page).getByRole('button', { name: 'Re-submit' }).click(),
    'eligible.continue': (page) => dialog(page, GOOD_NEWS).getByRole('button', { name: 'Continue' }).click(),
    'field.change': async (page, event) => {
      const scope = openDialogs(page)
      await LABELS[event.field!](scope as ReturnType<typeof dialog>).fill(String(event.value))
    },
    'form.submit': (page) =>
      openDialogs(page)
        .getByRole('button', { name: /^(Save|Re-submit)$/ })
        .click(),
    // Cancel on the details dialogs; the success dialog has only its close icon.
    'dialog.close': async (page) => {
      if (await dialog(page, GOOD_NEWS).count()) await dialog(page, GOOD_NEWS).getByRole('button', { name: 'Close' }).click()
      else await openDialogs(page).getByRole('button', { name: 'Cancel' }).click()
    },
  },
  see: dotted({
    closed: async (page, { event, previous }) => {
      const open = openDialogs(page)
      const type = event?.type
      if (type === undefined || type === 'dialog.close') {
        await expect(card(page)).toBeVisible()
        await expect(open).toHaveCount(0)
      } else if (type === 'xstate.done.actor.bringNumber') {
        // SPEC §8: the long notice that stays open; the dialogs are closed.
        await expect(page.getByRole('status').filter({ hasText: PORT_IN_STARTED_NOTICE })).toBeVisible()
        await expect(open).toHaveCount(0)
      } else if (type === 'xstate.done.actor.updatePortInDetails' && previous?.includes('addDetails')) {
        // Stored: the server's message, and on to the eligibility check with the number.
        await expect(page.getByText(DETAILS_STORED, { exact: true }).first()).toBeVisible()
        await expect(dialog(page, CHECK).getByRole('textbox', { name: 'Number to bring' })).toHaveValue('(312) 555-0199')
        await expect(open).toHaveCount(1)
      } else if (type === 'xstate.done.actor.updatePortInDetails' || type === 'xstate.done.actor.makeStart') {
        await expect(page.getByText(type.endsWith('makeStart') ? RESUBMITTED : DETAILS_SAVED, { exact: true }).first()).toBeVisible()
        await expect(open).toHaveCount(0)
      } else if (type === 'xstate.error.actor.bringNumber' || type === 'xstate.error.actor.makeStart') {
        // A failed start: the server's message, the dialog closes, off to /dashboard.
        await expect(page.getByText(event!.error!.message as string, { exact: true }).first()).toBeVisible()
        await expect(page).toHaveURL(/\/dashboard$/)
        await expect(open).toHaveCount(0)
      } else {
        throw new Error(`no page check for closed after ${type}`)
      }
    },
    'addPortIn.eligible': async (page) => {
      await expect(dialog(page, GOOD_NEWS).getByText('(312) 555-0199 can move to Ring Mobile.', { exact: true })).toBeVisible()
      await expect(dialog(page, GOOD_NEWS).getByRole('button', { name: 'Continue' })).toBeEnabled()
      await expect(openDialogs(page)).toHaveCount(1)
    },
    // Our carrier's SIM: the request goes at once, without old carrier details.
    'addPortIn.startingWithOurSim': spinning(
      () => GOOD_NEWS,
      'Continue',
      '/portin/bring/number',
      () => ({ msisdn: '3125550199', zipCode: '60601', tempSubscriptionId: portInLine.id, iccid: OUR_SIM, isAttSim: true }),
    ),
    // The details given on the way go at once.
    'addPortIn.startingWithDetails': spinning(
      () => GOOD_NEWS,
      'Continue',
      '/portin/bring/number',
      (events) => ({ oldService: OLD_GIVEN, iccid: openingOf(events).iccid, isAttSim: false }),
    ),
    'addPortIn.details': detailsForm(addValues),
    'addPortIn.starting': spinning(
      () => DETAILS,
      'Save',
      '/portin/bring/number',
      (events) => ({
        msisdn: '3125550199',
        oldService: { billingAccountNumber: addValues(events).billingAccount, billingAccountPassword: '2468' },
        isAttSim: false,
      }),
    ),
    'addDetails.details': detailsForm(addValues),
    'addDetails.saving': spinning(
      () => DETAILS,
      'Save',
      '/portin/temp/update',
      (events) => ({ mode: 'add-portIn-details', oldService: OLD_GIVEN, msisdn: '3125550199', iccid: openingOf(events).iccid }),
    ),
    'editPortIn.loadingDetails': loading(DETAILS, 'Save'),
    'editPortIn.details': detailsForm(storedValues(editedOldService)),
    'editPortIn.saving': spinning(
      () => DETAILS,
      'Save',
      '/portin/temp/update',
      () => ({
        oldService: { billingAccountNumber: editedOldService.billingAccountNumber, billingAccountPassword: '4321' },
        msisdn: '3125550199',
      }),
    ),
    'resubmitPortIn.loadingDetails': loading(RESUBMIT, 'Re-submit', { pinPassword: PORT_IN_PIN_REJECTED }),
    'resubmitPortIn.details': detailsForm(storedValues(storedOldService), { pinPassword: PORT_IN_PIN_REJECTED }),
    'resubmitPortIn.resubmitting': spinning(
      () => RESUBMIT,
      'Re-submit',
      '/portin/make/start',
      () => ({ msisdn: '3125550199', tempSubscriptionId: portInLine.id }),
    ),
  }),
})
