import { createHash, randomBytes } from 'node:crypto'
import type { SimStatus, SimType } from '@contract/lines'
import { luhnValid } from '@contract/sim'

export { luhnValid }

/**
 * The carrier simulator (DESIGN §6): the built-in stand-in for a wholesale carrier API. Every rule is deterministic
 * and written down here and in server/README.md, so that testers can choose an outcome by choosing an input.
 *
 * | input | rule |
 * |---|---|
 * | IMEI failing the Luhn check | rejected: 422 on `imei` (IMEI_INVALID) |
 * | IMEI starting with `01` | not compatible with the network |
 * | IMEI starting with `35` or `86` | compatible, eSIM capable; any other valid IMEI: physical SIM only |
 * | IMEI whose serial (digits 9-14) is `999999` | compatible, but activation fails (inprogress → failed) |
 * | number (10 digits) ending in `0000` | not eligible for port-in |
 * | ICCID starting 890141, 8901410, 8901030 or 8901280 | one of our carrier SIMs (SPEC §4) |
 * | port-in PIN `0000` | the port-in is rejected later and needs a resubmit (used by the port-in calls) |
 *
 * Line statuses move on the simulator clock (server/carrier/clock.ts), see LINE_TIMINGS.
 */

export const IMEI_INVALID = "This IMEI is not valid. Dial *#06# to see your phone's IMEI."
export const NOT_ELIGIBLE_FOR_PORT_IN = 'This number is not eligible for port-in.'

