/**
 * The covering scenarios of the family join page (/account/family/join?token=…, the invitation email's link), the
 * owner's invitation dialog (/account/family → Invite someone) and a member's request (Ask for an add-on or a
 * plan), replayed in Chromium (tests/e2e/replay.ts): each
 * step driven through the page, each state checked on screen with the texts the customer must see, written out
 * here. The flow's calls are answered at the network as each scenario chose; the account's other calls as for a new
 * customer, the owner's group as the samples hold it, and "Confirm it's you" as a session proven a minute ago.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import { FAMILY_MESSAGES, type InvitePreview } from '@contract/family'
import type { MachineSamples } from '../support/machine-graph'
import { familyInviteSamples, familyJoinSamples, familyRequestSamples, MEMBER_GROUP, OWNER_GROUP } from '../machines/family.samples'
import { answerJson, HttpResponse } from '../support/provider'
import { emptyAccount } from './empty-account'
import { replay, type Event, type StepCheck } from './replay'

const main = (page: Page) => page.getByRole('main')
/** The invitation the page shows: the preview it read last. */
const previewOf = (events: Event[]) =>
  events.findLast((event) => event.type === 'xstate.done.actor.loadPreview')?.output as InvitePreview | undefined
/** The reason of the scenario's last refusal, as the page shows it. */
const lastError = (events: Event[]) =>
  (events.findLast((event) => event.type.startsWith('xstate.error.actor.'))?.error as { message?: string } | undefined)?.message

replay('familyJoin', {
  samples: familyJoinSamples as unknown as MachineSamples<AnyStateMachine>,
  url: (input) => `/account/family/join?token=${String(input?.token)}`,
  setup: (start) => emptyAccount(start),
  calls: { loadPreview: '/app/family/invites/preview*', acceptInvite: '/app/family/invites/accept' },
  act: {
    'preview.retry': (page) => main(page).getByRole('button', { name: 'Try again' }).click(),
    'invite.accept': (page) =>
      main(page)
        .getByRole('button', { name: /^(Accept and join|Try again)$/ })
        .click(),
  },
  see: {
    loadingPreview: async (page) => {
      await expect(main(page).getByRole('status', { name: 'Loading the invitation…' })).toBeVisible()
    },
    failed: async (page) => {
      await expect(main(page).getByRole('alert')).toContainText("We couldn't load this invitation.")
      await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    },
    previewing: async (page, { event, events }) => {
      const preview = previewOf(events)!
      await expect(main(page).getByRole('heading', { name: `${preview.ownerName} invites you to ${preview.groupName}` })).toBeVisible()
      await expect(main(page).getByTestId('family-join-total')).toHaveText(`$${preview.proratedTotal.toFixed(2)}`)
      // An invitation to bring lines lists each line that joins.
      await expect(main(page).getByRole('list', { name: 'The lines that join' }).getByRole('listitem')).toHaveCount(preview.lines.length)
      await expect(main(page).getByRole('button', { name: 'Accept and join' })).toBeEnabled()
      // Back from a failed acceptance: the reason, and Accept again.
      if (event?.type === 'xstate.error.actor.acceptInvite') await expect(main(page).getByText(lastError(events)!)).toBeVisible()
    },
    nothingToBring: async (page) => {
      await expect(main(page).getByText(FAMILY_MESSAGES.noLineToMove)).toBeVisible()
      await expect(main(page).getByRole('link', { name: 'Get a Ring line' })).toHaveAttribute('href', '/shop')
      await expect(main(page).getByRole('button', { name: 'Accept and join' })).toHaveCount(0)
      await expect(main(page).getByTestId('family-join-total')).toHaveCount(0)
    },
    accepting: async (page) => {
      await expect(main(page).getByRole('button', { name: /^(Accept and join|Try again)$/ })).toHaveAttribute('aria-busy', 'true')
    },
    declined: async (page) => {
      await expect(main(page).getByText(FAMILY_MESSAGES.cardDeclined)).toBeVisible()
      await expect(main(page).getByRole('button', { name: 'Try again' })).toBeEnabled()
    },
    refused: async (page, { events }) => {
      await expect(main(page).getByText("This invitation can't be used")).toBeVisible()
      await expect(main(page).getByText(lastError(events) ?? FAMILY_MESSAGES.token)).toBeVisible()
      await expect(main(page).getByRole('button', { name: 'Accept and join' })).toHaveCount(0)
    },
    joined: async (page, { events }) => {
      await expect(main(page).getByText(`Welcome to ${previewOf(events)!.groupName}`)).toBeVisible()
      await expect(main(page).getByRole('link', { name: 'Go to Family' })).toHaveAttribute('href', '/account/family')
    },
  },
})

