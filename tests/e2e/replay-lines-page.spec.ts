/**
 * The covering scenarios of /dashboard/plans as one system (linesPage, machines/lines-page.machine.ts), replayed in
 * Chromium (tests/e2e/replay.ts). The page machine rests in `ready`; each of its events is a hand-off from a line
 * card or a child flow, so each step is driven through the page by what the customer does to cause it (a card's
 * button, or the child dialog's steps up to the hand-off), and each step is checked by what the customer then sees:
 * which dialog is open and what it holds. The calls the children make are answered here with the samples' answers.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { Line } from '@contract/lines'
import { PORT_IN_STARTED_NOTICE } from '@contract/port-in'
import type { MachineSamples } from '../support/machine-graph'
import { DETAILS_STORED, esimLine, linesPageSamples, NICKNAME_SAVED, OUR_SIM, portInLine } from '../machines/lines.samples'
import { answerJson, http, HttpResponse } from '../support/provider'
import { replay, settled, signedIn, type Event } from './replay'

const PORT_IN_SENT = 'Your port-in request has been sent to your old carrier.'
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const card = (page: Page, id: string) => page.getByRole('list', { name: 'Your lines' }).locator(`article[data-line="${id}"]`)
const field = (page: Page, name: string, label: string) => dialog(page, name).getByRole('textbox', { name: label })
const DETAILS = "Let's port in your number"
const CHECK = 'Can your number move to Ring Mobile?'
const GOOD_NEWS = 'Good News! Your number is eligible for port-in'

/** The lines the page lists: the samples' two, and each line a scenario opens a port-in dialog for. */
const linesOf = (events: Event[]) => {
  const lines = new Map<string, Line>([esimLine, portInLine].map((line) => [line.id, line]))
  for (const event of events as (Event & { line?: Line })[]) if (event.line && 'simType' in event.line) lines.set(event.line.id, event.line)
  return [...lines.values()]
}
/** How often the page asked for the lines, and how often before the step that changed a line. */
const reloads = new WeakMap<Page, number>()
const reloadsBefore = new WeakMap<Page, number>()

/** Verify on the eligibility check (answered eligible), so that the "Good News!" dialog opens. */
async function verify(page: Page) {
  await dialog(page, CHECK).getByRole('button', { name: 'Verify' }).click()
  await expect(dialog(page, GOOD_NEWS)).toBeVisible()
}

