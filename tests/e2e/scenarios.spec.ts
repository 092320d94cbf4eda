/**
 * The testers' scenarios of the sign-in machines, replayed in Chromium against `npm start`'s server.
 *
 * Each scenario is a path @xstate/graph generated from the machine (the same paths as the path tests and
 * docs/scenarios). A browser step costs a second, so the replay walks the covering subset (`coveringPaths`): the
 * fewest generated scenarios that together still enter every state and take every transition. Every step is driven through the page: typing and clicking for the customer's events; for an
 * invoked call's result, the call the page really sent is answered at the network with the result the scenario
 * chose (the server cannot be asked to, say, rate-limit on cue); for a delay, the page's clock is moved on. After
 * every step the page is checked for what the customer should see in that state.
 */
import { expect, type Page } from '@playwright/test'
import { allSamples } from '../machines/samples'
import { NO_ADDRESS } from '../support/customer'
import { answerJson, HttpResponse } from '../support/provider'
import { answerAsNewAccount } from './empty-account'
import { alert, beforeAppStarts, fakeToken, field, PROFILE, replay, toValue, type Event, type StepCheck } from './replay'

const EMAIL_MESSAGE = /Please enter a valid email address|Email is required/

replay('loginEmail', {
  samples: allSamples.loginEmail,
  url: () => '/login',
  calls: {},
  act: {
    'field.change': (page, event) => field(page, String(event.field)).fill(String(event.value)),
    'email.withPassword': (page) => page.getByRole('button', { name: 'Continue with password' }).click(),
    'email.withCode': (page) => page.getByRole('button', { name: 'Email me a sign-in code' }).click(),
  },
  see: {
    enteringEmail: async (page, { event }) => {
      await expect(page).toHaveURL(/\/login$/)
      if (event?.type.startsWith('email.')) await expect(page.getByText(EMAIL_MESSAGE)).toBeVisible()
      if (event?.type === 'field.change') await expect(page.getByText(EMAIL_MESSAGE)).toHaveCount(0)
    },
    continuingWithPassword: async (page) => {
      await expect(page).toHaveURL(/\/login-with-password$/)
      await expect(field(page, 'email')).toHaveValue('dana@example.com')
    },
    continuingWithCode: async (page) => {
      await expect(page).toHaveURL(/\/login-without-password$/)
      await expect(field(page, 'email')).toHaveValue('dana@example.com')
    },
  },
})

const submit = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click()

replay('passwordSignIn', {
  samples: allSamples.passwordSignIn,
  url: () => '/login-with-password?email=dana%40example.com',
  // Signed in, the page lands on the dashboard, whose calls carry the replay's token.
  setup: async ({ provider }) => answerAsNewAccount(provider),
  calls: { signIn: '/app/auth/login' },
  act: {
    'field.change': (page, event) => field(page, String(event.field)).fill(String(event.value)),
    'form.submit': submit('Sign in'),
  },
  see: {
    editing: async (page, { event }) => {
      await expect(page).toHaveURL(/\/login-with-password/)
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
      if (event?.type === 'form.submit') await expect(page.getByText(/Invalid password format|Password is required/)).toBeVisible()
      if (event?.type === 'xstate.error.actor.signIn') {
        await expect(alert(page).first()).toContainText(String(event.error?.message ?? ''))
      }
    },
    signingIn: async (page) => {
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled()
    },
    rateLimited: async (page) => {
      await expect(alert(page).first()).toContainText('Too many attempts. Please try again in 2 minutes.')
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled()
    },
    signedIn: async (page) => {
      await expect(page).toHaveURL(/\/dashboard/)
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
    },
  },
})

replay('codeRequest', {
  samples: allSamples.codeRequest,
  url: (input) => (input?.email ? `/login-without-password?email=${encodeURIComponent(String(input.email))}` : '/login-without-password'),
  calls: { sendCode: '/app/auth/otp/send' },
  act: {
    'field.change': (page, event) => field(page, String(event.field)).fill(String(event.value)),
    'form.submit': submit('Email me a sign-in code'),
  },
  see: {
    editing: async (page, { event }) => {
      await expect(page).toHaveURL(/\/login-without-password/)
      if (event?.type === 'form.submit') await expect(page.getByText(EMAIL_MESSAGE)).toBeVisible()
      if (event?.type === 'xstate.error.actor.sendCode') await expect(alert(page).first()).toContainText(String(event.error?.message))
    },
    sending: async (page) => {
      await expect(page.getByRole('button', { name: 'Email me a sign-in code', exact: true })).toBeDisabled()
    },
    rateLimited: async (page) => {
      await expect(alert(page).first()).toContainText('Too many attempts. Please try again in 2 minutes.')
    },
    sent: async (page) => {
      await expect(page).toHaveURL(/\/otp-login$/)
      await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible()
    },
  },
})

