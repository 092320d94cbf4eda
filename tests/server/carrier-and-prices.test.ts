import { describe, expect, it } from 'vitest'
import {
  advanceLine,
  carrierIccidFor,
  checkDevice,
  isCarrierSim,
  LINE_TIMINGS,
  luhnCheckDigit,
  luhnValid,
  newNumberFor,
  normaliseMsisdn,
  portInEligible,
  portInRejectedByPin,
} from '@server/carrier/simulator'
import { findPromo, priceOrder } from '@server/checkout/pricing'
import { SAMPLE_TAX_RATES, stateOfZip, taxRateFor } from '@server/checkout/tax'
import { US_STATES } from '@contract/rules'
import { expiryInFuture, networkOf, sandboxOutcomeOf } from '@server/payments/cards'

const imei = (first14: string) => `${first14}${luhnCheckDigit(first14)}`

describe('carrier simulator rules', () => {
  it('checks IMEIs with Luhn', () => {
    expect(luhnValid('490154203237518')).toBe(true)
    expect(luhnValid('490154203237519')).toBe(false)
    expect(checkDevice('490154203237519')).toMatchObject({ valid: false, compatible: false })
  })

  it('answers compatibility and eSIM support by prefix', () => {
    expect(checkDevice(imei('35693803564380'))).toMatchObject({
      valid: true,
      compatible: true,
      esimCapable: true,
      model: 'Ring Test Phone 5G (eSIM)',
    })
    expect(checkDevice(imei('86123456789012'))).toMatchObject({ compatible: true, esimCapable: true })
    expect(checkDevice(imei('49015420323751'))).toMatchObject({ compatible: true, esimCapable: false })
    expect(checkDevice(imei('01234567890123'))).toMatchObject({ valid: true, compatible: false, esimCapable: false })
  })

  it('normalises numbers and refuses port-in for numbers ending in 0000', () => {
    expect(normaliseMsisdn('+1 (312) 555-0199')).toBe('3125550199')
    expect(normaliseMsisdn('312.555.0199')).toBe('3125550199')
    expect(normaliseMsisdn('5550199')).toBeNull()
    expect(portInEligible('3125550199')).toBe(true)
    expect(portInEligible('3125550000')).toBe(false)
    expect(portInRejectedByPin('0000')).toBe(true)
    expect(portInRejectedByPin('1234')).toBe(false)
  })

  it('recognises carrier SIMs by the SPEC §4 prefixes', () => {
    for (const prefix of ['890141', '8901410', '8901030', '8901280']) expect(isCarrierSim(prefix.padEnd(20, '1'))).toBe(true)
    expect(isCarrierSim('89012602300154782150')).toBe(false)
    expect(isCarrierSim('8901410')).toBe(false)
    const issued = carrierIccidFor('line-x')
    expect(issued).toMatch(/^8901410\d{13}$/)
    expect(luhnValid(issued)).toBe(true)
    expect(isCarrierSim(issued)).toBe(true)
  })

  it('gives new numbers in the ZIP area, never ending in 0000', () => {
    const number = newNumberFor('60601', 'a')
    expect(number).toMatch(/^312555\d{4}$/)
    expect(number.endsWith('0000')).toBe(false)
  })

  it('moves lines on the clock: eSIM in 2 minutes, a shipped SIM waits for the customer, failing devices to failed', () => {
    const start = new Date('2026-01-01T00:00:00Z')
    const at = (ms: number) => new Date(start.getTime() + ms)
    const esim = {
      simType: 'esim' as const,
      simStatus: 'inprogress' as const,
      statusChangedAt: start,
      imei: imei('35693803564380'),
      shipped: false,
    }
    expect(advanceLine(esim, at(LINE_TIMINGS.activationMs - 1))).toEqual([])
    expect(advanceLine(esim, at(LINE_TIMINGS.activationMs))).toEqual([
      { simStatus: 'active', statusChangedAt: at(LINE_TIMINGS.activationMs) },
    ])

    const shipped = {
      simType: 'physical' as const,
      simStatus: 'pending' as const,
      statusChangedAt: start,
      imei: imei('49015420323751'),
      shipped: true,
    }
    // A shipped kit stays pending, however long, until the customer activates it with its ICCID (shipment.ts).
    expect(advanceLine(shipped, at(LINE_TIMINGS.shippingMs * 30))).toEqual([])

    const ownSim = { ...shipped, shipped: false }
    expect(advanceLine(ownSim, at(LINE_TIMINGS.ownSimPendingMs)).map((step) => step.simStatus)).toEqual(['inprogress'])

    const failing = { ...esim, imei: imei('35693803999999') }
    expect(advanceLine(failing, at(LINE_TIMINGS.activationMs)).map((step) => step.simStatus)).toEqual(['failed'])
  })
})

