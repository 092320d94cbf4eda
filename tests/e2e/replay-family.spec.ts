/**
 * The covering scenarios of the family join page (/account/family/join?token=…, the invitation email's link),
 * replayed in Chromium (tests/e2e/replay.ts): each step driven through the page, each state checked on screen with
 * the texts the invitee must see, written out here. The invitation's preview and the acceptance are answered at the
 * network as each scenario chose; the account's other calls as for a new customer.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import { FAMILY_MESSAGES, type InvitePreview } from '@contract/family'
import type { MachineSamples } from '../support/machine-graph'
import { familyJoinSamples } from '../machines/family.samples'
import { emptyAccount } from './empty-account'
import { replay, type Event } from './replay'

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
