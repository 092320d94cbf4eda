/**
 * The covering scenarios of the line page (/dashboard/lines/line-1): its bill (lineCare), its usage (lineUsage)
 * and its plan change (changePlan), replayed in Chromium (tests/e2e/replay.ts): each step driven through the
 * page, each state checked on screen with the texts the customer must see, written out here. The three sections
 * load side by side; a replay answers the calls of its own machine as the scenario says and the other sections'
 * calls with the samples' ordinary answers.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import { LINE_CARE_MESSAGES, type LineBill, type PlanChangeOptions } from '@contract/line-care'
import type { MachineSamples } from '../support/machine-graph'
import { OFFERS } from '../machines/add-ons.samples'
import { CARDS, changePlanSamples, lineCareSamples, lineUsageSamples } from '../machines/line-care.samples'
import { LOCKED } from '../machines/number-lock.samples'
import { ESIM_LINE } from '../machines/switch-phone.samples'
import { answerJson, http, HttpResponse } from '../support/provider'
import { dotted, replay, signedIn, type Event, type ScenarioStart } from './replay'
import { LOCKED as NUMBER_LOCKED } from '../machines/number-lock.samples'

const samples = (value: unknown) => value as MachineSamples<AnyStateMachine>
const LINE = '/app/line-care/lines/line-1'
const URL = '/dashboard/lines/line-1'

type Answer = { bill: LineBill; message: string }
const outputOf = <T>(event: unknown) => (event as { output: T }).output
/** The samples' ordinary answers: a paid-up line with no saved card, and the plans it may change to. */
const CURRENT = outputOf<{ bill: LineBill }>(lineCareSamples.events['xstate.done.actor.loadLineCare'][1]).bill
const OPTIONS = outputOf<PlanChangeOptions>(changePlanSamples.events['xstate.done.actor.loadPlanChange'][0])
const USAGE = outputOf<unknown>(lineUsageSamples.events['xstate.done.actor.loadUsage'][0])

/** The other sections of the line page, answered as usual. */
async function linePage({ page, provider }: ScenarioStart, { bill = true, usage = true, plans = true } = {}) {
  await signedIn(page)
  if (bill) provider.use(answerJson(`*${LINE}`, CURRENT), answerJson('*/app/payments/cards', { cards: [] }))
  if (usage) provider.use(answerJson(`*${LINE}/usage`, USAGE))
  if (plans) provider.use(answerJson(`*${LINE}/plan-change`, OPTIONS))
  // The page's other sections: add-ons, the number lock, the phone.
  provider.use(
    answerJson(`*${LINE}/add-ons`, OFFERS),
    answerJson('*/app/lines/line-1/security', LOCKED),
    answerJson('*/app/lines/line-1/switch', ESIM_LINE),
  )
  provider.use(answerJson('*/app/lines/line-1/security', NUMBER_LOCKED))
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title })
const tryAgain = (page: Page, title: string) => section(page, title).getByRole('button', { name: 'Try again' })

// ── lineUsage ────────────────────────────────────────────────────────────────────────────────────────────────

const usage = (page: Page) => section(page, 'Usage this period')

replay('lineUsage', {
  samples: samples(lineUsageSamples),
  url: () => URL,
  setup: (start) => linePage(start, { usage: false }),
  calls: { loadUsage: `${LINE}/usage` },
  act: { 'usage.retry': (page) => tryAgain(page, 'Usage this period').click() },
  see: {
    loading: async (page) => {
      await expect(usage(page).getByRole('status', { name: 'Loading usage' })).toBeVisible()
      await expect(usage(page).getByRole('alert')).toHaveCount(0)
    },
    failed: async (page) => {
      await expect(usage(page).getByRole('alert')).toHaveText("We couldn't load this line's usage.Try again")
      await expect(usage(page).getByRole('status', { name: 'Loading usage' })).toHaveCount(0)
    },
    ready: async (page) => {
      // The sample: 900 MB of 20 GB data, unlimited minutes and texts, two days.
      await expect(usage(page).getByText('2 Mar 2026 – 1 Apr 2026', { exact: true })).toBeVisible()
      await expect(usage(page).getByRole('progressbar', { name: 'Data used' })).toHaveAttribute('aria-valuetext', '900 MB of 20.00 GB (4%)')
      await expect(usage(page).getByTestId('usage-minutes')).toHaveText('Minutes30 min Unlimited')
      await expect(usage(page).getByTestId('usage-texts')).toHaveText('Texts12 texts Unlimited')
      await usage(page).getByText('Usage per day as a table').click()
      await expect(usage(page).getByRole('row')).toHaveText([
        'DayDataMinutesTextsAllowance',
        '2 Mar600 MB20820.00 GB',
        '3 Mar300 MB10420.00 GB',
      ])
    },
  },
})