const fill = (page: Page, event: Event) => field(page, String(event.field)).fill(String(event.value))

replay('register', {
  samples: allSamples.register,
  url: () => '/register',
  // Signed in, the page lands on the dashboard, whose calls carry the replay's token.
  setup: async ({ provider }) => answerAsNewAccount(provider),
  calls: { register: '/app/auth/register' },
  act: {
    'field.change': async (page, event) => {
      if (event.field === 'acceptTerms') await field(page, 'acceptTerms').setChecked(Boolean(event.value))
      else await fill(page, event)
    },
    'form.submit': submit('Create account'),
  },
  see: {
    editing: async (page, { event }) => {
      await expect(page).toHaveURL(/\/register/)
      await expect(field(page, 'countryCode')).toHaveValue('+44')
      if (event?.type === 'form.submit')
        await expect(page.getByText(/is required|Passwords do not match|Please accept/).first()).toBeVisible()
      if (event?.type === 'xstate.error.actor.register' && event.error?.errors) {
        await expect(page.getByText('An account with this email already exists')).toBeVisible()
      }
    },
    submitting: async (page) => {
      await expect(page.getByRole('button', { name: 'Create account', exact: true })).toBeDisabled()
    },
    rateLimited: async (page) => {
      await expect(alert(page).first()).toContainText('Too many attempts. Please try again in 2 minutes.')
    },
    registered: async (page) => {
      await expect(page).toHaveURL(/\/dashboard/)
    },
  },
})

