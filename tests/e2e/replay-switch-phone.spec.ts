/**
 * The covering scenarios of "Your phone" on a line's page (/dashboard/lines/line-1), replayed in Chromium
 * (tests/e2e/replay.ts): the switch to a new phone driven through the page, each state checked on screen with the
 * texts written out here. The other sections load with the samples' ordinary answers.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { LineSwitch, SwitchAnswer, SwitchCheck } from '@contract/line-switch'
import type { MachineSamples } from '../support/machine-graph'
import { switchPhoneSamples } from '../machines/switch-phone.samples'
import { carrierIccidFor } from '@server/carrier/simulator'
import { http, HttpResponse } from '../support/provider'
import { linePageAnswered } from './line-page-answers'
import { dotted, replay, type Event } from './replay'

const section = (page: Page) => page.getByRole('region', { name: 'Your phone' })
const dialog = (page: Page) => page.getByRole('dialog')
const imeiField = (page: Page) => dialog(page).getByLabel("New phone's IMEI")

/** The line the section shows, and the last phone check: from the scenario's answers. */
function shown(events: Event[]) {
  let line: LineSwitch | null = null
  let check: SwitchCheck | null = null
  let simType: string | null = null
  for (const event of events) {
    if (event.type === 'xstate.done.actor.loadSwitch') line = event.output as LineSwitch
    if (event.type === 'xstate.done.actor.switchPhone') line = (event.output as SwitchAnswer).switch
    if (event.type === 'xstate.done.actor.checkPhone') {
      check = event.output as SwitchCheck
      simType = check.options[0]
    }
    if (event.type === 'simType.choose') simType = String((event as { simType?: string }).simType)
  }
  return { line: line!, check, simType }
}

