/**
 * The covering scenarios of the passkey flows, replayed in Chromium (tests/e2e/replay.ts) with a virtual
 * authenticator (tests/e2e/webauthn.ts): "Sign in with a passkey" and the browser's passkey suggestions on /login,
 * and the passkeys in My Account → Settings (add, rename, remove after "Confirm it's you"). The server's options are
 * answered at the network, the browser really makes or signs a credential, and the page's calls with it are answered
 * as the scenario chose.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import { PASSKEY_MESSAGES, STEP_UP_REQUIRED, type Passkey } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { LAPTOP, passkeySignInSamples, passkeysSamples } from '../machines/passkeys.samples'
import { answerJson, http, scenarioAnswer } from '../support/provider'
import { answerAsNewAccount, emptyAccount } from './empty-account'
import { field, replay, settled, type Event } from './replay'
import { stepUpChecked } from './step-up-check'
import { creationOptions, openAtLocalhost, presence, promptAnswers, requestOptions, virtualAuthenticator } from './webauthn'

// ── passkeySignIn ────────────────────────────────────────────────────────────────────────────────────────────

const passkeyButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Sign in with a passkey' })
/**
 * The scenario starts with the customer's click: until then the suggestions wait, as for a customer who picks none
 * (the authenticator answers no prompt), and the prompt the click opens is answered (the authenticator answers from
 * the options that prompt asked for on: a prompt already waiting is not answered later).
 */
const startsWithClick = (events: Event[]) => events[0]?.type === 'passkey.start'
const clicked = new WeakSet<Page>()

replay('passkeySignIn', {
  samples: passkeySignInSamples as unknown as MachineSamples<AnyStateMachine>,
  // The first page is the server's own address; the flow opens at localhost (openAtLocalhost).
  url: () => '/',
  setup: async ({ page, provider, events }) => {
    await virtualAuthenticator(page, { passkey: true, presence: !startsWithClick(events) })
    provider.use(
      http.post('*/app/auth/passkey/options', async () => {
        if (clicked.has(page)) await presence(page, true)
        return requestOptions()
      }),
    )
    answerAsNewAccount(provider)
  },
  open: (page) => openAtLocalhost(page, '/login'),
  // The suggestions and the button send the same call: a refused suggestion is answered there too (a browser
  // without suggestions lands in the same state, with nothing said).
  calls: { autofill: '/app/auth/passkey', signInWithPasskey: '/app/auth/passkey' },
  act: {
    'passkey.start': async (page) => {
      clicked.add(page)
      await passkeyButton(page).click()
    },
  },
  see: {
    offeringAutofill: async (page) => {
      await expect(field(page, 'email')).toHaveAttribute('autocomplete', /webauthn/)
      await expect(passkeyButton(page)).toBeEnabled()
      await expect(page.getByText(PASSKEY_MESSAGES.unknownPasskey)).toHaveCount(0)
    },
    idle: async (page, { event }) => {
      await expect(passkeyButton(page)).toBeEnabled()
      if (event?.type === 'xstate.error.actor.signInWithPasskey') await expect(page.getByText(String(event.error?.message))).toBeVisible()
      else await expect(page.getByText(PASSKEY_MESSAGES.unknownPasskey)).toHaveCount(0)
    },
    signingIn: async (page) => {
      await expect(passkeyButton(page)).toHaveAttribute('aria-busy', 'true')
    },
    signedIn: async (page) => {
      await expect(page).toHaveURL(/\/dashboard$/)
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
    },
  },
})

// ── passkeys (Settings) ──────────────────────────────────────────────────────────────────────────────────────

const passkeysCard = (page: Page) => page.getByRole('region', { name: 'Passkeys' })
const renameDialog = (page: Page) => page.getByRole('dialog', { name: 'Rename passkey' })
const removeDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Remove this passkey?' })
/** The passkey an event is about: pk-1, listed first in every answer (its name changes with a rename). */
const firstRow = (page: Page) => passkeysCard(page).getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').first()

/** The passkeys as the server last answered them. */
function shownList(events: Event[]): Passkey[] | null {
  let list: Passkey[] | null = null
  for (const event of events)
    if (/^xstate\.done\.actor\.(loadPasskeys|registerPasskey|renamePasskey|removePasskey)$/.test(event.type))
      list = (event.output as { passkeys: Passkey[] }).passkeys
  return list
}

/** The name of pk-1 as the list shows it after `events`. */
const chosenName = (events: Event[]) => (shownList(events) ?? [LAPTOP]).find((passkey) => passkey.id === 'pk-1')!.name

/** The rename field: the passkey's name when the dialog opens, then what was typed; its refusal, if any. */
function nameField(events: Event[]): { value: string; error: string | null } {
  let value = ''
  let error: string | null = null
  for (const event of events) {
    if (event.type === 'passkey.rename') [value, error] = [chosenName(events.slice(0, events.indexOf(event))), null]
    if (event.type === 'name.change') [value, error] = [String(event.value), null]
    if (event.type === 'name.submit' && !value.trim()) error = PASSKEY_MESSAGES.name
    if (event.type === 'xstate.error.actor.renamePasskey') error = PASSKEY_MESSAGES.name
  }
  return { value, error }
}

