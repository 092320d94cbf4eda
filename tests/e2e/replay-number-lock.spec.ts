/**
 * The covering scenarios of a line's number lock (/dashboard/lines/line-1), replayed in Chromium
 * (tests/e2e/replay.ts): the port-out and SIM change switches, "Transfer my number" and its PIN, and the
 * "Confirm it's you" that turning a lock off and getting a PIN run first (answered at its proof check,
 * tests/e2e/step-up-check.ts). The other sections of the page load with the samples' ordinary answers.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { LineSecurity } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { numberLockSamples, PIN } from '../machines/number-lock.samples'
import { linePageAnswered } from './line-page-answers'
import { replay, settled, type Event } from './replay'
import { stepUpChecked } from './step-up-check'

const section = (page: Page) => page.getByRole('region', { name: 'Number lock' })
const lockSwitch = (page: Page, lock: unknown) =>
  section(page).getByRole('switch', { name: lock === 'portOut' ? 'Port-out lock' : 'SIM change lock' })
const explainDialog = (page: Page) => page.getByRole('dialog', { name: 'Transfer my number' })
const pinDialog = (page: Page) => page.getByRole('dialog', { name: 'Your transfer PIN' })
const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: "Confirm it's you" })

/** The line's locks as the server last answered them. */
function shownSecurity(events: Event[]): LineSecurity | null {
  let security: LineSecurity | null = null
  for (const event of events)
    if (event.type === 'xstate.done.actor.loadLineSecurity' || event.type === 'xstate.done.actor.setLineLocks')
      security = event.output as LineSecurity
  return security
}

/** The refusal the panel shows: the last refused change, until the next change starts or the locks are read. */
function refusal(events: Event[]): string | null {
  let said: string | null = null
  for (const event of events) {
    const stepUpAsked = event.error?.code === 'step_up_required'
    if ((event.type === 'xstate.error.actor.setLineLocks' || event.type === 'xstate.error.actor.issueTransferPin') && !stepUpAsked)
      said = String(event.error?.message)
    if (
      ['lock.turnOn', 'lock.turnOff', 'transfer.confirm', 'xstate.done.actor.loadLineSecurity', 'xstate.done.actor.setLineLocks'].includes(
        event.type,
      )
    )
      said = null
  }
  return said
}

/** The change waiting for "Confirm it's you": a lock's switch or the transfer PIN. */
const pending = (events: Event[]) => events.findLast((event) => ['lock.turnOn', 'lock.turnOff', 'transfer.confirm'].includes(event.type))!

async function panel(page: Page, events: Event[]) {
  const security = shownSecurity(events)!
  await expect(lockSwitch(page, 'portOut')).toHaveAttribute('aria-checked', String(security.portOutLocked))
  await expect(lockSwitch(page, 'simChange')).toHaveAttribute('aria-checked', String(security.simChangeLocked))
  await expect(section(page).getByTestId('number-lock-status')).toHaveText(
    security.portOutLocked && security.simChangeLocked ? 'Locked' : 'Partly unlocked',
  )
  if (security.transferPinExpiresAt) await expect(section(page)).toContainText('A transfer PIN is active until')
  const said = refusal(events)
  if (said) await expect(section(page).getByRole('alert')).toHaveText(said)
  else await expect(section(page).getByRole('alert')).toHaveCount(0)
}

replay('numberLock', {
  samples: numberLockSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/dashboard/lines/line-1',
  setup: (start) => linePageAnswered(start, ['security']),
  calls: {
    loadLineSecurity: '/app/lines/line-1/security',
    setLineLocks: '/app/lines/line-1/locks',
    issueTransferPin: '/app/lines/line-1/transfer-pin',
    stepUp: stepUpChecked,
  },
  act: {
    'security.retry': (page) => section(page).getByRole('button', { name: 'Try again' }).click(),
    'lock.turnOn': (page, event) => lockSwitch(page, (event as { lock?: string }).lock).click(),
    'lock.turnOff': (page, event) => lockSwitch(page, (event as { lock?: string }).lock).click(),
    'transfer.open': (page) => section(page).getByRole('button', { name: 'Transfer my number' }).click(),
    'transfer.confirm': (page) => explainDialog(page).getByRole('button', { name: 'Get my transfer PIN' }).click(),
    close: async (page) => {
      if (await pinDialog(page).isVisible()) await pinDialog(page).getByRole('button', { name: 'Done' }).click()
      else await explainDialog(page).getByRole('button', { name: 'Cancel' }).click()
      await settled(page)
    },
  },
  see: {
    loading: async (page, { events }) => {
      if (shownSecurity(events)) await panel(page, events)
      else await expect(section(page).getByRole('status', { name: 'Loading the number lock' })).toBeVisible()
      await expect(pinDialog(page)).toHaveCount(0)
    },
    failed: async (page) => {
      await expect(section(page).getByRole('alert')).toContainText("We couldn't load the number lock.")
      await expect(section(page).getByRole('alert')).toContainText("We couldn't reach Ring Mobile.")
    },
    ready: async (page, { event, events }) => {
      await panel(page, events)
      await expect(explainDialog(page)).toHaveCount(0)
      await expect(stepUpDialog(page)).toHaveCount(0)
      if (event?.type === 'xstate.done.actor.setLineLocks') await expect(page.getByText('Your number lock is saved.')).toBeVisible()
    },
    explainingTransfer: async (page) => {
      await expect(explainDialog(page)).toContainText('We turn the port-out lock off for this transfer')
      await expect(explainDialog(page).getByRole('button', { name: 'Get my transfer PIN' })).toBeEnabled()
    },
    confirmingIdentity: async (page, { events }) => {
      // The session's proof is being checked: nothing is asked yet, and the change has not been sent.
      await expect(stepUpDialog(page)).toHaveCount(0)
      if (pending(events).type === 'transfer.confirm') await expect(explainDialog(page)).toBeVisible()
      else await expect(explainDialog(page)).toHaveCount(0)
    },
    savingLocks: async (page, { events }) => {
      await expect(lockSwitch(page, (pending(events) as { lock?: string }).lock)).toHaveAttribute('aria-busy', 'true')
    },
    issuingPin: async (page) => {
      await expect(explainDialog(page).getByRole('button', { name: 'Get my transfer PIN' })).toHaveAttribute('aria-busy', 'true')
    },
    showingPin: async (page) => {
      await expect(pinDialog(page).getByTestId('transfer-account')).toHaveText(PIN.accountNumber)
      await expect(pinDialog(page).getByTestId('transfer-pin')).toHaveText(PIN.pin)
      await expect(pinDialog(page)).toContainText('The port-out lock is off until then.')
    },
  },
})