replay('switchPhone', {
  samples: switchPhoneSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/dashboard/lines/line-1',
  setup: async (start) => {
    await linePageAnswered(start, ['switch'])
    const kit = (
      start.events.find((event) => event.type === 'xstate.done.actor.switchPhone' && (event.output as SwitchAnswer).switch.kit)?.output as
        SwitchAnswer | undefined
    )?.switch.kit
    if (kit)
      start.provider.use(
        http.get('*/app/lines/line-1/sim', () => HttpResponse.json(kit)),
        http.post('*/app/lines/line-1/sim/activate', () => HttpResponse.json({ ...kit, stage: 'activated', canActivate: false })),
      )
  },
  calls: {
    loadSwitch: '/app/lines/line-1/switch',
    checkPhone: '/app/lines/line-1/switch/check',
    switchPhone: '/app/lines/line-1/switch',
  },
  act: {
    'switch.retry': (page) => section(page).getByRole('button', { name: 'Try again' }).click(),
    'switch.open': (page) => section(page).getByRole('button', { name: 'Switch to a new phone' }).click(),
    'imei.change': (page, event) => imeiField(page).fill(String(event.value)),
    'imei.check': (page) => dialog(page).getByRole('button', { name: 'Check phone' }).click(),
    'simType.choose': (page, event) =>
      dialog(page)
        .getByRole('radio', { name: (event as { simType?: string }).simType === 'esim' ? /^eSIM, at once/ : /^SIM card by post/ })
        .check(),
    'switch.confirm': (page) =>
      dialog(page)
        .getByRole('button', { name: /^(Switch to eSIM|Send me a SIM card)$/ })
        .click(),
    back: (page) => dialog(page).getByRole('button', { name: 'Another phone' }).click(),
    close: (page) => dialog(page).getByRole('button', { name: 'Close' }).click(),
    // The kit panel (the lines feature's) reports the card's activation: the customer types its ICCID.
    'kit.changed': async (page) => {
      const kit = section(page).getByRole('region', { name: 'SIM card delivery' })
      await kit.getByRole('textbox', { name: 'SIM card number (ICCID)' }).fill(carrierIccidFor('switch-replay'))
      await kit.getByRole('button', { name: 'Activate SIM' }).click()
    },
  },
  see: dotted({
    loading: async (page) => {
      await expect(section(page).getByRole('status', { name: "Loading this line's SIM" })).toBeVisible()
    },
    failed: async (page) => {
      await expect(section(page).getByRole('alert')).toHaveText("We couldn't load this line's SIM.Try again")
      await expect(section(page).getByRole('button', { name: 'Switch to a new phone' })).toHaveCount(0)
    },
    'ready.idle': async (page, { events }) => {
      const { line } = shown(events)
      await expect(dialog(page)).toHaveCount(0)
      await expect(section(page)).toContainText(`This line is on eSIM · ICCID ending ${line.esim!.iccid.slice(-4)}.`)
      if (line.kit) {
        await expect(section(page).getByRole('region', { name: 'SIM card delivery' })).toBeVisible()
        await expect(section(page).getByRole('button', { name: 'Switch to a new phone' })).toHaveCount(0)
      } else {
        await expect(section(page).getByRole('button', { name: 'Switch to a new phone' })).toBeEnabled({ enabled: line.reason === null })
        if (line.reason) await expect(section(page).getByText(line.reason)).toBeVisible()
      }
    },
    'ready.reloading': async (page) => {
      await expect(section(page)).toBeVisible()
    },
    'ready.enteringImei': async (page, { event, events }) => {
      await expect(dialog(page)).toHaveAccessibleName('Switch to a new phone')
      const opened = events.findLastIndex((e) => e.type === 'switch.open' || e.type === 'back')
      const typed = events.slice(opened).findLast((e) => e.type === 'imei.change')
      const value = typed ? String(typed.value) : events[opened]?.type === 'back' ? String(shown(events).check?.imei ?? '') : ''
      await expect(imeiField(page)).toHaveValue(value)
      await expect(dialog(page).getByRole('button', { name: 'Check phone' })).toBeEnabled({ enabled: value.length === 15 })
      // The refusal the carrier simulator gives for the IMEI typed (not a real IMEI, or a phone off our network).
      if (event?.type === 'xstate.error.actor.checkPhone')
        await expect(dialog(page).getByText((event.error as { message: string }).message)).toBeVisible()
    },
    'ready.checking': async (page) => {
      await expect(dialog(page).getByRole('button', { name: 'Check phone' })).toHaveAttribute('aria-busy', 'true')
    },
    'ready.choosing': async (page, { event, events }) => {
      const { check, simType } = shown(events)
      await expect(dialog(page)).toContainText(
        check!.esimCapable
          ? 'Ring Test Phone 5G (eSIM) works on our network and takes an eSIM.'
          : 'Ring Test Phone Classic works on our network; it takes a SIM card only.',
      )
      await expect(dialog(page).getByRole('radio')).toHaveCount(check!.options.length)
      await expect(dialog(page).getByRole('radio', { name: simType === 'esim' ? /^eSIM, at once/ : /^SIM card by post/ })).toBeChecked()
      await expect(dialog(page).getByRole('alert')).toHaveText(
        event?.type === 'xstate.error.actor.switchPhone' ? [/^SIM change lock is on/] : [],
      )
    },
    'ready.switching': async (page) => {
      await expect(dialog(page).getByRole('button', { name: /^(Switch to eSIM|Send me a SIM card)$/ })).toHaveAttribute('aria-busy', 'true')
    },
    'ready.done': async (page, { events }) => {
      const { line, simType } = shown(events)
      const esim = simType === 'esim' && !!line.esim?.activationCode
      await expect(dialog(page)).toHaveAccessibleName(esim ? 'Your new eSIM' : 'Your SIM card is on its way')
      await expect(dialog(page).getByRole('img', { name: 'QR code of your new eSIM' })).toHaveCount(esim ? 1 : 0)
      if (esim) await expect(dialog(page).getByTestId('esim-activation-code')).toHaveText(line.esim!.activationCode!.split('$')[2])
    },
  }),
})