replay('linesPage', {
  samples: linesPageSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/dashboard/plans',
  setup: async ({ page, provider, events }) => {
    await signedIn(page)
    reloads.set(page, 0)
    const lines = linesOf(events)
    provider.use(
      http.all('*/app/users/subscriptions', () => {
        reloads.set(page, reloads.get(page)! + 1)
        return HttpResponse.json({ lines })
      }),
      answerJson('*/app/users/sub-nickname/*/update', { data: { message: NICKNAME_SAVED } }),
      answerJson('*/app/users/portin/check', { message: GOOD_NEWS }),
      answerJson('*/app/users/portin/temp/update', { message: DETAILS_STORED }),
      answerJson('*/app/users/portin/bring/number', { message: PORT_IN_SENT }),
      // Edit details and Re-submit fetch the stored old-carrier details (the PIN is not in the lines answer).
      http.all('*/app/users/portin/:lineId/old-service', ({ params }) => {
        const line = lines.find((candidate) => candidate.id === params.lineId)
        const billingAccountNumber = line?.portIn?.oldService?.billingAccountNumber
        return HttpResponse.json({ oldService: billingAccountNumber ? { billingAccountNumber, billingAccountPassword: '0000' } : null })
      }),
    )
  },
  open: (page) => expect(card(page, portInLine.id)).toBeVisible(),
  calls: {},
  act: {
    'line.nickname': (page) =>
      card(page, esimLine.id)
        .getByRole('button', { name: /^Edit nickname for / })
        .click(),
    'line.showQrCode': (page) => card(page, esimLine.id).getByRole('button', { name: 'Show eSIM QR code' }).click(),
    'line.quickSimCheck': (page) => card(page, portInLine.id).getByRole('button', { name: 'Quick SIM check' }).click(),
    'line.portIn': (page) => card(page, portInLine.id).getByRole('button', { name: 'Port in my number' }).click(),
    'line.editPortIn': (page, event) =>
      card(page, (event as { line?: Line }).line!.id)
        .getByRole('button', { name: 'Edit details' })
        .click(),
    'line.resubmitPortIn': (page, event) =>
      card(page, (event as { line?: Line }).line!.id)
        .getByRole('button', { name: 'Re-submit' })
        .click(),
    // Next on the quick SIM check with a SIM of ours.
    'sim.checked': async (page) => {
      await field(page, 'Quick SIM check', 'SIM number').fill(OUR_SIM)
      await dialog(page, 'Quick SIM check').getByRole('button', { name: 'Check', exact: true }).click()
      await dialog(page, 'Quick SIM check').getByRole('button', { name: 'Next', exact: true }).click()
    },
    // Save in the add-details dialog: the old carrier details are stored.
    'portIn.detailsSaved': async (page) => {
      await field(page, DETAILS, 'Billing account number').fill('987654321')
      await dialog(page, DETAILS).getByLabel('Account PIN or password', { exact: true }).fill('2468')
      await dialog(page, DETAILS).getByRole('button', { name: 'Save' }).click()
    },
    // The eligibility check answers eligible: from where the scenario stands (the quick SIM check open), the
    // customer leaves it and verifies the number with Port in my number.
    'number.eligible': async (page) => {
      await dialog(page, 'Quick SIM check').getByRole('button', { name: 'Cancel' }).click()
      await card(page, portInLine.id).getByRole('button', { name: 'Port in my number' }).click()
      await verify(page)
    },
    // A port-in starts: Port in my number, Verify, Continue, the old carrier details and Save.
    'portIn.ended': async (page) => {
      await card(page, portInLine.id).getByRole('button', { name: 'Port in my number' }).click()
      await verify(page)
      await dialog(page, GOOD_NEWS).getByRole('button', { name: 'Continue' }).click()
      await field(page, DETAILS, 'Billing account number').fill('987654321')
      await dialog(page, DETAILS).getByLabel('Account PIN or password', { exact: true }).fill('2468')
      await dialog(page, DETAILS).getByRole('button', { name: 'Save' }).click()
    },
    // A line changed: from the eligibility check the scenario stands in, the customer leaves it and saves a nickname.
    'lines.changed': async (page) => {
      reloadsBefore.set(page, reloads.get(page)!)
      await dialog(page, CHECK).getByRole('button', { name: 'Cancel' }).click()
      await settled(page)
      await card(page, esimLine.id)
        .getByRole('button', { name: /^Edit nickname for / })
        .click()
      await field(page, 'Edit MDN Nickname', 'MDN Nickname').fill('Work phone')
      await dialog(page, 'Edit MDN Nickname').getByRole('button', { name: 'Save Changes' }).click()
    },
  },
  see: {
    ready: async (page, { event }) => {
      const open = page.getByRole('dialog')
      switch (event?.type) {
        case undefined:
          await expect(card(page, esimLine.id)).toBeVisible()
          await expect(card(page, portInLine.id)).toBeVisible()
          await expect(open).toHaveCount(0)
          return
        case 'line.nickname':
          await expect(field(page, 'Edit MDN Nickname', 'MDN Nickname')).toHaveValue("Dana's iPhone")
          return
        case 'line.showQrCode':
          await expect(dialog(page, 'Your eSIM QR code').getByRole('img', { name: 'eSIM QR code for (202) 555-0143' })).toBeVisible()
          return
        case 'line.quickSimCheck':
          await expect(field(page, 'Quick SIM check', 'SIM number')).toHaveValue('')
          return
        case 'line.portIn':
          await expect(field(page, CHECK, 'Number to bring')).toHaveValue('(312) 555-0199')
          await expect(field(page, CHECK, 'ZIP code')).toHaveValue('60601')
          return
        case 'sim.checked':
          // The add-port-in dialog, empty: the checked SIM number is held for the start.
          await expect(open).toHaveCount(1)
          await expect(field(page, DETAILS, 'Billing account number')).toHaveValue('')
          return
        case 'portIn.detailsSaved':
          await expect(page.getByText(DETAILS_STORED, { exact: true }).first()).toBeVisible()
          await expect(field(page, CHECK, 'Number to bring')).toHaveValue('(312) 555-0199')
          await expect(field(page, CHECK, 'ZIP code')).toHaveValue('60601')
          return
        case 'number.eligible':
          await expect(dialog(page, GOOD_NEWS).getByText('(312) 555-0199 can move to Ring Mobile.', { exact: true })).toBeVisible()
          return
        case 'line.editPortIn':
          await expect(dialog(page, DETAILS).getByText('Please provide your old carrier details', { exact: true })).toBeVisible()
          await expect(field(page, DETAILS, 'Billing account number')).toHaveValue('123456789')
          return
        case 'line.resubmitPortIn':
          await expect(
            dialog(page, 'Re-submit port-in').getByText('Make sure the details are correct & click Re-submit', { exact: true }),
          ).toBeVisible()
          await expect(field(page, 'Re-submit port-in', 'Billing account number')).toHaveValue('123456789')
          return
        case 'portIn.ended':
          // SPEC §8: the long notice that stays open; the dialogs are closed.
          await expect(page.getByRole('status').filter({ hasText: PORT_IN_STARTED_NOTICE })).toBeVisible()
          await expect(open).toHaveCount(0)
          return
        case 'lines.changed':
          // The list was asked for again once the nickname was saved.
          await expect.poll(() => reloads.get(page)! - reloadsBefore.get(page)!).toBe(1)
          await expect(page.getByText(NICKNAME_SAVED, { exact: true }).first()).toBeVisible()
          await expect(open).toHaveCount(0)
          return
        default:
          throw new Error(`no page check for ${event?.type}`)
      }
    },
  },
})
