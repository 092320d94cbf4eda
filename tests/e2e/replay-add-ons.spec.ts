/**
 * The covering scenarios of the add-ons section on a line's page (/dashboard/lines/line-1), replayed in Chromium
 * (tests/e2e/replay.ts): each step driven through the page, each state checked on screen with the texts the
 * customer must see, written out here. The other sections load with the samples' ordinary answers; the saved cards
 * are the samples' two.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { AddOnsData } from '@machines/add-ons.machine'
import type { AddOnAnswer, LineAddOns } from '@contract/add-ons'
import type { MachineSamples } from '../support/machine-graph'
import { addOnsSamples } from '../machines/add-ons.samples'
import { CARDS } from '../machines/line-care.samples'
import { HttpResponse } from '../support/provider'
import { linePageAnswered } from './line-page-answers'
import { dotted, replay, type Event } from './replay'

const LINE = '/app/line-care/lines/line-1'
const section = (page: Page) => page.getByRole('region', { name: 'Add-ons' })
const buyDialog = (page: Page) => page.getByRole('dialog')
const cancelDialog = (page: Page) => page.getByRole('alertdialog')
const OFFER_BUTTONS: Record<string, string> = { 'data-3gb': 'Add 3 GB data', 'travel-europe-7': 'Buy Europe pass, 7 days' }
const CARD_NAMES: Record<string, RegExp> = { 'card-other': /^Mastercard ending 4444/, 'card-primary': /^Visa ending 4242/ }

/** The add-ons the section shows: the last the server answered. */
function shown(events: Event[]): LineAddOns {
  let addOns: LineAddOns | null = null
  for (const event of events) {
    if (event.type === 'xstate.done.actor.loadAddOns') addOns = (event.output as AddOnsData).addOns
    if (event.type === 'xstate.done.actor.buyAddOn' || event.type === 'xstate.done.actor.cancelAddOn')
      addOns = (event.output as AddOnAnswer).addOns
  }
  return addOns!
}
const lastPick = (events: Event[]) => String((events.findLast((event) => event.type === 'offer.pick') as { addOnId?: string }).addOnId)

