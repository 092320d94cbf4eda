/**
 * The covering scenarios of the SIM flows, replayed in Chromium (tests/e2e/replay.ts): activating a shipped SIM
 * card and reinstalling an eSIM on a line card of /dashboard/plans, and downloading a receipt from a payment's
 * details on /dashboard/payment. Each step is driven through the page and each state checked on screen with the
 * texts the customer must see, written out here.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { Line } from '@contract/lines'
import type { MachineSamples } from '../support/machine-graph'
import { esimLine, portInLine } from '../machines/lines.samples'
import { HISTORY } from '../machines/order-history.samples'
import { esimReinstallSamples, receiptDownloadSamples, simActivationSamples } from '../machines/sim.samples'
import { answerJson, HttpResponse } from '../support/provider'
import { dotted, replay, settled, signedIn, type Event, type ScenarioStart } from './replay'
import { stepUpChecked } from './step-up-check'

const samples = (value: unknown) => value as MachineSamples<AnyStateMachine>

/** /dashboard/plans with the one line the samples speak of (line-1). */
const withLine =
  (line: Line) =>
  async ({ page, provider }: ScenarioStart) => {
    await signedIn(page)
    provider.use(answerJson('*/app/users/subscriptions', { lines: [line] }))
  }

// ── simActivation ────────────────────────────────────────────────────────────────────────────────────────────

/** A physical SIM card on its way to the customer: the line card shows its delivery panel. */
const kitLine: Line = { ...portInLine, id: 'line-1', iccid: null, portIn: null }
const panel = (page: Page) => page.getByRole('region', { name: 'SIM card delivery' })
const iccid = (page: Page) => panel(page).getByRole('textbox', { name: 'SIM card number (ICCID)' })
const activate = (page: Page) => panel(page).getByRole('button', { name: 'Activate SIM' })
const ICCID_FORMAT = 'Enter the 19 or 20 digit SIM number (ICCID) printed on your SIM card.'
const WRONG_SIM = "This isn't the SIM card we sent for this line. Check the number printed on the card: 4 tries left."

/** The delivery steps as the panel lists them: each label with its date once reached. */
async function expectSteps(page: Page, steps: string[]) {
  await expect(panel(page).getByRole('list', { name: 'SIM card delivery steps' }).getByRole('listitem')).toHaveText(steps)
}
const DELIVERED_STEPS = ['Packed1 Mar 2026, 12:00', 'Shipped2 Mar 2026, 12:00', 'Delivered3 Mar 2026, 12:00']