// ── changePlan ───────────────────────────────────────────────────────────────────────────────────────────────

const plans = (page: Page) => section(page, 'Change plan')
const planDialog = (page: Page) => page.getByRole('dialog')
const PLAN_NAMES: Record<string, string> = { 'plan-unlimited': 'Unlimited', 'plan-plus': 'Plus', 'plan-starter': 'Starter' }

/** The plan-change options the section shows: the last the server answered. */
function shownChange(events: Event[]) {
  let change: PlanChangeOptions | null = null
  for (const event of events) {
    if (event.type === 'xstate.done.actor.loadPlanChange') change = event.output as PlanChangeOptions
    if (event.type === 'xstate.done.actor.changePlan' || event.type === 'xstate.done.actor.cancelScheduled')
      change = (event.output as { change: PlanChangeOptions }).change
  }
  return change!
}
const lastPick = (events: Event[]) =>
  String((events.findLast((event) => event.type === 'plan.pick') as { planId?: string } | undefined)?.planId)

/** What each plan the samples offer shows and does, written out: the dialog's title, figures, text and button. */
const DIALOGS: Record<string, { title: string; figures: string[]; text: string; confirm: string }> = {
  'plan-unlimited': {
    title: 'Upgrade to Unlimited?',
    figures: ['Price difference for 20 days left$10.00', 'Taxes · Illinois, 8.86%$0.89', 'Charged now to your primary card$10.89'],
    text: 'Your line moves to Unlimited at once. From your next renewal it costs $40.00/mo plus fees and tax.',
    confirm: 'Pay $10.89 and upgrade',
  },
  'plan-plus': {
    title: 'Downgrade to Plus?',
    figures: [],
    text: 'Your line stays on Unlimited until the renewal on 1 Apr 2026, then moves to Plus at $25.00/mo. Nothing is charged now, and you can cancel before then.',
    confirm: 'Schedule downgrade',
  },
}

