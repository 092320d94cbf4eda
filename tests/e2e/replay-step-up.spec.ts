/**
 * The covering scenarios of "Confirm it's you" (the step-up flow), replayed in Chromium (tests/e2e/replay.ts) where a
 * customer meets it: turning a line's SIM change lock off (/dashboard/lines/line-1). The proof check, the password
 * or code and the passkey's answer are answered at the network as the scenario chose; a passkey is really asked of
 * the browser's virtual authenticator (tests/e2e/webauthn.ts), which refuses or accepts the prompt. Proven, the lock
 * goes off; not proven, it stays on.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { ProofState } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { LOCKED } from '../machines/number-lock.samples'
import { stepUpSamples } from '../machines/step-up.samples'
import { answerJson } from '../support/provider'
import { linePageAnswered } from './line-page-answers'
import { replay, settled, type Event } from './replay'
import { openAtLocalhost, promptAnswers, requestOptions, virtualAuthenticator } from './webauthn'

type Method = 'password' | 'code' | 'passkey'
const OTHER_LABEL: Record<Method, string> = {
  password: 'Use my password instead',
  code: 'Use a code from my authenticator app',
  passkey: 'Use a passkey',
}
const NOTHING_TYPED: Record<Method, string> = { password: 'Enter your password', code: 'Enter the 6-digit code from your app', passkey: '' }

const dialog = (page: Page) => page.getByRole('dialog', { name: "Confirm it's you" })
const simSwitch = (page: Page) => page.getByRole('region', { name: 'Number lock' }).getByRole('switch', { name: 'SIM change lock' })
const secretField = (page: Page) => dialog(page).locator('input[name="secret"]')

/** The dialog as the scenario left it: the ways offered, the way chosen, what is typed, the refusal under it. */
function asked(events: Event[]) {
  let methods = { totp: false, passkey: false }
  let method: Method = 'password'
  let secret = ''
  let error: string | null = null
  for (const event of events) {
    if (event.type === 'xstate.done.actor.checkProof') methods = (event.output as ProofState).methods
    if (event.type === 'method.choose') [method, secret, error] = [(event as { method?: Method }).method!, '', null]
    if (event.type === 'secret.change') [secret, error] = [String(event.value), null]
    if (event.type === 'stepUp.submit' && method !== 'passkey' && !secret.trim()) error = NOTHING_TYPED[method]
    if (event.type === 'xstate.error.actor.proveIdentity' || event.type === 'xstate.error.actor.proveWithPasskey')
      error = String((event.error?.errors as { message: string }[] | undefined)?.[0]?.message ?? event.error?.message)
  }
  const offered: Method[] = ['password', ...(methods.totp ? (['code'] as const) : []), ...(methods.passkey ? (['passkey'] as const) : [])]
  return { method, secret, error, others: offered.filter((other) => other !== method) }
}

replay('stepUp', {
  samples: stepUpSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/',
  setup: async (start) => {
    await virtualAuthenticator(start.page, { passkey: true })
    await linePageAnswered(start)
    // Proven, the lock the customer turned off is saved.
    start.provider.use(answerJson('*/app/lines/line-1/locks', { ...LOCKED, simChangeLocked: false }))
  },
  open: async (page) => {
    await openAtLocalhost(page, '/dashboard/lines/line-1')
    await simSwitch(page).click()
  },
  calls: {
    checkProof: '/app/security/step-up',
    proveIdentity: '/app/security/step-up',
    proveWithPasskey: [
      { url: '/app/security/passkeys/step-up-options', body: () => requestOptions(), onError: 'pass', before: promptAnswers },
      { url: '/app/security/passkeys/step-up', onError: 'unsent' },
    ],
  },
  act: {
    'secret.change': (page, event) => secretField(page).fill(String(event.value)),
    'method.choose': (page, event) =>
      dialog(page)
        .getByRole('button', { name: OTHER_LABEL[(event as { method?: Method }).method!] })
        .click(),
    'stepUp.submit': async (page) => {
      const passkey = await dialog(page).getByRole('button', { name: 'Use my passkey' }).isVisible()
      await dialog(page)
        .getByRole('button', { name: passkey ? 'Use my passkey' : 'Confirm' })
        .click()
    },
    'stepUp.cancel': async (page) => {
      await dialog(page).getByRole('button', { name: 'Cancel' }).click()
      await settled(page)
    },
  },
  see: {
    checking: async (page) => {
      // The session's proof is being checked: nothing is asked yet.
      await expect(dialog(page)).toHaveCount(0)
      await expect(simSwitch(page)).toHaveAttribute('aria-checked', 'true')
    },
    asking: async (page, { events }) => {
      const { method, secret, error, others } = asked(events)
      await expect(dialog(page)).toContainText("This change protects your account. We won't ask again for 10 minutes.")
      if (method === 'passkey') {
        await expect(dialog(page)).toContainText('Your browser will ask for your passkey')
        await expect(dialog(page).getByRole('button', { name: 'Use my passkey' })).toBeEnabled()
      } else {
        await expect(
          dialog(page).getByLabel(method === 'password' ? 'Password' : 'Code from your authenticator app', { exact: true }),
        ).toHaveValue(secret)
        await expect(dialog(page).getByRole('button', { name: 'Confirm' })).toBeEnabled()
      }
      if (error) await expect(dialog(page).getByText(error)).toBeVisible()
      for (const other of ['password', 'code', 'passkey'] as const)
        await expect(dialog(page).getByRole('button', { name: OTHER_LABEL[other] })).toHaveCount(others.includes(other) ? 1 : 0)
    },
    verifying: async (page) => {
      await expect(dialog(page).getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true')
    },
    usingPasskey: async (page) => {
      await expect(dialog(page).getByRole('button', { name: 'Use my passkey' })).toHaveAttribute('aria-busy', 'true')
    },
    proven: async (page) => {
      await expect(dialog(page)).toHaveCount(0)
      await expect(simSwitch(page)).toHaveAttribute('aria-checked', 'false')
      await expect(page.getByText('Your number lock is saved.')).toBeVisible()
    },
    cancelled: async (page) => {
      await expect(dialog(page)).toHaveCount(0)
      await expect(simSwitch(page)).toHaveAttribute('aria-checked', 'true')
      await expect(page.getByText('Your number lock is saved.')).toHaveCount(0)
    },
  },
})