/** How a family dialog's flow ends on screen: its send button spins, then the dialog closes (sent or cancelled). */
const dialogEnds = (dialog: (page: Page) => Locator, send: string): Record<'sending' | 'sent' | 'cancelled', StepCheck> => ({
  sending: async (page) => {
    await expect(dialog(page).getByRole('button', { name: send })).toHaveAttribute('aria-busy', 'true')
  },
  sent: async (page) => {
    await expect(dialog(page)).toHaveCount(0)
  },
  cancelled: async (page) => {
    await expect(dialog(page)).toHaveCount(0)
  },
})

// ── the invitation dialog ────────────────────────────────────────────────────────────────────────────────────

const inviteDialog = (page: Page) => page.getByRole('dialog', { name: 'Invite someone' })
/** The choice card or field each of the form's changes is made in. */
const CHOICES: Record<string, string> = { moveLine: 'Their Ring line', newLine: 'A new line', manager: 'Manager', member: 'Member' }
const FIELDS: Record<string, string> = { name: 'Their name', email: 'Their email address' }

replay('familyInvite', {
  samples: familyInviteSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/account/family',
  setup: async (start) => {
    await emptyAccount(start)
    start.provider.use(
      answerJson('*/app/family', { group: OWNER_GROUP }),
      answerJson('*/app/security/step-up', {
        provenUntil: new Date(Date.now() + 9 * 60_000).toISOString(),
        methods: { totp: false, passkey: false },
      }),
    )
  },
  open: async (page) => {
    await page.getByRole('button', { name: 'Invite someone' }).click()
    await expect(inviteDialog(page)).toBeVisible()
  },
  calls: {
    // The flow takes the plans themselves; the call answers them as the contract's list.
    loadPlans: [{ url: '/app/plans', body: (event) => HttpResponse.json({ plans: event.output }) }],
    sendInvite: '/app/family/invites',
  },
  act: {
    'plans.retry': (page) => inviteDialog(page).getByRole('button', { name: 'Try again' }).click(),
    'field.change': (page, event) =>
      event.field === 'kind' || event.field === 'role'
        ? inviteDialog(page).getByText(CHOICES[String(event.value)]!, { exact: true }).click()
        : inviteDialog(page).getByLabel(FIELDS[String(event.field)]!).fill(String(event.value)),
    'form.submit': (page) => inviteDialog(page).getByRole('button', { name: 'Send invitation' }).click(),
    close: (page) => inviteDialog(page).getByRole('button', { name: 'Cancel' }).click(),
  },
  see: {
    loadingPlans: async (page) => {
      await expect(inviteDialog(page).getByRole('status', { name: 'Loading the plans…' })).toBeVisible()
    },
    plansFailed: async (page) => {
      await expect(inviteDialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
      await expect(inviteDialog(page).getByText("We couldn't reach Ring Mobile.", { exact: false })).toBeVisible()
    },
    editing: async (page, { event, events }) => {
      const dialog = inviteDialog(page)
      await expect(dialog.getByLabel('Their name')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Send invitation' })).toBeEnabled()
      // A new line is on a plan; the popular one is chosen for it. Their Ring line needs none.
      const moved = events.some((e) => e.type === 'field.change' && e.field === 'kind' && e.value === 'moveLine')
      await expect(dialog.getByRole('radio', { name: /Unlimited/ })).toHaveCount(moved ? 0 : 1)
      if (event?.type === 'xstate.error.actor.sendInvite') await expect(dialog.getByText(lastError(events)!)).toBeVisible()
    },
    ...dialogEnds(inviteDialog, 'Send invitation'),
  },
})

// ── a member's request ───────────────────────────────────────────────────────────────────────────────────────

const requestDialog = (page: Page) => page.getByRole('dialog', { name: 'Ask for an add-on or a plan' })
/** What may be asked for, as the two calls the dialog makes answer it: the line's add-ons and the plans. */
type Options = { addOns: { addOnId: string; name: string; total: number }[]; plans: { planId: string; name: string; price: number }[] }
const addOnsAnswer = ({ addOns }: Options) => ({
  lineId: 'line-1',
  reason: null,
  today: '2026-03-01',
  periodEnd: '2026-03-15',
  offers: addOns.map((offer) => ({
    addOnId: offer.addOnId,
    kind: 'data',
    name: offer.name,
    description: offer.name,
    dataMb: 3072,
    days: null,
    countries: [],
    price: offer.total,
    taxAmount: 0,
    total: offer.total,
    taxState: 'IL',
    taxRate: 0,
  })),
  addOns: [],
  payment: 'request',
})
const plansAnswer = ({ plans }: Options) => ({
  plans: plans.map((plan) => ({
    id: plan.planId,
    retailName: plan.name,
    retailDescription: plan.name,
    retailPrice: plan.price,
    popular: false,
  })),
})
const NONE: Options = { addOns: [], plans: [] }
/** The add-on or plan a choice names, by the dialog's label. */
const ITEMS: Record<string, RegExp> = { 'data-3gb': /3 GB data/, 'plan-basic': /Basic/ }

replay('familyRequest', {
  samples: familyRequestSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/account/family',
  setup: async (start) => {
    await emptyAccount(start)
    start.provider.use(answerJson('*/app/family', { group: { ...MEMBER_GROUP, pendingTransfer: null, requests: [] } }))
  },
  open: async (page) => {
    await page.getByRole('button', { name: 'Ask for an add-on or a plan' }).click()
    await expect(requestDialog(page)).toBeVisible()
  },
  calls: {
    loadOptions: [
      { url: '/app/line-care/lines/line-1/add-ons', body: (event) => HttpResponse.json(addOnsAnswer(event.output as Options)) },
      // Sent with the add-ons, it is answered whole when they fail: the dialog fails on the add-ons.
      {
        url: '/app/plans',
        body: (event) => HttpResponse.json(plansAnswer((event.output as Options | undefined) ?? NONE)),
        onError: 'pass',
      },
    ],
    sendRequest: '/app/family/requests',
  },
  act: {
    'options.retry': (page) => requestDialog(page).getByRole('button', { name: 'Try again' }).click(),
    'kind.choose': (page, event) =>
      requestDialog(page)
        .getByText((event as { kind?: string }).kind === 'addOn' ? 'An add-on' : 'A plan change', { exact: true })
        .click(),
    'item.choose': (page, event) =>
      requestDialog(page)
        .getByRole('radio', { name: ITEMS[String((event as { itemId?: string }).itemId)] })
        .check(),
    'request.submit': (page) => requestDialog(page).getByRole('button', { name: 'Send request' }).click(),
    close: (page) => requestDialog(page).getByRole('button', { name: 'Cancel' }).click(),
  },
  see: {
    loadingOptions: async (page) => {
      await expect(requestDialog(page).getByRole('status', { name: 'Loading what you can ask for…' })).toBeVisible()
    },
    failed: async (page) => {
      await expect(requestDialog(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    },
    choosing: async (page, { event, events }) => {
      const dialog = requestDialog(page)
      const planChange = (events.findLast((e) => e.type === 'kind.choose') as { kind?: string } | undefined)?.kind === 'planChange'
      await expect(dialog.getByRole('radio', { name: planChange ? /Basic/ : /3 GB data/ })).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Send request' })).toBeEnabled()
      if (event?.type === 'request.submit') await expect(dialog.getByText(planChange ? 'Choose a plan' : 'Choose an add-on')).toBeVisible()
      if (event?.type === 'xstate.error.actor.sendRequest') await expect(dialog.getByText(lastError(events)!)).toBeVisible()
    },
    ...dialogEnds(requestDialog, 'Send request'),
  },
})