replay('simActivation', {
  samples: samples(simActivationSamples),
  url: () => '/dashboard/plans',
  setup: withLine(kitLine),
  calls: { loadKit: '/app/lines/line-1/sim', activateSim: '/app/lines/line-1/sim/activate' },
  act: {
    'kit.refresh': (page) =>
      panel(page)
        .getByRole('button', { name: /^(Check again|Try again)$/ })
        .click(),
    'field.change': (page, event) => iccid(page).fill(String(event.value)),
    'form.submit': (page) => activate(page).click(),
  },
  see: dotted({
    loading: async (page) => {
      await expect(panel(page).getByRole('status', { name: "Loading your SIM card's delivery" })).toBeVisible()
      await expect(panel(page).getByRole('heading')).toHaveText('Your SIM card')
    },
    failed: async (page) => {
      await expect(panel(page).getByText("We couldn't load your SIM card's delivery", { exact: true })).toBeVisible()
      await expect(
        panel(page).getByText("We couldn't reach Ring Mobile. Check your connection and try again.", { exact: true }),
      ).toBeVisible()
      await expect(panel(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    },
    onItsWay: async (page) => {
      await expect(panel(page).getByRole('heading')).toHaveText('Your SIM card')
      await expect(panel(page).getByTestId('tracking-number')).toHaveText('RM123456789US')
      await expectSteps(page, ['Packed1 Mar 2026, 12:00', 'Shipped2 Mar 2026, 12:00', 'Delivered'])
      await expect(
        panel(page).getByText('Expected by 3 Mar 2026, 12:00. Once it arrives, activate it here with the number printed on the card.', {
          exact: true,
        }),
      ).toBeVisible()
      await expect(panel(page).getByRole('button', { name: 'Check again' })).toBeVisible()
      await expect(iccid(page)).toHaveCount(0)
    },
    'ready.editing': async (page, { event, events }) => {
      await expect(panel(page).getByRole('heading')).toHaveText('Activate your SIM card')
      await expectSteps(page, DELIVERED_STEPS)
      const typed = events.findLast((e) => e.type === 'field.change')
      await expect(iccid(page)).toHaveValue(typed ? String(typed.value).replace(/\D/g, '') : '')
      await expect(activate(page)).toBeEnabled()
      // Under the field: the tries left, and the last refusal (the form's own or the server's) until typing clears it.
      const error = event?.type === 'form.submit' ? ICCID_FORMAT : event?.type === 'xstate.error.actor.activateSim' ? WRONG_SIM : null
      await expect(panel(page).getByText(error ?? /tries? left\.$|digit SIM number \(ICCID\) printed on your SIM card\.$/)).toHaveCount(
        error ? 1 : 0,
      )
      await expect(panel(page).getByText('5 tries left', { exact: true })).toHaveCount(error ? 0 : 1)
    },
    'ready.activating': async (page) => {
      await expect(activate(page)).toHaveAttribute('aria-busy', 'true')
    },
    locked: async (page) => {
      await expect(panel(page).getByRole('heading')).toHaveText('Activate your SIM card')
      await expect(panel(page).getByRole('alert')).toHaveText(
        'Activation is lockedToo many wrong SIM numbers were typed for this card. Please contact us and we will activate it with you.',
      )
      await expect(iccid(page)).toHaveCount(0)
    },
    activated: async (page, { event }) => {
      await expect(panel(page).getByText('Your SIM card is activated. Your line is ready in a few minutes.', { exact: true })).toBeVisible()
      await expect(iccid(page)).toHaveCount(0)
      if (event?.type === 'xstate.done.actor.activateSim') {
        await expect(page.getByText('Your SIM card is activating. It will be ready in a few minutes.', { exact: true })).toBeVisible()
      }
    },
  }),
})

// ── esimReinstall ────────────────────────────────────────────────────────────────────────────────────────────

const esim: Line = { ...esimLine, id: 'line-1' }
const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Reinstall eSIM?' })
const codeDialog = (page: Page) => page.getByRole('dialog', { name: 'Your new eSIM QR code' })

replay('esimReinstall', {
  samples: samples(esimReinstallSamples),
  url: () => '/dashboard/plans',
  setup: withLine(esim),
  calls: { reinstallEsim: '/app/lines/line-1/esim/reinstall', stepUp: stepUpChecked },
  act: {
    'reinstall.open': (page) => page.getByRole('button', { name: "Reinstall eSIM for Dana's iPhone" }).click(),
    confirm: (page) => confirmDialog(page).getByRole('button', { name: 'Reinstall eSIM' }).click(),
    close: async (page) => {
      if (await codeDialog(page).count()) {
        // As a person would: once the confirmation has finished closing. Clicked while it was still animating out
        // (the page clock is frozen), the confirmation came back after Done: a race to look into in the view.
        await settled(page)
        await codeDialog(page).getByRole('button', { name: 'Done' }).click()
      } else await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click()
    },
  },
  see: {
    idle: async (page) => {
      await expect(page.getByRole('button', { name: "Reinstall eSIM for Dana's iPhone" })).toBeEnabled()
      await expect(confirmDialog(page)).toHaveCount(0)
      await expect(codeDialog(page)).toHaveCount(0)
    },
    confirming: async (page, { event }) => {
      await expect(confirmDialog(page)).toContainText(
        "We will issue a new eSIM QR code for Dana's iPhone. The current QR code stops working at once, and the eSIM on your current phone may stop working until you install the new one.",
      )
      await expect(confirmDialog(page).getByText('This line has no eSIM to reinstall yet.', { exact: true })).toHaveCount(
        event?.type === 'xstate.error.actor.reinstallEsim' ? 1 : 0,
      )
      await expect(confirmDialog(page).getByRole('button', { name: 'Reinstall eSIM' })).toBeEnabled()
    },
    confirmingIdentity: async (page) => {
      // The session's proof is being checked before a new code is asked for: nothing is asked yet, no code shown.
      await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0)
      await expect(codeDialog(page)).toHaveCount(0)
    },
    reinstalling: async (page) => {
      await expect(confirmDialog(page).getByRole('button', { name: 'Reinstall eSIM' })).toHaveAttribute('aria-busy', 'true')
      await expect(confirmDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    },
    issued: async (page) => {
      await expect(confirmDialog(page)).toHaveCount(0)
      await expect(
        codeDialog(page).getByText("Scan it with the phone that will use Dana's iPhone. The previous code no longer works.", {
          exact: true,
        }),
      ).toBeVisible()
      await expect(codeDialog(page).getByLabel('Manual code')).toHaveText(
        'SM-DP+ addresssmdp.ringmobile.exampleActivation code0123456789ABCDEF01234567',
      )
      await expect(codeDialog(page).getByRole('button', { name: 'Done' })).toBeVisible()
    },
  },
})

// ── receiptDownload ──────────────────────────────────────────────────────────────────────────────────────────

/** The payment the samples download the receipt of (txn-1), this month so the history lists it. */
const payment = { ...HISTORY[1], id: 'txn-1' }
const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Payment Details' })
const receipt = (page: Page) => detailsDialog(page).getByRole('button', { name: `Download receipt: ${payment.item}` })
const downloads = new WeakMap<Page, string[]>()

replay('receiptDownload', {
  samples: samples(receiptDownloadSamples),
  url: () => '/dashboard/payment',
  setup: async ({ page, provider }) => {
    await signedIn(page)
    provider.use(
      answerJson('*/app/payments/cards', { cards: [] }),
      answerJson('*/app/payments/transactions', { transactions: [{ ...payment, transactionTime: new Date().toISOString() }] }),
    )
    downloads.set(page, [])
    page.on('download', (download) => downloads.get(page)!.push(download.suggestedFilename()))
  },
  open: async (page) => {
    await page
      .getByRole('button', { name: new RegExp(`^View payment details: ${payment.item}`) })
      .first()
      .click()
    await expect(detailsDialog(page)).toBeVisible()
  },
  calls: {
    downloadReceipt: [
      {
        url: '/app/payments/transactions/txn-1/receipt',
        body: () => new HttpResponse('%PDF-1.4\n%%EOF\n', { headers: { 'Content-Type': 'application/pdf' } }),
      },
    ],
  },
  act: { 'receipt.download': (page) => receipt(page).click() },
  see: {
    idle: async (page, { event, events }) => {
      await expect(receipt(page)).toBeEnabled()
      await expect(detailsDialog(page).getByRole('alert')).toHaveText(
        event?.type === 'xstate.error.actor.downloadReceipt' ? ['No such receipt'] : [],
      )
      const saved = events.filter((e: Event) => e.type === 'xstate.done.actor.downloadReceipt').length
      await expect.poll(() => downloads.get(page)).toEqual(Array(saved).fill('ring-mobile-receipt-txn-1.pdf'))
    },
    downloading: async (page) => {
      await expect(receipt(page)).toHaveAttribute('aria-busy', 'true')
      await expect(detailsDialog(page).getByRole('alert')).toHaveCount(0)
    },
  },
})
