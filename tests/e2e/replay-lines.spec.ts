/**
 * The covering scenarios of /dashboard/plans' lines list, nickname dialog, eSIM QR code dialog, quick SIM check and
 * port-in eligibility check, replayed in Chromium
 * (tests/e2e/replay.ts): each step driven through the page, each state checked on screen. The lines are the
 * samples' (an active eSIM with a nickname, a physical SIM awaiting port-in), answered at the network; every
 * expectation is the scenario's own account of what was answered or typed, written out here.
 */
import { expect, type Page } from '@playwright/test'
import type { Line } from '@contract/lines'
import { SIM_NEEDED_TEXT, SIM_READY_TEXT } from '@contract/port-in'
import { esimLine, FOREIGN_SIM, NETWORK, NICKNAME_SAVED, NOT_ELIGIBLE, OUR_SIM, portInLine } from '../machines/lines.samples'
import { allSamples } from '../machines/samples'
import { answerJson } from '../support/provider'
import { replay, signedIn, type Event, type ScenarioStart } from './replay'

const LINES_URL = '/app/users/subscriptions'

const linesList = (page: Page) => page.getByRole('list', { name: 'Your lines' })
const lineCard = (page: Page, id: string) => linesList(page).locator(`article[data-line="${id}"]`)
const nicknameDialog = (page: Page) => page.getByRole('dialog')
const nicknameInput = (page: Page) => nicknameDialog(page).getByRole('textbox', { name: 'MDN Nickname' })

/** Opens the nickname dialog of a line from its card (Edit when it has a nickname, else Add). */
const openNickname = (page: Page, line: { id: string; nickname: string | null }) =>
  lineCard(page, line.id)
    .getByRole('button', { name: new RegExp(`^${line.nickname ? 'Edit' : 'Add'} nickname for `) })
    .click()

/** The lines the page shows: the last list the server answered (a failed refresh keeps it). */
function shownLines(events: Event[]) {
  const answered = events.filter((event) => event.type === 'xstate.done.actor.loadLines')
  return answered.length ? (answered.at(-1)!.output as { lines: Line[] }).lines : null
}

async function expectLines(page: Page, lines: Line[]) {
  if (!lines.length) {
    await expect(page.getByText('No lines yet', { exact: true })).toBeVisible()
    await expect(linesList(page)).toHaveCount(0)
    return
  }
  await expect(linesList(page).locator('article')).toHaveCount(lines.length)
  for (const line of lines) await expect(lineCard(page, line.id)).toBeVisible()
}

/** Signed in, with `lines` on the account. */
const withLines =
  (lines: Line[]) =>
  async ({ page, provider }: ScenarioStart) => {
    await signedIn(page)
    provider.use(answerJson(`*${LINES_URL}`, { lines }))
  }