describe('prices', () => {
  const price = (planPrice: number, needsSimKit: boolean, promo: string | null = null) =>
    priceOrder({ planName: 'Plan', planPrice, needsSimKit, promo: promo ? findPromo(promo) : null })

  it('adds activation, regulatory fee and 9% tax on plan + kit + activation − discount', () => {
    expect(price(40, false)).toMatchObject({
      planPrice: 40,
      activationFee: 10,
      regulatoryFee: 1.49,
      simKitFee: 0,
      taxAmount: 4.5,
      discountAmount: 0,
      total: 55.99,
      promoCode: null,
      currency: 'USD',
    })
    // Physical SIM kit: +$5, taxed.
    expect(price(25, true)).toMatchObject({ simKitFee: 5, taxAmount: 3.6, total: 45.09 })
  })

  it('applies WELCOME10 ($10 off) and RING20 (20% of the plan), case-insensitively', () => {
    expect(price(40, false, 'WELCOME10')).toMatchObject({ discountAmount: 10, taxAmount: 3.6, total: 45.09, promoCode: 'WELCOME10' })
    expect(price(40, false, 'ring20')).toMatchObject({ discountAmount: 8, taxAmount: 3.78, total: 47.27, promoCode: 'RING20' })
    expect(price(15, true, 'RING20')).toMatchObject({ discountAmount: 3, taxAmount: 2.43, total: 30.92 })
  })

  it('rounds to cents (half up) and refuses unknown or expired codes', () => {
    // 55 × 20% = 11; taxable 55 + 10 − 11 = 54 → 4.86.
    expect(price(55, false, 'RING20')).toMatchObject({ discountAmount: 11, taxAmount: 4.86, total: 60.35 })
    // 41.50 taxable → 3.735 → 3.74
    expect(price(31.5, false)).toMatchObject({ taxAmount: 3.74, total: 46.73 })
    expect(findPromo('NOPE')).toBeNull()
    expect(findPromo('SPRING25')).toBeNull()
    expect(findPromo('SPRING25', new Date('2025-05-01T00:00:00Z'))?.code).toBe('SPRING25')
  })
})

describe('card facts', () => {
  it.each([
    { number: '4242424242424242', network: 'visa', outcome: 'succeeded' },
    { number: '4000000000000002', network: 'visa', outcome: 'declined' },
    { number: '4000000000009995', network: 'visa', outcome: 'insufficient_funds' },
    { number: '5555555555554444', network: 'mastercard', outcome: 'succeeded' },
    { number: '2223003122003222', network: 'mastercard', outcome: 'succeeded' },
    { number: '378282246310005', network: 'amex', outcome: 'succeeded' },
    { number: '6011111111111117', network: 'discover', outcome: 'succeeded' },
    { number: '3566002020360505', network: 'jcb', outcome: 'succeeded' },
    { number: '36227206271667', network: 'diners', outcome: 'succeeded' },
    { number: '6200000000000005', network: 'unionpay', outcome: 'succeeded' },
    { number: '9999999999999', network: 'unknown', outcome: 'succeeded' },
  ])('reads the brand of $number from its prefix ($network) and its test outcome ($outcome)', ({ number, network, outcome }) => {
    expect(networkOf(number)).toBe(network)
    expect(sandboxOutcomeOf(number)).toBe(outcome)
  })

  it('accepts an expiry through the end of its month', () => {
    const now = new Date('2026-03-15T00:00:00Z')
    expect(expiryInFuture('03/26', now)).toBe(true)
    expect(expiryInFuture('02/26', now)).toBe(false)
    expect(expiryInFuture('12/30', now)).toBe(true)
    expect(expiryInFuture('13/30', now)).toBe(false)
  })
})

describe('sample sales tax by state', () => {
  it('knows the state of a ZIP code and has a rate for every state the forms offer', () => {
    expect(stateOfZip('60601')).toBe('IL')
    expect(stateOfZip('10001')).toBe('NY')
    expect(stateOfZip('20500')).toBe('DC')
    expect(stateOfZip('73301')).toBe('TX')
    expect(stateOfZip('99501')).toBe('AK')
    expect(stateOfZip('00601')).toBeNull()
    expect(stateOfZip('606')).toBeNull()
    for (const state of US_STATES) expect(SAMPLE_TAX_RATES[state.value], state.value).toBeTypeOf('number')
  })

  it('prices with the state rate in exact cents', () => {
    const tax = taxRateFor({ serviceZip: '60601' })
    expect(tax).toEqual({ state: 'IL', percent: 8.86 })
    // 50.00 × 8.86% = 4.43
    expect(priceOrder({ planName: 'U', planPrice: 40, needsSimKit: false, promo: null, tax })).toMatchObject({
      taxAmount: 4.43,
      total: 55.92,
      taxState: 'IL',
      taxRate: 8.86,
    })
    expect(taxRateFor({ shippingState: 'NH', serviceZip: '60601' })).toEqual({ state: 'NH', percent: 0 })
  })
})
