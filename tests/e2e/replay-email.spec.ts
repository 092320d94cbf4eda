/**
 * The covering scenarios of the Edit Email dialog, replayed in Chromium (tests/e2e/replay.ts): step one (the new
 * email and the current password), step two (the 5-digit code, the resend countdown). Every scenario starts from
 * the shared signed-in state on /dashboard/profile; the calls are answered at the network with the scenario's
 * result, and the 30-second countdown is moved on by the page clock.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import { emailSchema } from '@contract/rules'
import type { MachineSamples } from '../support/machine-graph'
import { CODE_SENT, editEmailSamples, NEW_EMAIL, profile } from '../machines/account.samples'
import { answerJson } from '../support/provider'
import { replay, enterCode, settled, signedIn, type Event } from './replay'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Email' })
const field = (page: Page, name: string) => dialog(page).locator(`input[name="${name}"]`)
const sendButton = (page: Page) => dialog(page).getByRole('button', { name: 'Send me the code' })
const verifyButton = (page: Page) => dialog(page).getByRole('button', { name: 'Verify & Save Email Change' })
const resendButton = (page: Page) => dialog(page).getByRole('button', { name: /^Resend code/ })
const digits = (page: Page) => dialog(page).getByRole('textbox', { name: /^Digit \d of 5$/ })

/** What the step-one fields hold: blank on opening, then what was typed; back from the code the password is asked again. */
function typed(events: Event[]) {
  const values = { email: '', currentPassword: '' }
  for (const event of events) {
    if (event.type === 'dialog.open') Object.assign(values, { email: '', currentPassword: '' })
    if (event.type === 'field.change') values[event.field as 'email' | 'currentPassword'] = String(event.value)
    if (event.type === 'code.cancel') values.currentPassword = ''
  }
  return values
}

/** The code in the boxes: what was typed, emptied by a refused code or a new one sent. */
function codeTyped(events: Event[]) {
  let code = ''
  for (const event of events) {
    if (event.type === 'code.change') code = String(event.value)
    if (
      event.type === 'xstate.error.actor.verifyCode' ||
      event.type === 'xstate.done.actor.resendCode' ||
      event.type === 'xstate.done.actor.requestCode'
    )
      code = ''
  }
  return code
}

const toast = (page: Page, message: string) => expect(page.getByText(message, { exact: true }).first()).toBeVisible()

async function codeStep(page: Page, events: Event[], resend: 'coolingDown' | 'available' | 'sending') {
  await expect(dialog(page)).toContainText(`We sent a 5-digit code to ${NEW_EMAIL}. It expires in 10 minutes.`)
  const code = codeTyped(events)
  for (const [index, box] of (await digits(page).all()).entries()) await expect(box).toHaveValue(code[index] ?? '')
  if (resend === 'coolingDown') {
    await expect(resendButton(page)).toBeDisabled()
    await expect(resendButton(page)).toHaveText(/^Resend code in \d+ s$/)
  }
  if (resend === 'available') {
    await expect(resendButton(page)).toHaveText('Resend code')
  }
  if (resend === 'sending') await expect(resendButton(page)).toHaveAttribute('aria-busy', 'true')
  const last = events.at(-1)
  if (last?.type === 'xstate.done.actor.requestCode') await toast(page, CODE_SENT)
  if (last?.type === 'xstate.done.actor.resendCode') await toast(page, 'Code Re-sent! Please enter the new code')
  if (last?.type === 'xstate.error.actor.verifyCode') {
    await expect(dialog(page).getByRole('alert')).toHaveText(String(last.error?.message))
  }
  if (last?.type === 'xstate.error.actor.resendCode') await toast(page, String(last.error?.message))
}

const typing =
  (resend: 'coolingDown' | 'available' | 'sending') =>
  async (page: Page, { events }: { events: Event[] }) => {
    await codeStep(page, events, resend)
    const code = codeTyped(events)
    if (code.length === 5 && resend !== 'sending') await expect(verifyButton(page)).toBeEnabled()
    else if (code.length !== 5) await expect(verifyButton(page)).toBeDisabled()
  }
const verifying =
  (resend: 'coolingDown' | 'available' | 'sending') =>
  async (page: Page, { events }: { events: Event[] }) => {
    await codeStep(page, events, resend)
    await expect(verifyButton(page)).toHaveAttribute('aria-busy', 'true')
  }
const key = (entry: string, resend: string) => JSON.stringify({ awaitingCode: { entry, resend } })

replay('editEmail', {
  samples: editEmailSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/dashboard/profile',
  setup: async ({ page, provider }) => {
    await signedIn(page)
    provider.use(answerJson('*/app/users/view', { id: 'cus_scenario', countryCode: '+1', chat: null, ...profile }))
  },
  calls: { requestCode: '/app/users/edit', verifyCode: '/app/users/validate-otp-update-email', resendCode: '/app/users/resend/otp' },
  act: {
    'dialog.open': (page) => page.getByRole('main').getByRole('button', { name: 'Edit email' }).click(),
    // The close icon: it closes from either step (Cancel on the code step goes back to the email instead).
    'dialog.close': async (page) => {
      await settled(page)
      await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
    },
    'field.change': (page, event) => field(page, String(event.field)).fill(String(event.value)),
    'email.submit': (page) => sendButton(page).click(),
    'code.change': (page, event) => enterCode(digits(page), String(event.value)),
    'code.submit': (page) => verifyButton(page).click(),
    'code.resend': (page) => resendButton(page).click(),
    'code.cancel': (page) => dialog(page).getByRole('button', { name: 'Cancel' }).click(),
  },
  notOnPage: {
    // 'Verify & Save Email Change' waits for 5 digits: a shorter code cannot be sent from the page.
    [key('typing', 'coolingDown')]: {
      'code.submit': async (page, _event, events) => {
        if (codeTyped(events).length === 5) return false
        await expect(verifyButton(page)).toBeDisabled()
      },
    },
  },
  see: {
    closed: async (page, { event }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('button', { name: 'Edit email' })).toBeEnabled()
      if (event?.type === 'xstate.done.actor.verifyCode') await toast(page, 'Your email has been updated')
    },
    enteringEmail: async (page, { event, events }) => {
      const values = typed(events)
      await expect(field(page, 'email')).toHaveValue(values.email)
      await expect(field(page, 'currentPassword')).toHaveValue(values.currentPassword)
      await expect(sendButton(page)).toBeEnabled()
      if (event?.type === 'email.submit') {
        // Refused on the page: each empty field says it is required; an address typed wrong is marked invalid.
        if (!values.email) await expect(dialog(page).getByText('Email is required', { exact: true })).toBeVisible()
        else if (!emailSchema.safeParse(values.email).success) await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true')
        if (!values.currentPassword) await expect(dialog(page).getByText('Current password is required', { exact: true })).toBeVisible()
      }
      if (event?.type === 'xstate.error.actor.requestCode') {
        await toast(page, String(event.error?.message))
        await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true')
      }
    },
    sendingCode: async (page, { events }) => {
      await expect(sendButton(page)).toHaveAttribute('aria-busy', 'true')
      const values = typed(events)
      await expect(field(page, 'email')).toHaveValue(values.email)
      await expect(field(page, 'currentPassword')).toHaveValue(values.currentPassword)
    },
    [key('typing', 'coolingDown')]: typing('coolingDown'),
    [key('typing', 'available')]: typing('available'),
    [key('typing', 'sending')]: typing('sending'),
    [key('verifying', 'coolingDown')]: verifying('coolingDown'),
    [key('verifying', 'available')]: verifying('available'),
    [key('verifying', 'sending')]: verifying('sending'),
  },
})
