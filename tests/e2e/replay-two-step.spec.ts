/**
 * The covering scenarios of two-step sign-in in My Account → Settings (/dashboard/setting), replayed in Chromium
 * (tests/e2e/replay.ts): turning it on (QR code, the secret as text, the first code, the recovery codes), new
 * recovery codes and turning it off (each with a current code), every call answered at the network as the scenario
 * chose. The passkeys' card beside it answers an empty list.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { TwoStepState } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { CODES, SETUP, twoStepSamples } from '../machines/two-step.samples'
import { answerJson } from '../support/provider'
import { emptyAccount } from './empty-account'
import { replay, settled, type Event } from './replay'
import { stepUpChecked } from './step-up-check'

const card = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in' })
const setupDialog = (page: Page) => page.getByRole('dialog', { name: 'Turn on two-step sign-in' })
const codeDialog = (page: Page) => page.getByRole('dialog', { name: /^(Turn off two-step sign-in|New recovery codes)$/ })
const codesDialog = (page: Page) => page.getByRole('dialog', { name: 'Save your recovery codes' })
/** The dialog a code is typed into now: the set-up's, or the current code's. */
const openCodeForm = async (page: Page) => ((await setupDialog(page).isVisible()) ? setupDialog(page) : codeDialog(page))

/** Two-step sign-in as the server last answered: on or off. */
function shownState(events: Event[]): TwoStepState | null {
  let state: TwoStepState | null = null
  for (const event of events)
    if (event.type === 'xstate.done.actor.loadTwoStep' || event.type === 'xstate.done.actor.disableTwoStep')
      state = event.output as TwoStepState
  return state
}

/** The code field's value and message: typed, refused (the server's word or the form's), cleared when a dialog opens. */
function codeField(events: Event[]): { value: string; error: string | null } {
  let value = ''
  let error: string | null = null
  let dialog: 'setup' | 'current' = 'setup'
  for (const event of events) {
    if (['twoStep.turnOff', 'codes.regenerate', 'close', 'xstate.done.actor.startSetup'].includes(event.type)) {
      value = ''
      error = null
    }
    if (event.type === 'xstate.done.actor.startSetup') dialog = 'setup'
    if (event.type === 'twoStep.turnOff' || event.type === 'codes.regenerate') dialog = 'current'
    if (event.type === 'code.change') [value, error] = [String(event.value), null]
    if (event.type === 'code.submit' && !/^\d{6}$/.test(value.trim()))
      error = dialog === 'setup' ? 'Enter the 6-digit code from your app.' : 'Enter the 6-digit code from your app, or a recovery code.'
    if (/^xstate\.error\.actor\.(enableTwoStep|disableTwoStep|newRecoveryCodes)$/.test(event.type))
      error = String((event.error?.errors as { message: string }[] | undefined)?.[0]?.message ?? event.error?.message)
  }
  return { value, error }
}

async function codeForm(events: Event[], dialog: ReturnType<typeof setupDialog>) {
  const { value, error } = codeField(events)
  await expect(dialog.getByRole('textbox', { name: /code/i })).toHaveValue(value)
  if (error) await expect(dialog.getByText(error, { exact: true })).toBeVisible()
}

