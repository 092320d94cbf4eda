/**
 * The covering scenarios of the sign-in code page (/otp-login), replayed in Chromium (tests/e2e/replay.ts): the
 * six boxes, the check that starts with the sixth digit, the resend countdown and the server's refusals, each
 * answered at the network. The customer is not signed in (the page sends a signed-in customer away); the email
 * the code went to is where the previous step keeps it (sessionStorage), or absent.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import { OTP_MESSAGES } from '@machines/otp-sign-in.machine'
import type { MachineSamples } from '../support/machine-graph'
import { otpSignInSamples } from '../machines/otp-sign-in.samples'
import { beforeAppStarts, replay, enterCode, type Event } from './replay'
import { answerAsNewAccount } from './empty-account'

const boxes = (page: Page) => page.getByRole('textbox', { name: /^Digit \d of 6$/ })
const resendButton = (page: Page) => page.getByRole('button', { name: /^Resend code/ })
const checking = (page: Page) => page.getByRole('status').filter({ hasText: 'Checking your code…' })
/** A refusal is an alert; the notice that a new code went out is a (polite) status. */
const message = (page: Page, text: string) =>
  expect(
    page
      .getByRole(text === OTP_MESSAGES.resent ? 'status' : 'alert')
      .filter({ hasText: text })
      .first(),
  ).toBeVisible()

/** The code in the boxes: what was typed, emptied by a refusal or a new code. */
function codeShown(events: Event[], input: Record<string, unknown> | undefined) {
  let code = String(input?.code ?? '')
  for (const event of events) {
    if (event.type === 'code.change') code = String(event.value)
    if (event.type === 'xstate.error.actor.verifyCode' || event.type === 'xstate.done.actor.sendCode') code = ''
  }
  return code
}

/** What the hint under the boxes says after the scenario's last refusal or notice (the machine's words, SPEC §3). */
function lastWord(events: Event[]): string | null {
  let said: string | null = null
  for (const event of events) {
    if (event.type === 'code.change') said = null
    if (event.type === 'xstate.done.actor.sendCode') said = OTP_MESSAGES.resent
    if (event.type === 'xstate.error.actor.sendCode') said = String(event.error?.message)
    if (event.type === 'xstate.error.actor.verifyCode') {
      const code = event.error?.code
      said =
        code === 'code_invalid'
          ? OTP_MESSAGES.wrong
          : code === 'code_expired'
            ? OTP_MESSAGES.expired
            : code === 'code_locked'
              ? OTP_MESSAGES.locked
              : String(event.error?.message)
    }
  }
  return said
}

async function codeBoxes(page: Page, code: string, { enabled }: { enabled: boolean }) {
  await expect(page.getByText('We sent a 6-digit code to dana@example.com. It expires in 10 minutes.')).toBeVisible()
  await expect(boxes(page)).toHaveCount(6)
  for (const [index, box] of (await boxes(page).all()).entries()) {
    await expect(box).toHaveValue(code[index] ?? '')
    if (enabled) await expect(box).toBeEnabled()
    else await expect(box).toBeDisabled()
  }
}

type Resend = 'coolingDown' | 'available' | 'sending'
async function resend(page: Page, state: Resend) {
  if (state === 'coolingDown') {
    await expect(resendButton(page)).toBeDisabled()
    await expect(resendButton(page)).toHaveText(/^Resend code in \d+ s$/)
  }
  if (state === 'available') {
    await expect(resendButton(page)).toBeEnabled()
    await expect(resendButton(page)).toHaveText('Resend code')
  }
  if (state === 'sending') await expect(resendButton(page)).toHaveAttribute('aria-busy', 'true')
}

/** Whether the page clock has been moved past the resend countdown (the end of a 2-minute wait) since the last code went out. */
function clockPastCountdown(events: Event[]) {
  let past = false
  for (const event of events) {
    if (event.type.startsWith('xstate.after.retryDelay.')) past = true
    if (event.type === 'xstate.done.actor.sendCode') past = false
  }
  return past
}

const key = (entry: string, state: Resend) => JSON.stringify({ waitingForCode: { entry, resend: state } })

/** A state of the code page: the boxes, the hint and the resend button. */
function codePage(entry: 'typing' | 'verifying' | 'expired' | 'locked' | 'rateLimited', state: Resend) {
  return async (page: Page, { events, input }: { events: Event[]; input: Record<string, unknown> | undefined }) => {
    await codeBoxes(page, codeShown(events, input), { enabled: entry === 'typing' })
    if (entry === 'verifying') await expect(checking(page)).toBeVisible()
    else {
      await expect(checking(page)).toHaveCount(0)
      const said = lastWord(events)
      if (said) await message(page, said)
      else await expect(page.getByText("Can't find it? Check your spam folder; the email can take a minute to arrive.")).toBeVisible()
    }
    if (entry === 'expired' || entry === 'locked')
      await expect(page.getByText('Send a new code to the same address:', { exact: true })).toBeVisible()
    // The harness moves the clock on by 125 s for the end of the 2-minute wait, past the 30-second countdown too:
    // from that step until a new code is sent, the page rightly offers "Resend code" already.
    if (state === 'coolingDown' && clockPastCountdown(events)) return
    await resend(page, state)
  }
}

replay('otpSignIn', {
  samples: otpSignInSamples as unknown as MachineSamples<AnyStateMachine>,
  url: (input) => (input?.code ? `/otp-login?code=${String(input.code)}` : '/otp-login'),
  // The samples count time from 0 (the path tests' clock): "code just sent" was sent at 0, and the emailed link's
  // page, which cannot know when the code was sent, counts its 30 seconds from 0 too (machines/otp-sign-in). The
  // page clock starts there, so the countdown the samples expect is the one the page shows.
  time: '1970-01-01T00:00:00.000Z',
  setup: async ({ page, provider, input }) => {
    // How the page learns when the code went out: /login-without-password leaves it in the history entry.
    if (input?.sentAt !== undefined) {
      await beforeAppStarts(page, (sentAt) => history.replaceState({ ...history.state, codeSentAt: sentAt }, ''), Number(input.sentAt))
    }
    if (input?.email) await beforeAppStarts(page, (email) => sessionStorage.setItem('email', email), String(input.email))
    answerAsNewAccount(provider)
  },
  calls: { verifyCode: '/app/auth/otp/verify', sendCode: '/app/auth/otp/send' },
  act: {
    'code.change': (page, event) => enterCode(boxes(page), String(event.value)),
    'code.resend': (page) => resendButton(page).click(),
  },
  see: {
    missingEmail: async (page) => {
      await expect(page.getByText("We don't know where to send a code", { exact: true })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Email me a sign-in code' })).toHaveAttribute(
        'href',
        '/login-without-password',
      )
      await expect(boxes(page)).toHaveCount(0)
    },
    signedIn: async (page) => {
      await expect(page).toHaveURL(/\/dashboard$/)
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
    },
    // Every pairing of the code entry and the resend button a scenario can reach (a walk reaches more of them than
    // single edges did: typing again once "Resend code" is offered).
    ...Object.fromEntries(
      (['typing', 'verifying', 'expired', 'locked', 'rateLimited'] as const).flatMap((entry) =>
        (['coolingDown', 'available', 'sending'] as const).map((state) => [key(entry, state), codePage(entry, state)]),
      ),
    ),
  },
})
