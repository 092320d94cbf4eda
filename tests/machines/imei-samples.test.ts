import { describe, expect, it } from 'vitest'
import { checkDevice, IMEI_INVALID } from '@server/carrier/simulator'
import { generatePaths } from '../support/machine-graph'
import { allSamples } from './samples'

type Event = { type: string; field?: string; value?: unknown; output?: unknown; error?: unknown }
type PhoneAnswer = { imei?: string; compatible?: boolean; esimCapable?: boolean; model?: string | null }

/** The IMEI the customer has typed last on this path: an IMEI field's `field.change` or an `imei.change`. */
const typedImei = (event: Event) =>
  (event.type === 'field.change' && event.field === 'imei') || event.type === 'imei.change' ? String(event.value) : undefined

/** A call's answer about a phone: its output names the IMEI it checked. */
const phoneAnswer = (event: Event) =>
  event.type.startsWith('xstate.done.actor.') && event.output && typeof event.output === 'object' && 'imei' in event.output
    ? (event.output as PhoneAnswer)
    : undefined

/** A refusal of the IMEI field: the message under it. */
const imeiRefusal = (event: Event) =>
  event.type.startsWith('xstate.error.actor.')
    ? (event.error as { errors?: { field: string; message: string }[] } | undefined)?.errors?.find((error) => error.field === 'imei')
        ?.message
    : undefined

/**
 * The samples' answers about phones, checked against the carrier simulator's rules (server/carrier/simulator.ts,
 * `checkDevice`): a tester who types a scenario's IMEI on `npm start` gets the scenario's answer.
 */
describe('the samples answer each IMEI as the carrier simulator does', () => {
  for (const [id, samples] of Object.entries(allSamples)) {
    const paths = generatePaths(samples)
    const asked = paths.some((path) => (path.events as Event[]).some((event) => typedImei(event) !== undefined))
    if (!asked) continue
    it(`${id}: every answer about a typed IMEI is the simulator's`, () => {
      const checked = new Set<string>()
      for (const path of paths) {
        let imei: string | undefined
        for (const event of path.events as Event[]) {
          imei = typedImei(event) ?? imei
          const answer = phoneAnswer(event)
          const refusal = imeiRefusal(event)
          if (!answer && !refusal) continue
          expect(imei, `${id}: ${event.type} answers before any IMEI was typed`).toBeDefined()
          const device = checkDevice(imei!)
          if (answer) {
            expect(answer.imei, `${id}: the answer is about the IMEI typed`).toBe(imei)
            expect(device.valid, `${id}: ${imei} is answered as a real IMEI`).toBe(true)
            // An answer without `compatible` (a switch's check) is only given for a phone that works on the network.
            expect(answer.compatible ?? true, `${id}: ${imei} compatible`).toBe(device.compatible)
            if ('esimCapable' in answer) expect(answer.esimCapable, `${id}: ${imei} eSIM capable`).toBe(device.esimCapable)
            if ('model' in answer) expect(answer.model, `${id}: ${imei} model`).toBe(device.model)
          } else if (refusal === IMEI_INVALID) {
            expect(device.valid, `${id}: ${imei} refused as not a real IMEI`).toBe(false)
          } else {
            expect([device.valid, device.compatible], `${id}: ${imei} refused (${refusal}) as not compatible`).toEqual([true, false])
          }
          checked.add(imei!)
        }
      }
      expect(checked.size, `${id}: no answer about an IMEI was checked`).toBeGreaterThan(0)
    })
  }
})