replay('addOns', {
  samples: addOnsSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/dashboard/lines/line-1',
  setup: (start) => linePageAnswered(start, ['addOns'], { cards: CARDS }),
  calls: {
    loadAddOns: [{ url: `${LINE}/add-ons`, body: (event) => HttpResponse.json((event.output as AddOnsData).addOns) }],
    buyAddOn: `${LINE}/add-ons`,
    cancelAddOn: `${LINE}/add-ons/pass-1`,
  },
  act: {
    'addOns.retry': (page) => section(page).getByRole('button', { name: 'Try again' }).click(),
    'offer.pick': (page, event) =>
      section(page)
        .getByRole('button', { name: OFFER_BUTTONS[String((event as { addOnId?: string }).addOnId)] })
        .click(),
    'startDate.change': (page, event) =>
      buyDialog(page)
        .getByLabel('First day')
        .fill(String((event as { value?: string }).value)),
    'card.choose': (page, event) =>
      buyDialog(page)
        .getByRole('radio', { name: CARD_NAMES[String((event as { cardId?: string }).cardId)] })
        .check(),
    confirm: (page) =>
      buyDialog(page)
        .getByRole('button', { name: /^Pay \$/ })
        .click(),
    cancel: (page) => buyDialog(page).getByRole('button', { name: 'Cancel', exact: true }).click(),
    'pass.cancel': (page) => section(page).getByRole('button', { name: 'Cancel Europe pass, 7 days' }).click(),
    'cancel.confirm': (page) => cancelDialog(page).getByRole('button', { name: 'Cancel pass' }).click(),
    'cancel.keep': (page) => cancelDialog(page).getByRole('button', { name: 'Keep pass' }).click(),
  },
  notOnPage: {
    'ready.idle': {
      // An offer the catalogue does not hold, and a pass that has started, have no button.
      'offer.pick': async (page, event, events) => {
        // A member whose group owner pays has no Add or Buy at all.
        if (shown(events).payment === 'request') {
          await expect(section(page).getByRole('button', { name: /^(Add|Buy) / })).toHaveCount(0)
          return
        }
        if ((event as { addOnId?: string }).addOnId !== 'data-9gb') return false
        await expect(section(page).getByRole('button', { name: /9 ?GB/ })).toHaveCount(0)
      },
      'pass.cancel': async (page, event) => {
        if ((event as { addOnId?: string }).addOnId === 'pass-1') return false
        await expect(section(page).getByRole('button', { name: /^Cancel / })).toHaveCount(
          (await section(page).getByText('Upcoming').count()) > 0 ? 1 : 0,
        )
      },
    },
    'ready.choosing': {
      // Only the customer's own cards are listed.
      'card.choose': async (page, event, events) => {
        const ownerPays = shown(events).payment === 'owner'
        if ((event as { cardId?: string }).cardId !== 'someone-elses-card' && !ownerPays) return false
        await expect(buyDialog(page).getByRole('radio')).toHaveCount(ownerPays ? 0 : 2)
      },
    },
  },
  see: dotted({
    loading: async (page) => {
      await expect(section(page).getByRole('status', { name: 'Loading the add-ons' })).toBeVisible()
    },
    failed: async (page) => {
      await expect(section(page).getByRole('alert')).toHaveText("We couldn't load the add-ons for this line.Try again")
    },
    'ready.idle': async (page, { event, events }) => {
      const addOns = shown(events)
      await expect(buyDialog(page)).toHaveCount(0)
      if (addOns.reason) {
        await expect(section(page).getByText(addOns.reason)).toBeVisible()
        await expect(section(page).getByRole('list', { name: 'Add data' })).toHaveCount(0)
      } else {
        await expect(section(page).getByRole('list', { name: 'Add data' }).getByRole('listitem')).toHaveText([/^3 GB data\$12\.00 \+ tax/])
        await expect(section(page).getByRole('list', { name: 'Travel passes' }).getByRole('listitem')).toHaveText([
          /^Europe pass, 7 days\$25\.00 \+ tax7 days · France and Spain/,
        ])
        // A member whose group owner pays buys nothing here: no Add or Buy, and the way to ask on the Family page.
        const asks = addOns.payment === 'request'
        await expect(section(page).getByRole('button', { name: OFFER_BUTTONS['data-3gb'] })).toHaveCount(asks ? 0 : 1)
        await expect(section(page).getByRole('link', { name: 'Ask on the Family page' })).toHaveCount(asks ? 1 : 0)
      }
      const bought = addOns.addOns.map((item) =>
        item.state === 'cancelled' ? /Cancelled · \$27\.22 refunded/ : item.kind === 'data' ? /^3 GB data.*\$13\.06.*Active/ : /Upcoming/,
      )
      await expect(section(page).getByRole('list', { name: 'Your add-ons' }).getByRole('listitem')).toHaveText(bought)
      if (event?.type === 'xstate.done.actor.buyAddOn' || event?.type === 'xstate.done.actor.cancelAddOn')
        await expect(section(page).getByText((event.output as AddOnAnswer).message)).toBeVisible()
    },
    'ready.choosing': async (page, { event, events }) => {
      const pick = lastPick(events)
      const dialog = buyDialog(page)
      await expect(dialog).toHaveAccessibleName(pick === 'data-3gb' ? 'Add 3 GB data?' : 'Buy Europe pass, 7 days?')
      await expect(dialog.getByLabel('What is charged now')).toHaveText(
        pick === 'data-3gb'
          ? '3 GB data$12.00Taxes · Illinois, 8.86%$1.06Charged now$13.06'
          : 'Europe pass, 7 days$25.00Taxes · Illinois, 8.86%$2.22Charged now$27.22',
      )
      await expect(dialog.getByLabel('First day')).toHaveCount(pick === 'data-3gb' ? 0 : 1)
      const opened = events.findLastIndex((e) => e.type === 'offer.pick')
      const other = events.findLastIndex((e) => e.type === 'card.choose' && (e as { cardId?: string }).cardId === 'card-other')
      if (shown(events).payment === 'owner') {
        // The group owner's card pays: no card of the caller's to choose.
        await expect(dialog.getByRole('radio')).toHaveCount(0)
        await expect(
          dialog.getByText('Your group owner pays for this line: this is charged to their card, and they are told.'),
        ).toBeVisible()
      } else
        await expect(
          dialog.getByRole('radio', { name: other > opened ? CARD_NAMES['card-other'] : CARD_NAMES['card-primary'] }),
        ).toBeChecked()
      const dated = events.slice(opened).some((e) => e.type === 'startDate.change')
      await expect(dialog.getByRole('button', { name: /^Pay \$/ })).toBeEnabled({ enabled: pick === 'data-3gb' || dated })
      await expect(dialog.getByRole('alert')).toHaveText(event?.type === 'xstate.error.actor.buyAddOn' ? ['Your card was declined.'] : [])
    },
    'ready.buying': async (page) => {
      await expect(buyDialog(page).getByRole('button', { name: /^Pay \$/ })).toHaveAttribute('aria-busy', 'true')
      await expect(buyDialog(page).getByRole('button', { name: 'Cancel', exact: true })).toBeDisabled()
      // Paying again: the last decline is gone while the card is charged.
      await expect(buyDialog(page).getByRole('alert')).toHaveText([])
    },
    'ready.confirmingCancel': async (page, { event }) => {
      await expect(cancelDialog(page)).toHaveAccessibleName('Cancel Europe pass, 7 days?')
      await expect(cancelDialog(page)).toContainText('$27.22 is refunded to the card you paid with.')
      await expect(cancelDialog(page).getByRole('alert')).toHaveText(
        event?.type === 'xstate.error.actor.cancelAddOn' ? ['Only a travel pass that has not started yet can be cancelled.'] : [],
      )
    },
    'ready.cancelling': async (page) => {
      await expect(cancelDialog(page).getByRole('button', { name: 'Cancel pass' })).toHaveAttribute('aria-busy', 'true')
    },
  }),
})