replay('forgotPassword', {
  samples: allSamples.forgotPassword,
  url: () => '/forgot-password',
  calls: { requestReset: '/app/auth/forgot-password' },
  act: {
    'field.change': fill,
    'form.submit': submit('Send reset link'),
    'form.again': (page) => page.getByRole('button', { name: 'Use a different email' }).click(),
  },
  see: {
    editing: async (page, { event }) => {
      await expect(page.getByRole('button', { name: 'Send reset link', exact: true })).toBeEnabled()
      if (event?.type === 'form.submit') await expect(page.getByText(EMAIL_MESSAGE)).toBeVisible()
      if (event?.type === 'xstate.error.actor.requestReset') await expect(alert(page).first()).toContainText(String(event.error?.message))
    },
    sending: async (page) => {
      await expect(page.getByRole('button', { name: 'Send reset link', exact: true })).toBeDisabled()
    },
    rateLimited: async (page) => {
      await expect(alert(page).first()).toContainText('Too many attempts. Please try again in 2 minutes.')
    },
    sent: async (page) => {
      await expect(page.getByText('Reset link on its way')).toBeVisible()
      await expect(page.getByText(/If an account exists for dana@example\.com, we've sent a link/)).toBeVisible()
    },
  },
})

replay('resetPassword', {
  samples: allSamples.resetPassword,
  url: (input) => (input?.token ? `/reset-password?token=${String(input.token)}` : '/reset-password'),
  calls: { resetPassword: '/app/auth/reset-password' },
  act: {
    'field.change': fill,
    'form.submit': submit('Save new password'),
  },
  see: {
    missingLink: async (page) => {
      await expect(page.getByText('Open the link from your email')).toBeVisible()
    },
    editing: async (page, { event }) => {
      await expect(field(page, 'newPassword')).toBeVisible()
      if (event?.type === 'form.submit')
        await expect(
          page.getByText(/Passwords do not match|is required|Invalid password format|Please confirm your password/).first(),
        ).toBeVisible()
      if (event?.type === 'xstate.error.actor.resetPassword' && event.error?.errors) {
        await expect(page.getByText('This password is too common')).toBeVisible()
      }
    },
    submitting: async (page) => {
      await expect(page.getByRole('button', { name: 'Save new password', exact: true })).toBeDisabled()
    },
    rateLimited: async (page) => {
      await expect(alert(page).first()).toContainText('Too many attempts. Please try again in 2 minutes.')
    },
    linkInvalid: async (page) => {
      await expect(page.getByText('This link no longer works')).toBeVisible()
    },
    done: async (page) => {
      await expect(page.getByText('Your password has been changed')).toBeVisible()
    },
  },
})

replay('crmSignIn', {
  samples: allSamples.crmSignIn,
  url: (input) => (input?.token ? `/crm-login?token=${String(input.token)}` : '/crm-login'),
  // Signed in, the page lands on the dashboard, whose calls carry the replay's token.
  setup: async ({ provider }) => answerAsNewAccount(provider),
  calls: { signIn: '/app/auth/crm-login' },
  act: {},
  see: {
    missingLink: async (page) => {
      await expect(page.getByText('Open this page from a sign-in link')).toBeVisible()
    },
    signingIn: async (page) => {
      await expect(page.getByText("Opening the customer's account…")).toBeVisible()
    },
    failed: async (page) => {
      await expect(page.getByText('This sign-in link did not work')).toBeVisible()
      await expect(page.getByText('This assisted sign-in link has expired or was already used')).toBeVisible()
    },
    signedIn: async (page) => {
      await expect(page).toHaveURL(/\/dashboard/)
    },
  },
})

/** The checkout's fields by name: one step is on screen at a time, so each name is unique on the page. */
const checkoutField = (page: Page, name: string) => page.getByRole('main').locator(`input[name="${name}"]`)
const busyButton = (page: Page) => page.getByRole('main').locator('button[aria-busy="true"]')

replay('checkout', {
  samples: allSamples.checkout,
  url: () => '/cart/checkout',
  setup: async ({ page, provider }) => {
    // A signed-in customer with Unlimited in the cart, and no address on file (the scenario types it or not).
    await beforeAppStarts(
      page,
      (token) => {
        localStorage.setItem('token', token)
        localStorage.setItem('cart', JSON.stringify({ id: 'plan-unlimited', retailName: 'Unlimited', retailPrice: 40 }))
      },
      fakeToken(),
    )
    provider.use(answerJson('*/app/users/view', { ...PROFILE, ...NO_ADDRESS }))
  },
  calls: {
    checkPortEligibility: '/app/users/portin/check',
    checkDevice: '/app/devices/compatibility',
    prepareReview: [
      { url: '/app/checkout/quote', body: (event) => HttpResponse.json((event.output as { quote: never }).quote) },
      { url: '/app/payments/cards', body: (event) => HttpResponse.json({ cards: (event.output as { cards: never }).cards }) },
    ],
    getQuote: '/app/checkout/quote',
    placeOrder: '/app/checkout',
  },
  act: {
    'number.mode': (page, event) =>
      page
        .getByRole('radio', { name: (event as { mode?: string }).mode === 'new' ? /New number/ : /Keep my number/ })
        .check({ force: true }),
    'field.change': (page, event) => checkoutField(page, String(event.field)).fill(String(event.value)),
    'sim.choose': (page, event) =>
      page.getByRole('radio', { name: (event as { simType?: string }).simType === 'esim' ? /^eSIM/ : /^SIM card/ }).check({ force: true }),
    'sim.ownSim': (page, event) =>
      page.getByRole('checkbox', { name: /I already have a Ring Mobile SIM card/ }).setChecked(Boolean(event.value), { force: true }),
    'shipping.prefill': async (page) => {
      // What the profile's address would fill: only the empty fields.
      for (const [name, value] of [
        ['addressOne', '221 N Lake Shore Dr'],
        ['city', 'Chicago'],
        ['zipCode', '60601'],
      ]) {
        const input = checkoutField(page, name)
        if (!(await input.inputValue())) await input.fill(value)
      }
      await page.getByRole('main').getByRole('combobox', { name: 'State' }).click()
      await page.getByRole('option', { name: 'Illinois' }).click()
    },
    'promo.apply': (page) => page.getByRole('main').getByRole('button', { name: 'Apply', exact: true }).click(),
    'promo.remove': (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: /^Remove promo/ })
        .click(),
    'card.keep': (page) => page.getByRole('checkbox', { name: 'Save this card for automatic renewals' }).click(),
    'card.select': (page, event) =>
      page
        .getByRole('radio', {
          name: (event as { cardId?: string | null }).cardId ? /Mastercard •••• 4444|mastercard •••• 4444/i : /A new card/,
        })
        .check({ force: true }),
    'step.next': async (page) => {
      const retry = page.getByRole('main').getByRole('button', { name: /Try again/ })
      if (await retry.count()) return retry.click()
      return page.getByRole('main').locator('button[type="submit"]').first().click()
    },
    'step.back': (page) => page.getByRole('main').getByRole('button', { name: 'Back', exact: true }).click(),
    'order.pay': (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: /^Pay \$/ })
        .click(),
    'payment.retry': (page) => page.getByRole('alertdialog').getByRole('button', { name: 'Try again' }).click(),
  },
  see: Object.fromEntries(
    Object.entries({
      'number.editing': async (page: Page, { event, previous }: { event: Event | undefined; previous: string | undefined }) => {
        await expect(page.getByRole('heading', { name: 'Your phone number' })).toBeVisible()
        if (event?.type === 'step.next' && previous?.includes('number')) {
          await expect(page.getByText(/Please enter 5 digit ZIP Code|Please enter a valid number/).first()).toBeVisible()
        }
      },
      'number.checkingEligibility': async (page: Page) => {
        await expect(busyButton(page)).toHaveCount(1)
      },
      'number.notEligible': async (page: Page) => {
        await expect(page.getByText('This number is not eligible for port-in.')).toBeVisible()
      },
      'device.editing': async (page: Page, { event, previous }: { event: Event | undefined; previous: string | undefined }) => {
        await expect(page.getByRole('heading', { name: 'Your phone', exact: true })).toBeVisible()
        if (event?.type === 'step.next' && previous?.includes('device'))
          await expect(page.getByText('IMEI should be 15 digits')).toBeVisible()
        if (event?.type === 'xstate.error.actor.checkDevice') await expect(page.getByText('This IMEI is not valid')).toBeVisible()
      },
      'device.checking': async (page: Page) => {
        await expect(busyButton(page)).toHaveCount(1)
      },
      'device.incompatible': async (page: Page) => {
        await expect(page.getByText("This phone can't connect to our network. Try another phone's IMEI.")).toBeVisible()
      },
      'sim.choosing': async (page: Page, { event, previous }: { event: Event | undefined; previous: string | undefined }) => {
        await expect(page.getByRole('heading', { name: 'Your SIM' })).toBeVisible()
        if (event?.type === 'step.next' && previous?.includes('sim')) {
          await expect(page.getByText(/Please choose eSIM or SIM card|ICCID number should be 18-22 digits/).first()).toBeVisible()
        }
      },
      'shipping.editing': async (page: Page) => {
        await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible()
      },
      'review.preparing': async (page: Page) => {
        await expect(page.getByText('Getting your price…')).toBeVisible()
      },
      'review.unavailable': async (page: Page) => {
        await expect(page.getByText("We couldn't get your price right now.")).toBeVisible()
      },
      'review.ready': async (page: Page, { event }: { event: Event | undefined }) => {
        await expect(page.getByText('Total due today')).toBeVisible()
        if (event?.type === 'xstate.done.actor.getQuote' && (event.output as { promoCode?: string | null }).promoCode) {
          await expect(page.getByText('Promo WELCOME10 applied')).toBeVisible()
        }
        if (event?.type === 'xstate.error.actor.getQuote') {
          // Applying a code that fails says why under the field. Removing one that fails to re-price keeps the
          // applied promo and its price on the bill (and in the order) and says so.
          const applied = page.getByText('Promo WELCOME10 applied')
          if (await applied.count()) {
            await expect(applied).toBeVisible()
            await expect(
              page.getByText("We couldn't remove WELCOME10 right now, so it is still on your bill.", { exact: false }),
            ).toBeVisible()
          } else await expect(page.getByText('This promo code is not valid')).toBeVisible()
        }
      },
      'review.applyingPromo': async (page: Page) => {
        await expect(page.getByText('Total due today')).toBeVisible()
        await expect(page.getByRole('main').getByRole('button', { name: /^Pay \$/ })).toBeVisible()
      },
      'review.removingPromo': async (page: Page) => {
        await expect(page.getByText('Total due today')).toBeVisible()
        await expect(page.getByRole('button', { name: 'Remove promo WELCOME10' })).toBeDisabled()
      },
      paying: async (page: Page) => {
        await expect(page.getByRole('main').getByRole('button', { name: /^Pay \$/ })).toBeDisabled()
      },
      redirecting: async (page: Page) => {
        await expect(page).toHaveURL(/\/pay\/session\/cs_1/)
        expect(await page.evaluate(() => localStorage.getItem('stripeLocation'))).toBe('checkout')
      },
      paid: async (page: Page) => {
        await expect(page.getByRole('alertdialog').getByRole('heading', { name: 'Payment Successful' })).toBeVisible()
      },
      paymentFailed: async (page: Page) => {
        await expect(page.getByRole('alertdialog').getByRole('heading', { name: 'Payment Failed' })).toBeVisible()
      },
    }).map(([state, check]) => {
      const value = toValue(state)
      return [typeof value === 'string' ? value : JSON.stringify(value), check as StepCheck]
    }),
  ),
})