replay('changePlan', {
  samples: samples(changePlanSamples),
  url: () => URL,
  setup: async (start) => {
    await linePage(start, { plans: false })
    // The switch saves the choice to the account (language.change).
    start.provider.use(answerJson('*/app/users/language', { message: 'Your language has been saved', language: 'en' }))
  },
  calls: { loadPlanChange: `${LINE}/plan-change`, changePlan: `${LINE}/plan-change`, cancelScheduled: `${LINE}/plan-change` },
  latestCall: true,
  act: {
    'plans.retry': (page) => tryAgain(page, 'Change plan').click(),
    'plan.pick': (page, event) =>
      plans(page)
        .getByRole('button', { name: new RegExp(`^(Upgrade|Downgrade) to ${PLAN_NAMES[String((event as { planId?: string }).planId)]}$`) })
        .click(),
    confirm: (page) =>
      planDialog(page)
        .getByRole('button', { name: /^(Pay \$10\.89 and upgrade|Schedule downgrade)$/ })
        .click(),
    cancel: (page) => planDialog(page).getByRole('button', { name: 'Cancel' }).click(),
    'scheduled.cancel': (page) => plans(page).getByRole('button', { name: 'Cancel change' }).click(),
    // The page goes to Spanish and back, so that the states after it are checked in English; each switch reads the
    // plans again (the second read supersedes the first, and is the one answered: latestCall).
    'language.change': async (page) => {
      await page.getByRole('button', { name: 'Español' }).last().click()
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await page.getByRole('button', { name: 'English' }).last().click()
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    },
  },
  see: dotted({
    loading: async (page) => {
      await expect(plans(page).getByRole('status', { name: 'Loading the plans' })).toBeVisible()
      await expect(plans(page).getByRole('list', { name: 'Other plans' })).toHaveCount(0)
    },
    failed: async (page) => {
      await expect(plans(page).getByRole('alert')).toHaveText("We couldn't load the plans for this line.Try again")
      await expect(plans(page).getByRole('list', { name: 'Other plans' })).toHaveCount(0)
    },
    'ready.idle': async (page, { event, events }) => {
      const change = shownChange(events)
      await expect(planDialog(page)).toHaveCount(0)
      await expect(
        plans(page).getByText(`Your line is on ${change.currentPlanName}. An upgrade applies now; a downgrade at your next renewal.`, {
          exact: true,
        }),
      ).toBeVisible()
      // The samples' plans, as each answer lists them: on Plus, Starter is a downgrade and Unlimited an upgrade.
      const offered =
        change.currentPlanId === 'plan-plus'
          ? ['Downgrade to Starter', 'Upgrade to Unlimited']
          : ['Downgrade to Starter', 'Downgrade to Plus']
      await expect(plans(page).getByRole('list', { name: 'Other plans' }).getByRole('button')).toHaveText(
        offered.map((name) => name.split(' ')[0]),
      )
      for (const name of offered) await expect(plans(page).getByRole('button', { name, exact: true })).toBeVisible()
      await expect(plans(page).getByTestId('scheduled-plan')).toHaveText(
        change.scheduled ? 'Changes to Starter ($15.00/mo) at the renewal on 1 Apr 2026.Cancel change' : [],
      )
      if (event?.type === 'xstate.done.actor.changePlan') {
        await expect(
          plans(page).getByText('Your line is on Unlimited now. We charged $10.89 to your primary card.', { exact: true }),
        ).toBeVisible()
      }
      if (event?.type === 'xstate.done.actor.cancelScheduled') {
        await expect(
          plans(page).getByText('The scheduled plan change is cancelled. Your line stays on its plan.', { exact: true }),
        ).toBeVisible()
      }
      if (event?.type === 'xstate.error.actor.cancelScheduled') {
        await expect(plans(page).getByRole('alert')).toHaveText('There is no scheduled plan change on this line')
      }
    },
    'ready.rereading': async (page) => {
      // Read again in the page's language: the plans stay on the card meanwhile, no spinner.
      await expect(planDialog(page)).toHaveCount(0)
      await expect(plans(page).getByRole('list', { name: 'Other plans' })).toBeVisible()
      await expect(plans(page).getByRole('status', { name: 'Loading the plans' })).toHaveCount(0)
    },
    'ready.confirming': async (page, { event, events }) => {
      const dialog = DIALOGS[lastPick(events)]
      const upgrade = lastPick(events) === 'plan-unlimited'
      const card = shownChange(events).chargeCard
      await expect(planDialog(page)).toHaveAccessibleName(dialog.title)
      await expect(planDialog(page).getByText(dialog.text, { exact: true })).toBeVisible()
      // Before Pay: the card an upgrade charges, or that there is none and where to add one.
      await expect(planDialog(page).locator('dl > div')).toHaveText(
        upgrade && card ? [...dialog.figures.slice(0, 2), 'Charged now to your Visa ending 4242$10.89'] : dialog.figures,
      )
      await expect(planDialog(page).getByRole('status')).toHaveText(
        upgrade && !card ? ['You have no primary card to charge. Add one in Payment, then come back.'] : [],
      )
      if (upgrade && !card)
        await expect(planDialog(page).getByRole('link', { name: 'Payment' })).toHaveAttribute('href', '/dashboard/payment')
      await expect(planDialog(page).getByRole('button', { name: dialog.confirm })).toBeEnabled({ enabled: !upgrade || card !== null })
      await expect(planDialog(page).getByRole('button', { name: 'Cancel' })).toBeEnabled()
      await expect(planDialog(page).getByRole('alert')).toHaveText(
        event?.type === 'xstate.error.actor.changePlan' ? ['Your card was declined.'] : [],
      )
    },
    'ready.applying': async (page, { events }) => {
      const dialog = DIALOGS[lastPick(events)]
      await expect(planDialog(page).getByRole('button', { name: dialog.confirm })).toHaveAttribute('aria-busy', 'true')
      await expect(planDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    },
    'ready.cancelling': async (page) => {
      await expect(plans(page).getByRole('button', { name: 'Cancel change' })).toHaveAttribute('aria-busy', 'true')
    },
  }),
})

// ── lineCare ─────────────────────────────────────────────────────────────────────────────────────────────────

/** What the bill card shows for each bill the samples answer, written out. */
function billShows(bill: LineBill) {
  const status = { current: 'Paid up', pastDue: 'Payment due', lost: 'Suspended: lost phone' }[bill.status as 'current']
  return { plan: bill.planName, status, autopay: bill.autopay, canPay: bill.canPay, lost: bill.status === 'lost' }
}

/** The bill the page shows and the last answer's message: from the load, each call's answer and a plan change. */
function shownBill(events: Event[]) {
  let bill: LineBill | null = null
  let cards = CARDS
  for (const event of events) {
    if (event.type === 'xstate.done.actor.loadLineCare') ({ bill, cards } = event.output as { bill: LineBill; cards: typeof CARDS })
    else if (event.type.startsWith('xstate.done.actor.')) bill = (event.output as Answer).bill
    else if (event.type === 'bill.changed') bill = (event as unknown as { bill: LineBill }).bill
  }
  return { bill: bill!, cards }
}

const CARD_LABELS: Record<string, string> = { 'card-primary': 'Visa ending 4242', 'card-other': 'Mastercard ending 4444' }
const billCard = (page: Page) => section(page, 'Your bill')
const payDialog = (page: Page) => page.getByRole('dialog', { name: 'Pay $28.71' })
const confirmDialog = (page: Page) => page.getByRole('alertdialog')
const CONFIRMS = {
  suspend: { title: 'Suspend this line?', button: 'Suspend line' },
  restore: { title: 'Restore this line?', button: 'Restore line' },
}
/** The card the pay dialog has chosen: the primary card, then the customer's choice. */
/** The card the pay dialog has chosen: the primary one each time it opens, then the last one the customer picked. */
const chosenCard = (events: Event[]) => {
  const sinceOpened = events.slice(events.findLastIndex((event) => event.type === 'pay.open'))
  return String((sinceOpened.findLast((event) => event.type === 'pay.card') as { cardId?: string } | undefined)?.cardId ?? 'card-primary')
}

replay('lineCare', {
  samples: samples(lineCareSamples),
  url: () => URL,
  setup: async (start) => {
    const { provider, events } = start
    await linePage(start, { bill: false })
    // A plan change (bill.changed) is the change-plan section's upgrade, answered with the scenario's new bill.
    const changed = (events.find((event) => event.type === 'bill.changed') as { bill?: LineBill } | undefined)?.bill
    if (changed) {
      provider.use(
        http.post(`*${LINE}/plan-change`, () =>
          HttpResponse.json({
            message: 'Your line is on Unlimited now.',
            change: { ...OPTIONS, currentPlanId: 'plan-unlimited', currentPlanName: 'Unlimited' },
            bill: changed,
          }),
        ),
      )
    }
  },
  calls: {
    loadLineCare: [
      { url: LINE, body: (event) => HttpResponse.json((event.output as { bill: never }).bill) },
      { url: '/app/payments/cards', body: (event) => HttpResponse.json({ cards: (event.output as { cards: never }).cards }) },
    ],
    setAutopay: `${LINE}/autopay`,
    payRenewal: `${LINE}/pay`,
    suspendLine: `${LINE}/suspend`,
    restoreLine: `${LINE}/restore`,
  },
  act: {
    'care.retry': (page) => page.getByRole('main').getByRole('button', { name: 'Try again' }).click(),
    'autopay.set': (page) => billCard(page).getByRole('switch', { name: 'Autopay' }).click(),
    'pay.open': (page) => billCard(page).getByRole('button', { name: 'Pay $28.71 now' }).click(),
    'pay.card': (page, event) =>
      payDialog(page)
        .getByRole('radio', { name: new RegExp(`^${CARD_LABELS[String((event as { cardId?: string }).cardId)]}`) })
        .check(),
    'pay.submit': (page) => payDialog(page).getByRole('button', { name: 'Pay $28.71', exact: true }).click(),
    'pay.cancel': (page) => payDialog(page).getByRole('button', { name: 'Cancel' }).click(),
    'lost.open': (page) => section(page, 'Lost or stolen phone').getByRole('button', { name: 'Suspend line' }).click(),
    'restore.open': (page) => section(page, 'Lost or stolen phone').getByRole('button', { name: 'Restore line' }).click(),
    confirm: (page) =>
      confirmDialog(page)
        .getByRole('button', { name: /^(Suspend|Restore) line$/ })
        .click(),
    'confirm.cancel': (page) => confirmDialog(page).getByRole('button', { name: 'Cancel' }).click(),
    'bill.changed': async (page) => {
      await section(page, 'Change plan').getByRole('button', { name: 'Upgrade to Unlimited' }).click()
      await page.getByRole('dialog', { name: 'Upgrade to Unlimited?' }).getByRole('button', { name: 'Pay $10.89 and upgrade' }).click()
    },
  },
  see: dotted({
    loading: async (page) => {
      await expect(page.getByRole('status', { name: 'Loading this line' })).toBeVisible()
      await expect(billCard(page)).toHaveCount(0)
    },
    failed: async (page) => {
      await expect(page.getByRole('main').getByRole('alert')).toHaveText("We couldn't load this line.Try again")
      await expect(billCard(page)).toHaveCount(0)
    },
    notFound: async (page) => {
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('We could not find this line')
      await expect(page.getByRole('link', { name: '← My lines' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toHaveCount(0)
    },
    'ready.idle': async (page, { event, events }) => {
      const shows = billShows(shownBill(events).bill)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(confirmDialog(page)).toHaveCount(0)
      await expect(billCard(page).getByTestId('bill-status')).toHaveText(shows.status)
      await expect(page.getByRole('main').getByText(shows.plan, { exact: true }).first()).toBeVisible()
      await expect(billCard(page).getByRole('switch', { name: 'Autopay' })).toHaveAttribute('aria-checked', String(shows.autopay))
      await expect(billCard(page).getByRole('switch', { name: 'Autopay' })).toBeEnabled()
      await expect(billCard(page).getByRole('button', { name: 'Pay $28.71 now' })).toHaveCount(shows.canPay ? 1 : 0)
      await expect(section(page, 'Lost or stolen phone').getByRole('button')).toHaveText(shows.lost ? 'Restore line' : 'Suspend line')
      const messages: Record<string, string> = {
        'xstate.done.actor.setAutopay': 'Autopay is off: pay each renewal before its date.',
        'xstate.done.actor.payRenewal': 'Thank you! Your payment went through.',
        'xstate.done.actor.suspendLine': LINE_CARE_MESSAGES.suspended,
        'xstate.done.actor.restoreLine': LINE_CARE_MESSAGES.restored,
        'xstate.error.actor.setAutopay': 'Ring Mobile is temporarily unavailable. Please try again in a moment.',
        'xstate.error.actor.suspendLine': 'Only an active line can be suspended',
        'xstate.error.actor.restoreLine': 'Ring Mobile is temporarily unavailable. Please try again in a moment.',
      }
      const message = event ? messages[event.type] : undefined
      if (message && event!.type.startsWith('xstate.error.')) await expect(billCard(page).getByRole('alert')).toHaveText(message)
      else if (message) await expect(billCard(page).getByText(message, { exact: true })).toBeVisible()
      else if (event?.type !== 'bill.changed') await expect(billCard(page).getByRole('alert')).toHaveCount(0)
    },
    'ready.savingAutopay': async (page) => {
      await expect(billCard(page).getByRole('switch', { name: 'Autopay' })).toHaveAttribute('aria-busy', 'true')
    },
    'ready.paying.choosing': async (page, { event, events }) => {
      const { cards } = shownBill(events)
      await expect(payDialog(page)).toBeVisible()
      await expect(
        payDialog(page).getByText('Choose the card to charge now. Your primary card stays as it is.', { exact: true }),
      ).toBeVisible()
      await expect(payDialog(page).getByRole('radio')).toHaveCount(cards.length)
      const chosen = CARD_LABELS[chosenCard(events)]
      await expect(payDialog(page).getByRole('radio', { name: new RegExp(`^${chosen}`) })).toBeChecked()
      await expect(payDialog(page).getByRole('button', { name: 'Pay $28.71', exact: true })).toBeEnabled()
      await expect(payDialog(page).getByRole('alert')).toHaveText(
        event?.type === 'xstate.error.actor.payRenewal' ? ['Your card was declined.'] : [],
      )
    },
    'ready.paying.charging': async (page) => {
      await expect(payDialog(page).getByRole('button', { name: 'Pay $28.71', exact: true })).toHaveAttribute('aria-busy', 'true')
      await expect(payDialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled()
      // Nor do Escape and the close icon leave the dialog before the charge is answered (the machine refuses
      // pay.cancel here): the customer sees what became of the payment.
      await page.keyboard.press('Escape')
      await payDialog(page).getByRole('button', { name: 'Close' }).click()
      await expect(payDialog(page)).toBeVisible()
    },
    'ready.suspending.confirming': async (page) => {
      await expect(confirmDialog(page)).toHaveAccessibleName(CONFIRMS.suspend.title)
      await expect(confirmDialog(page).getByRole('button', { name: CONFIRMS.suspend.button })).toBeEnabled()
    },
    'ready.suspending.calling': async (page) => {
      await expect(confirmDialog(page).getByRole('button', { name: CONFIRMS.suspend.button })).toHaveAttribute('aria-busy', 'true')
    },
    'ready.restoring.confirming': async (page) => {
      await expect(confirmDialog(page)).toHaveAccessibleName(CONFIRMS.restore.title)
      await expect(confirmDialog(page).getByRole('button', { name: CONFIRMS.restore.button })).toBeEnabled()
    },
    'ready.restoring.calling': async (page) => {
      await expect(confirmDialog(page).getByRole('button', { name: CONFIRMS.restore.button })).toHaveAttribute('aria-busy', 'true')
    },
  }),
})
