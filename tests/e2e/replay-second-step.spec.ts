/**
 * The covering scenarios of two-step sign-in's second step (/login-second-step), replayed in Chromium
 * (tests/e2e/replay.ts): the code (or a recovery code) after a right password, each check answered at the network
 * as the scenario chose. With a ticket, the scenario starts where a customer does: a right password on
 * /login-with-password, answered with the second step's ticket, which the tab keeps (sessionStorage) for
 * /login-second-step. Without one, the page is opened directly. The ticket's 5 minutes run out with the page open
 * when the page clock is moved past them.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import { TWO_STEP_MESSAGES } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { secondStepSignInSamples } from '../machines/two-step.samples'
import { answerAsNewAccount } from './empty-account'
import { answerJson } from '../support/provider'
import { field, replay, type Event } from './replay'

/** How long a second step's ticket lasts (server/security/two-step.ts). */
const TICKET_LIFETIME_MS = 5 * 60_000

const form = (page: Page) => page.getByRole('form', { name: 'Two-step sign-in' })
const codeField = (page: Page) => form(page).getByLabel('Code from your authenticator app')
const verify = (page: Page) => form(page).getByRole('button', { name: 'Verify' })

/** What is in the field: typed, kept after a refusal. */
const typed = (events: Event[]) => String(events.findLast((event) => event.type === 'code.change')?.value ?? '')

/** The refusal under the field after the scenario's last step: an empty submit, or the server's word. */
function refusal(events: Event[]): string | null {
  let said: string | null = null
  for (const event of events) {
    if (event.type === 'code.change') said = null
    if (event.type === 'code.submit' && !typed(events.slice(0, events.indexOf(event) + 1)).trim()) said = TWO_STEP_MESSAGES.codeFormat
    if (event.type === 'xstate.error.actor.verifySecondStep') said = String(event.error?.message)
  }
  return said
}

replay('secondStepSignIn', {
  samples: secondStepSignInSamples as unknown as MachineSamples<AnyStateMachine>,
  url: (input) => (input?.ticket ? '/login-with-password?email=dana%40example.com' : '/login-second-step'),
  // The ticket's 5 minutes, counted from before the sign-in answered: the page's own countdown is over by then.
  delays: { ticketLifetime: TICKET_LIFETIME_MS },
  setup: async ({ provider, input }) => {
    if (input?.ticket)
      provider.use(
        answerJson('*/app/auth/login', {
          secondStep: 'totp',
          ticket: String(input.ticket),
          expiresAt: new Date(Date.now() + TICKET_LIFETIME_MS).toISOString(),
        }),
      )
    answerAsNewAccount(provider)
  },
  open: async (page, input) => {
    if (!input?.ticket) return
    await field(page, 'password').fill('Demo#2026')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/login-second-step$/)
  },
  calls: { verifySecondStep: '/app/auth/second-step' },
  act: {
    'code.change': (page, event) => codeField(page).fill(String(event.value)),
    'code.submit': (page) => verify(page).click(),
  },
  see: {
    enteringCode: async (page, { events }) => {
      await expect(codeField(page)).toHaveValue(typed(events))
      await expect(codeField(page)).toBeEditable()
      const said = refusal(events)
      if (said) await expect(form(page).getByText(said)).toBeVisible()
      else await expect(form(page).getByText('Lost your phone? Type one of your recovery codes instead (like abcde-23456).')).toBeVisible()
      await expect(verify(page)).toBeEnabled()
    },
    verifying: async (page, { events }) => {
      await expect(verify(page)).toHaveAttribute('aria-busy', 'true')
      await expect(codeField(page)).toHaveValue(typed(events))
    },
    ticketExpired: async (page) => {
      await expect(page.getByText('Please sign in again', { exact: true })).toBeVisible()
      await expect(page.getByText('This sign-in took too long, or had too many wrong codes.', { exact: false })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', /^\/login/)
      await expect(form(page)).toHaveCount(0)
      // Forgotten by the tab, so a reload asks to sign in again too.
      expect(await page.evaluate(() => sessionStorage.getItem('secondStep'))).toBeNull()
    },
    signedIn: async (page) => {
      await expect(page).toHaveURL(/\/dashboard$/)
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
    },
  },
})