replay('lines', {
  samples: allSamples.lines,
  url: () => '/dashboard/plans',
  setup: async ({ page, provider }) => {
    await signedIn(page)
    provider.use(answerJson('*/app/users/sub-nickname/*/update', { data: { message: NICKNAME_SAVED } }))
  },
  calls: { loadLines: LINES_URL },
  act: {
    'lines.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    // Something changed on a line: a saved nickname makes the page ask for the lines again.
    'lines.reload': async (page) => {
      await openNickname(page, esimLine)
      await nicknameInput(page).fill('Work phone')
      await nicknameDialog(page).getByRole('button', { name: 'Save Changes' }).click()
      await expect(page.getByText(NICKNAME_SAVED, { exact: true }).first()).toBeVisible()
    },
  },
  see: {
    loading: async (page) => {
      await expect(page.getByRole('status', { name: 'Loading your lines' }).or(page.getByText('Loading your lines')).first()).toBeVisible()
      await expect(linesList(page)).toHaveCount(0)
    },
    failed: async (page) => {
      await expect(page.getByText("We couldn't load your lines", { exact: true })).toBeVisible()
      await expect(page.getByText(NETWORK, { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    },
    ready: async (page, { events }) => expectLines(page, shownLines(events)!),
    refreshing: async (page, { events }) => {
      // Asking again: the list stays as it was meanwhile, no spinner.
      await expectLines(page, shownLines(events)!)
      await expect(page.getByText('Loading your lines')).toHaveCount(0)
    },
  },
})

type NicknameLine = { id: string; mdn: string | null; nickname: string | null }

/** The line the dialog was last opened for, and what its input holds: the nickname it opened with, then typing. */
function nicknameForm(events: Event[]) {
  let line: NicknameLine | null = null
  let value = ''
  for (const event of events as (Event & { line?: NicknameLine })[]) {
    if (event.type === 'dialog.open') {
      line = event.line!
      value = line.nickname ?? ''
    }
    if (event.type === 'field.change') value = String(event.value)
  }
  return { line: line!, value }
}

replay('nickname', {
  samples: allSamples.nickname,
  url: () => '/dashboard/plans',
  setup: withLines([esimLine, portInLine]),
  open: async (page) => expectLines(page, [esimLine, portInLine]),
  calls: { saveNickname: '/app/users/sub-nickname/*/update' },
  act: {
    'dialog.open': (page, event) => openNickname(page, (event as Event & { line: NicknameLine }).line),
    'dialog.close': (page) => nicknameDialog(page).getByRole('button', { name: 'Cancel' }).click(),
    'field.change': (page, event) => nicknameInput(page).fill(String(event.value)),
    'form.submit': async (page) => {
      const submit = nicknameDialog(page).getByRole('button', { name: /^(Save Changes|Add Nickname)$/ })
      await submit.click()
    },
  },
  see: {
    closed: async (page, { event }) => {
      await expect(nicknameDialog(page)).toHaveCount(0)
      if (event?.type === 'xstate.done.actor.saveNickname')
        await expect(page.getByText(NICKNAME_SAVED, { exact: true }).first()).toBeVisible()
    },
    editing: async (page, { event, events }) => {
      const { line, value } = nicknameForm(events)
      await expect(nicknameDialog(page)).toHaveAccessibleName(line.nickname ? 'Edit MDN Nickname' : 'Add MDN Nickname')
      await expect(
        nicknameDialog(page).getByRole('button', { name: line.nickname ? 'Save Changes' : 'Add Nickname', exact: true }),
      ).toBeEnabled()
      await expect(nicknameInput(page)).toHaveValue(value)
      if (event?.type === 'form.submit')
        await expect(nicknameDialog(page).getByText('Please add a nickname', { exact: true })).toBeVisible()
      if (event?.type === 'field.change') await expect(nicknameInput(page)).not.toHaveAttribute('aria-invalid', 'true')
      if (event?.type === 'xstate.error.actor.saveNickname') {
        const error = event.error as { message: string }
        await expect(nicknameDialog(page).getByText(error.message, { exact: true })).toBeVisible()
      }
    },
    saving: async (page, { events }) => {
      const { line } = nicknameForm(events)
      await expect(
        nicknameDialog(page).getByRole('button', { name: line.nickname ? 'Save Changes' : 'Add Nickname', exact: true }),
      ).toHaveAttribute('aria-busy', 'true')
    },
  },
})

const qrDialog = (page: Page) => page.getByRole('dialog', { name: 'Your eSIM QR code' })

replay('esimQr', {
  samples: allSamples.esimQr,
  url: () => '/dashboard/plans',
  setup: withLines([esimLine, portInLine]),
  open: async (page) => expectLines(page, [esimLine, portInLine]),
  calls: {},
  act: {
    'dialog.open': (page) => lineCard(page, esimLine.id).getByRole('button', { name: 'Show eSIM QR code' }).click(),
    // The footer's Close (the close icon shares its name).
    'dialog.close': (page) => qrDialog(page).getByRole('button', { name: 'Close' }).last().click(),
  },
  see: {
    closed: async (page) => {
      await expect(qrDialog(page)).toHaveCount(0)
      await expectLines(page, [esimLine, portInLine])
    },
    showing: async (page) => {
      // The line's QR code and, for typing it in, its SM-DP+ address and activation code.
      await expect(qrDialog(page).getByRole('img', { name: 'eSIM QR code for (202) 555-0143' })).toBeVisible()
      await expect(qrDialog(page).getByText('smdp.ringmobile.example', { exact: true })).toBeVisible()
      await expect(qrDialog(page).getByText('0A1B2C3D4E5F60718293A4B5', { exact: true })).toBeVisible()
    },
  },
})

/** The port-in line's card: its tracker offers Quick SIM check and Port in my number while details are awaited. */
const portInCard = (page: Page) => lineCard(page, portInLine.id)

const simDialog = (page: Page) => page.getByRole('dialog', { name: 'Quick SIM check' })
const simInput = (page: Page) => simDialog(page).getByRole('textbox', { name: 'SIM number' })
const simTyped = (events: Event[]) => {
  const typed = events.filter((event) => event.type === 'field.change')
  return typed.length ? String(typed.at(-1)!.value) : ''
}

replay('quickSimCheck', {
  samples: allSamples.quickSimCheck,
  url: () => '/dashboard/plans',
  setup: withLines([esimLine, portInLine]),
  open: (page) => expectLines(page, [esimLine, portInLine]),
  calls: {},
  act: {
    'dialog.open': (page) => portInCard(page).getByRole('button', { name: 'Quick SIM check' }).click(),
    'dialog.close': (page) => simDialog(page).getByRole('button', { name: 'Cancel' }).click(),
    'field.change': (page, event) => simInput(page).fill(String(event.value)),
    'sim.check': (page) => simDialog(page).getByRole('button', { name: 'Check', exact: true }).click(),
    'sim.next': (page) => simDialog(page).getByRole('button', { name: 'Next', exact: true }).click(),
  },
  see: {
    closed: async (page, { event, events }) => {
      await expect(simDialog(page)).toHaveCount(0)
      if (event?.type === 'sim.next') {
        // Next: the add-port-in dialog opens for the line (the checked SIM number is held for the port-in).
        await expect(page.getByRole('dialog', { name: "Let's port in your number" })).toBeVisible()
        expect([OUR_SIM, FOREIGN_SIM]).toContain(simTyped(events))
      }
    },
    entering: async (page, { event, events }) => {
      await expect(simInput(page)).toHaveValue(simTyped(events))
      await expect(simDialog(page).getByRole('button', { name: 'Check', exact: true })).toBeVisible()
      await expect(simDialog(page).getByText(SIM_READY_TEXT)).toHaveCount(0)
      await expect(simDialog(page).getByText(SIM_NEEDED_TEXT)).toHaveCount(0)
      const error = simDialog(page).getByText('ICCID number should be 18-22 digits', { exact: true })
      await expect(error).toHaveCount(event?.type === 'sim.check' ? 1 : 0)
    },
    simReady: async (page, { events }) => {
      expect(simTyped(events)).toBe(OUR_SIM)
      await expect(simDialog(page).getByText(SIM_READY_TEXT, { exact: true })).toBeVisible()
      await expect(simDialog(page).getByRole('button', { name: 'Next', exact: true })).toBeVisible()
    },
    newSimNeeded: async (page, { events }) => {
      expect(simTyped(events)).toBe(FOREIGN_SIM)
      await expect(simDialog(page).getByText(SIM_NEEDED_TEXT, { exact: true })).toBeVisible()
      await expect(simDialog(page).getByRole('button', { name: 'Next', exact: true })).toBeVisible()
    },
  },
})

const checkDialog = (page: Page) => page.getByRole('dialog', { name: 'Can your number move to Ring Mobile?' })
const checkField = (page: Page, label: string) => checkDialog(page).getByRole('textbox', { name: label })
const failureDialog = (page: Page, title: string) => page.getByRole('alertdialog', { name: title })

/** What the eligibility form holds: the line's number and ZIP (or nothing), then what was typed. */
function checkValues(events: Event[]) {
  const values = { portIn: '', zipCode: '' }
  for (const event of events as (Event & { msisdn?: string | null; zipCode?: string | null })[]) {
    if (event.type === 'dialog.open') Object.assign(values, { portIn: event.msisdn ?? '', zipCode: event.zipCode ?? '' })
    if (event.type === 'field.change') values[event.field as 'portIn' | 'zipCode'] = String(event.value)
  }
  return values
}

replay('portInCheck', {
  samples: allSamples.portInCheck,
  url: () => '/dashboard/plans',
  // A scenario that opens the check with nothing to prefill is served a line whose port-in has no number or ZIP yet.
  setup: async (start) => {
    const blank = start.events.some((event) => event.type === 'dialog.open' && (event as { msisdn?: string | null }).msisdn === null)
    const line = blank ? { ...portInLine, zipCode: '', portIn: { ...portInLine.portIn!, msisdn: '', zipCode: '' } } : portInLine
    await withLines([esimLine, line])(start)
  },
  open: (page) => expect(portInCard(page)).toBeVisible(),
  calls: { checkPortIn: '/app/users/portin/check' },
  act: {
    'dialog.open': (page) => portInCard(page).getByRole('button', { name: 'Port in my number' }).click(),
    'dialog.close': async (page) => {
      const failure = page.getByRole('alertdialog')
      if (await failure.count()) await failure.getByRole('button', { name: 'Close' }).click()
      else await checkDialog(page).getByRole('button', { name: 'Cancel' }).click()
    },
    'field.change': (page, event) => checkField(page, event.field === 'portIn' ? 'Number to bring' : 'ZIP code').fill(String(event.value)),
    'form.submit': (page) => checkDialog(page).getByRole('button', { name: 'Verify' }).click(),
    'failure.retry': (page) => page.getByRole('alertdialog').getByRole('button', { name: 'Try again' }).click(),
  },
  see: {
    closed: async (page, { event }) => {
      await expect(checkDialog(page)).toHaveCount(0)
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      if (event?.type === 'xstate.done.actor.checkPortIn') {
        // Eligible: the port-in details open with the 'Good News!' title.
        await expect(page.getByRole('dialog', { name: 'Good News! Your number is eligible for port-in' })).toBeVisible()
      }
    },
    editing: async (page, { event, events }) => {
      const values = checkValues(events)
      await expect(checkField(page, 'Number to bring')).toHaveValue(values.portIn)
      await expect(checkField(page, 'ZIP code')).toHaveValue(values.zipCode)
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      if (event?.type === 'form.submit') {
        // The samples' only refused form is the one opened with nothing to prefill: both fields empty.
        expect(values).toEqual({ portIn: '', zipCode: '' })
        await expect(checkDialog(page).getByText('Number is required', { exact: true })).toBeVisible()
        await expect(checkDialog(page).getByText('Please enter 5 digit ZIP Code', { exact: true })).toBeVisible()
      }
      if (event?.type === 'xstate.error.actor.checkPortIn') {
        await expect(checkDialog(page).getByText('Please enter a valid number', { exact: true })).toBeVisible()
      }
    },
    verifying: async (page) => {
      await expect(checkDialog(page).getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true')
    },
    notEligible: async (page) => {
      await expect(failureDialog(page, 'Oops!')).toContainText(NOT_ELIGIBLE)
    },
    failed: async (page) => {
      await expect(failureDialog(page, 'That Failed...')).toContainText('Something went wrong. Please try again!')
    },
  },
})