async function summary(page: Page, events: Event[]) {
  const state = shownState(events)!
  await expect(card(page).getByTestId('two-step-summary')).toHaveText(
    state.enabled
      ? // The day as the locale module writes it (tests/unit/locale.test.ts).
        /^On since \S.*2026\. 10 recovery codes left\.$/
      : 'Off. After your password or an emailed code, we would also ask for a code from an authenticator app on your phone.',
  )
  if (state.enabled) {
    await expect(card(page).getByRole('button', { name: 'New recovery codes' })).toBeVisible()
    await expect(card(page).getByRole('button', { name: 'Turn off' })).toBeVisible()
  } else await expect(card(page).getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible()
}

replay('twoStep', {
  samples: twoStepSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/dashboard/setting',
  setup: async (start) => {
    await emptyAccount(start)
    start.provider.use(answerJson('*/app/security/passkeys', { passkeys: [] }))
  },
  calls: {
    loadTwoStep: '/app/security/two-step',
    startSetup: '/app/security/two-step/setup',
    enableTwoStep: '/app/security/two-step/enable',
    disableTwoStep: '/app/security/two-step/disable',
    newRecoveryCodes: '/app/security/two-step/recovery-codes',
    stepUp: stepUpChecked,
  },
  act: {
    'twoStep.retry': (page) => card(page).getByRole('button', { name: 'Try again' }).click(),
    'twoStep.start': (page) => card(page).getByRole('button', { name: 'Turn on two-step sign-in' }).click(),
    'twoStep.turnOff': (page) => card(page).getByRole('button', { name: 'Turn off' }).click(),
    'codes.regenerate': (page) => card(page).getByRole('button', { name: 'New recovery codes' }).click(),
    'code.change': async (page, event) => (await openCodeForm(page)).getByRole('textbox', { name: /code/i }).fill(String(event.value)),
    'code.submit': async (page) => {
      const dialog = await openCodeForm(page)
      await dialog.getByRole('button', { name: (await setupDialog(page).isVisible()) ? 'Turn on' : 'Confirm' }).click()
    },
    'codes.saved': async (page) => {
      await codesDialog(page).getByRole('button', { name: 'I saved my codes' }).click()
      await settled(page)
    },
    close: async (page) => {
      await (await openCodeForm(page)).getByRole('button', { name: 'Cancel' }).click()
      await settled(page)
    },
  },
  see: {
    loading: async (page, { events }) => {
      if (shownState(events)) await summary(page, events)
      else await expect(card(page).getByRole('status', { name: 'Loading two-step sign-in' })).toBeVisible()
      await expect(codesDialog(page)).toHaveCount(0)
    },
    failed: async (page) => {
      await expect(card(page).getByRole('alert')).toContainText("We couldn't load two-step sign-in.")
      await expect(card(page).getByRole('alert')).toContainText("We couldn't reach Ring Mobile.")
    },
    off: async (page, { event, events }) => {
      await summary(page, events)
      await expect(setupDialog(page)).toHaveCount(0)
      if (event?.type === 'xstate.error.actor.startSetup') await expect(page.getByText('Two-step sign-in is already on.')).toBeVisible()
      if (event?.type === 'xstate.done.actor.disableTwoStep') await expect(page.getByText('Two-step sign-in is off.')).toBeVisible()
    },
    on: async (page, { events }) => {
      await summary(page, events)
      await expect(codeDialog(page)).toHaveCount(0)
    },
    confirmingIdentity: async (page, { events }) => {
      // The session's proof is being checked before a secret is made: nothing is asked yet, no QR code shown.
      await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0)
      await expect(setupDialog(page)).toHaveCount(0)
      await summary(page, events)
    },
    startingSetup: async (page) => {
      await expect(card(page).getByRole('button', { name: 'Turn on two-step sign-in' })).toHaveAttribute('aria-busy', 'true')
    },
    scanning: async (page, { events }) => {
      await expect(setupDialog(page).getByRole('img', { name: /QR code/i })).toBeVisible()
      await expect(setupDialog(page).getByTestId('two-step-secret')).toHaveText(SETUP.secret)
      await codeForm(events, setupDialog(page))
      await expect(setupDialog(page).getByRole('button', { name: 'Turn on' })).toBeEnabled()
    },
    enabling: async (page) => {
      await expect(setupDialog(page).getByRole('button', { name: 'Turn on' })).toHaveAttribute('aria-busy', 'true')
    },
    showingCodes: async (page) => {
      const codes = codesDialog(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
      await expect(codes).toHaveText(CODES)
    },
    askingCode: async (page, { events }) => {
      const purpose = events.findLast((event) => event.type === 'twoStep.turnOff' || event.type === 'codes.regenerate')!.type
      await expect(codeDialog(page)).toHaveAccessibleName(
        purpose === 'twoStep.turnOff' ? 'Turn off two-step sign-in' : 'New recovery codes',
      )
      await codeForm(events, codeDialog(page))
      await expect(codeDialog(page).getByRole('button', { name: 'Confirm' })).toBeEnabled()
    },
    turningOff: async (page) => {
      await expect(
        page.getByRole('dialog', { name: 'Turn off two-step sign-in' }).getByRole('button', { name: 'Confirm' }),
      ).toHaveAttribute('aria-busy', 'true')
    },
    makingCodes: async (page) => {
      await expect(page.getByRole('dialog', { name: 'New recovery codes' }).getByRole('button', { name: 'Confirm' })).toHaveAttribute(
        'aria-busy',
        'true',
      )
    },
  },
})