async function passkeyList(page: Page, events: Event[]) {
  const list = shownList(events)!
  const rows = passkeysCard(page).getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')
  if (list.length) {
    await expect(rows).toHaveCount(list.length)
    for (const [index, passkey] of list.entries()) {
      await expect(rows.nth(index)).toContainText(passkey.name)
      await expect(rows.nth(index)).toContainText(passkey.lastUsedAt ? /Last used \S/ : 'Last used Never')
    }
  } else await expect(passkeysCard(page)).toContainText('No passkeys yet.')
  await expect(passkeysCard(page).getByRole('button', { name: 'Add a passkey' })).toBeEnabled()
}

replay('passkeys', {
  samples: passkeysSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/',
  setup: async (start) => {
    await virtualAuthenticator(start.page)
    await emptyAccount(start)
    start.provider.use(answerJson('*/app/security/two-step', { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }))
  },
  open: (page) => openAtLocalhost(page, '/dashboard/setting'),
  calls: {
    loadPasskeys: '/app/security/passkeys',
    // The browser makes the passkey from the server's options (or the customer refuses the prompt), then the page
    // hands it to the server.
    // A proof run out meanwhile is the server's answer to the options (the browser is never asked).
    registerPasskey: [
      {
        url: '/app/security/passkeys/options',
        body: (event) => (event.error?.code === STEP_UP_REQUIRED ? scenarioAnswer(event) : creationOptions()),
        onError: 'pass',
        before: promptAnswers,
      },
      { url: '/app/security/passkeys', onError: 'unsent' },
    ],
    renamePasskey: '/app/security/passkeys/pk-1',
    removePasskey: '/app/security/passkeys/pk-1',
    stepUp: stepUpChecked,
  },
  act: {
    'passkeys.retry': (page) => passkeysCard(page).getByRole('button', { name: 'Try again' }).click(),
    'passkey.add': (page) => passkeysCard(page).getByRole('button', { name: 'Add a passkey' }).click(),
    'passkey.rename': (page) =>
      firstRow(page)
        .getByRole('button', { name: /^Rename / })
        .click(),
    'passkey.remove': (page) =>
      firstRow(page)
        .getByRole('button', { name: /^Remove / })
        .click(),
    'name.change': (page, event) => renameDialog(page).getByLabel('Name').fill(String(event.value)),
    'name.submit': (page) => renameDialog(page).getByRole('button', { name: 'Save' }).click(),
    'removal.confirm': (page) => removeDialog(page).getByRole('button', { name: 'Remove passkey' }).click(),
    close: async (page) => {
      const dialog = (await renameDialog(page).isVisible()) ? renameDialog(page) : removeDialog(page)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await settled(page)
    },
  },
  see: {
    loading: async (page, { events }) => {
      if (shownList(events)) await passkeyList(page, events)
      else await expect(passkeysCard(page).getByRole('status', { name: 'Loading your passkeys' })).toBeVisible()
    },
    failed: async (page) => {
      await expect(passkeysCard(page).getByRole('alert')).toContainText("We couldn't load your passkeys.")
      await expect(passkeysCard(page).getByRole('alert')).toContainText("We couldn't reach Ring Mobile.")
    },
    ready: async (page, { event, events }) => {
      await passkeyList(page, events)
      await expect(renameDialog(page)).toHaveCount(0)
      await expect(removeDialog(page)).toHaveCount(0)
      await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0)
      const said: Record<string, string> = {
        'xstate.done.actor.registerPasskey': 'Your passkey is added.',
        'xstate.done.actor.removePasskey': 'The passkey is removed.',
        'xstate.error.actor.registerPasskey': 'The passkey prompt was closed or timed out. Nothing changed.',
        'xstate.error.actor.removePasskey': String(event?.error?.message),
      }
      // A walk can add a passkey twice while the first message is still up: one of them showing is enough.
      if (event && said[event.type]) await expect(page.getByText(said[event.type]).first()).toBeVisible()
    },
    confirmingAddition: async (page, { events }) => {
      // The session's proof is being checked before the browser is asked: nothing is asked yet, nothing added.
      await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0)
      await passkeyList(page, events)
    },
    adding: async (page) => {
      await expect(passkeysCard(page).getByRole('button', { name: 'Add a passkey' })).toHaveAttribute('aria-busy', 'true')
    },
    renaming: async (page, { events }) => {
      const { value, error } = nameField(events)
      await expect(renameDialog(page).getByLabel('Name')).toHaveValue(value)
      if (error) await expect(renameDialog(page).getByText(error)).toBeVisible()
      await expect(renameDialog(page).getByRole('button', { name: 'Save' })).toBeEnabled()
    },
    savingName: async (page) => {
      await expect(renameDialog(page).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true')
    },
    confirmingRemoval: async (page, { events }) => {
      await expect(removeDialog(page)).toContainText(`"${chosenName(events)}" will no longer sign you in.`)
      await expect(removeDialog(page).getByRole('button', { name: 'Remove passkey' })).toBeEnabled()
    },
    confirmingIdentity: async (page, { events }) => {
      // The session's proof is being checked: nothing is asked yet, and nothing was removed.
      await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0)
      await expect(firstRow(page)).toContainText(chosenName(events))
    },
    removing: async (page) => {
      await expect(removeDialog(page).getByRole('button', { name: 'Remove passkey' })).toHaveAttribute('aria-busy', 'true')
    },
  },
})