/** The Luhn check digit that completes `partial`. */
export function luhnCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${partial}${digit}`)) return String(digit)
  }
  throw new Error('unreachable')
}

export interface DeviceCheck {
  imei: string
  /** False: the IMEI is not a real one (Luhn), answer IMEI_INVALID. */
  valid: boolean
  compatible: boolean
  esimCapable: boolean
  /** A friendly model name when the simulator knows the TAC (first 8 digits). */
  model: string | null
}

/** A few type allocation codes the simulator names; any other IMEI has no model. */
const KNOWN_MODELS: Record<string, string> = {
  '35693803': 'Ring Test Phone 5G (eSIM)',
  '86000000': 'Ring Test Phone Lite (eSIM)',
  '49015420': 'Ring Test Phone Classic',
}

/** Compatibility and eSIM support of a device by its 15-digit IMEI. */
export function checkDevice(imei: string): DeviceCheck {
  const valid = /^\d{15}$/.test(imei) && luhnValid(imei)
  if (!valid) return { imei, valid, compatible: false, esimCapable: false, model: null }
  const compatible = !imei.startsWith('01')
  const esimCapable = compatible && (imei.startsWith('35') || imei.startsWith('86'))
  return { imei, valid, compatible, esimCapable, model: KNOWN_MODELS[imei.slice(0, 8)] ?? null }
}

/** Activation of a line on this device fails (the simulator's way to reach `failed`). */
function activationFails(imei: string | null | undefined) {
  return !!imei && /^\d{15}$/.test(imei) && imei.slice(8, 14) === '999999'
}

/**
 * A phone number as 10 digits: spaces, dots, dashes, parentheses and a leading +1 / 1 are dropped.
 * Null when what is left is not a 10-digit number.
 */
export function normaliseMsisdn(input: string): string | null {
  let digits = input.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  return /^\d{10}$/.test(digits) ? digits : null
}

/** Port-in eligibility: every 10-digit number is eligible except those ending in 0000. */
export function portInEligible(msisdn: string): boolean {
  return !msisdn.endsWith('0000')
}

/** ICCID prefixes of our carrier's SIMs (SPEC §4). */
export const CARRIER_SIM_PREFIXES = ['890141', '8901410', '8901030', '8901280'] as const

/** True when the ICCID is one of our carrier's SIMs (SPEC §4 "special" SIM numbers): no new SIM is needed. */
export function isCarrierSim(iccid: string | null | undefined): boolean {
  const digits = (iccid ?? '').trim()
  return /^\d{18,22}$/.test(digits) && CARRIER_SIM_PREFIXES.some((prefix) => digits.startsWith(prefix))
}

/**
 * The port-in PIN rule (used by the port-in calls of the lines work, kept here with the other carrier rules):
 * PIN / account password `0000` makes the old carrier reject the transfer; the line's port-in moves to `failed`
 * with failureField 'pinPassword' and needs a resubmit with another PIN.
 */
export function portInRejectedByPin(pin: string): boolean {
  return pin.trim() === '0000'
}

/**
 * How long each status lasts on the simulator clock before the carrier moves the line on.
 * - eSIM: `inprogress` → `active` after 2 minutes (profile download and activation).
 * - physical SIM shipped as a kit: stays `pending` while it ships (server/carrier/shipment.ts: packed, shipped,
 *   delivered a day after the order); the customer activates it by typing the card's ICCID, which moves it to
 *   `inprogress`, then `active` 2 minutes later.
 * - physical SIM the customer already holds: `pending` → `inprogress` after 5 minutes, then `active` 2 minutes later.
 * - a device whose activation fails (activationFails): `inprogress` → `failed` instead of `active`.
 */
export const LINE_TIMINGS = {
  activationMs: 2 * 60_000,
  shippingMs: 24 * 60 * 60_000,
  ownSimPendingMs: 5 * 60_000,
} as const

export interface SimulatedLine {
  simType: SimType
  simStatus: SimStatus
  statusChangedAt: Date
  imei: string | null
  /** The SIM kit is shipped (no SIM of the customer's own): the customer activates it (server/carrier/shipment.ts). */
  shipped: boolean
}

export interface LineTransition {
  simStatus: SimStatus
  statusChangedAt: Date
}

/** Where a line stands at `now` on the simulator clock: the transitions due since its last change, in order. */
export function advanceLine(line: SimulatedLine, now: Date): LineTransition[] {
  const steps: LineTransition[] = []
  let status = line.simStatus
  let at = line.statusChangedAt.getTime()
  for (let guard = 0; guard < 4; guard += 1) {
    let next: SimStatus | null = null
    let wait = 0
    if (status === 'pending' && line.simType === 'physical' && !line.shipped) {
      next = 'inprogress'
      wait = LINE_TIMINGS.ownSimPendingMs
    } else if (status === 'inprogress') {
      next = activationFails(line.imei) ? 'failed' : 'active'
      wait = LINE_TIMINGS.activationMs
    }
    if (!next || at + wait > now.getTime()) break
    at += wait
    status = next
    steps.push({ simStatus: status, statusChangedAt: new Date(at) })
  }
  return steps
}

/** The status a new line starts in: a physical SIM waits for shipping (pending), an eSIM is being activated. */
export function initialSimStatus(simType: SimType): SimStatus {
  return simType === 'esim' ? 'inprogress' : 'pending'
}

/** A Luhn-valid 20-digit ICCID on our carrier prefix 8901410 (assigned to eSIMs and shipped SIM kits). */
export function carrierIccidFor(seed: string): string {
  const body = createHash('sha256').update(`iccid:${seed}`).digest('hex').replace(/[a-f]/g, '').padEnd(12, '7').slice(0, 12)
  const partial = `8901410${body}`
  return `${partial}${luhnCheckDigit(partial)}`
}

/** Area codes for a new number by the first digit of its ZIP code (a rough map of the US). */
const AREA_CODES = ['617', '212', '202', '305', '313', '612', '312', '214', '303', '415']

/** A new number in the ZIP code's area: `AAA 555 XXXX`, never ending in 0000. */
export function newNumberFor(zipCode: string, seed: string): string {
  const area = AREA_CODES[Number(zipCode[0] ?? 6)] ?? '312'
  const hash = createHash('sha256').update(`mdn:${seed}`).digest()
  const line = String(1 + (hash.readUInt32BE(0) % 9998)).padStart(4, '0')
  return `${area}555${line}`
}

/** A new eSIM activation code (the LPA string behind the QR code): random, issued once when the line activates. */
export function newEsimActivationCode(): string {
  return `LPA:1$smdp.ringmobile.example$${randomBytes(12).toString('hex').toUpperCase()}`
}
