import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { machineEntries } from '@machines/registry'
import { figuresOf } from '@machines/figures'
import { EMAIL_CODE_LENGTH } from '@machines/edit-email.machine'
import { OTP_LENGTH } from '@machines/otp-sign-in.machine'
import { MAX_PENDING_CHECKS } from '@machines/payment-result.machine'
import { emailCodeSchema, iccidSchema, imeiSchema, signInCodeSchema, zipCodeSchema } from '@contract/rules'
import { passkeyNameSchema, SECOND_STEP_CODE, secondStepPayloadSchema } from '@contract/security'
import { machineGraph } from '../../scripts/lib/machine-export'

/**
 * A guard whose rule checks a figure (a length, a count, a limit) carries it as its params, so the diagram and
 * Stately Studio show the rule: `isImeiValid {"imeiDigits":15}`. The figures of a form's rules are read from the
 * contract's zod schema itself (`figuresOf`, machines/figures.ts), the one the guard checks and the server
 * re-validates with; the others from the constant the guard compares with.
 */
const paramsOf = (id: string, guard: string) =>
  machineGraph(machineEntries.find((entry) => entry.id === id)!.machine)
    .transitions.filter((t) => t.guard === guard)
    .map((t) => t.guardParams)

describe('guards carry the figures of their rules', () => {
  /** Each guard that checks a figure, by machine: a list kept with the machines. */
  const withFigures: Record<string, string[]> = {
    loginEmail: ['isEmailValid'],
    passwordSignIn: ['isFormValid'],
    codeRequest: ['isFormValid'],
    otpSignIn: ['codeHasDigits', 'typedCodeHasDigits'],
    register: ['isFormValid'],
    forgotPassword: ['isFormValid'],
    resetPassword: ['arePasswordsValid'],
    checkout: ['isPortNumberValid', 'isNewNumberValid', 'isImeiValid', 'isOwnSimReady', 'isShippingValid', 'isPromoValid'],
    editName: ['isFormValid'],
    editAddress: ['isFormValid'],
    editEmail: ['isEmailValid', 'codeHasDigits'],
    editPhone: ['isFormValid'],
    changePassword: ['isFormValid'],
    contact: ['isFormValid'],
    paymentResult: ['canWaitLonger'],
    nickname: ['isFormValid'],
    quickSimCheck: ['isOurSim', 'isValidSim'],
    portInCheck: ['isFormValid'],
    portIn: ['isFormValid', 'hasDetails'],
    simActivation: ['isFormValid'],
    switchPhone: ['imeiComplete'],
    passkeys: ['nameValid'],
    twoStep: ['appCodeTyped', 'anyCodeTyped'],
    secondStepSignIn: ['codeLooksRight'],
  }
  for (const [id, guards] of Object.entries(withFigures)) {
    it(`${id}: ${guards.join(', ')} carry their figures on every transition`, () => {
      for (const guard of guards) {
        const params = paramsOf(id, guard)
        expect(params.length, `${id}.${guard} guards a transition`).toBeGreaterThan(0)
        for (const figures of params) {
          expect(figures, `${id}.${guard}`).toBeTypeOf('object')
          expect(Object.keys(figures as object).length, `${id}.${guard}`).toBeGreaterThan(0)
          expect(Object.values(figures as object).every((value) => Number.isInteger(value) && value > 0)).toBe(true)
        }
      }
    })
  }

  it('checkout’s IMEI, ZIP code and SIM rules and port-in’s field rules show their figures', () => {
    expect(paramsOf('checkout', 'isImeiValid')).toEqual([{ imeiDigits: 15 }])
    expect(paramsOf('checkout', 'isNewNumberValid')).toEqual([{ zipCodeDigits: 5 }])
    expect(paramsOf('checkout', 'isOwnSimReady')).toEqual([{ iccidMinDigits: 18, iccidMaxDigits: 22 }])
    expect(paramsOf('checkout', 'isShippingValid')[0]).toMatchObject({ zipCodeDigits: 5, cityMinLength: 2 })
    expect(paramsOf('portInCheck', 'isFormValid')).toEqual([{ portInMaxLength: 30, zipCodeDigits: 5 }])
    expect(paramsOf('portIn', 'hasDetails')).toEqual([
      { billingAccountMinLength: 7, billingAccountMaxLength: 30, pinPasswordMaxLength: 30 },
    ])
    expect(paramsOf('switchPhone', 'imeiComplete')).toEqual([{ digits: 15 }])
    expect(paramsOf('passkeys', 'nameValid')).toEqual([{ maxLength: 40 }])
    expect(paramsOf('paymentResult', 'canWaitLonger')).toEqual([{ maxChecks: MAX_PENDING_CHECKS }])
  })

  it('a figure read from a schema is the rule the schema holds: n digits pass, one fewer or more fails', () => {
    for (const schema of [imeiSchema, zipCodeSchema, signInCodeSchema, emailCodeSchema]) {
      const { digits } = figuresOf(schema)
      expect(digits).toBeGreaterThan(0)
      expect(schema.safeParse('7'.repeat(digits!)).success).toBe(true)
      expect(schema.safeParse('7'.repeat(digits! - 1)).success).toBe(false)
      expect(schema.safeParse('7'.repeat(digits! + 1)).success).toBe(false)
    }
    const { minDigits, maxDigits } = figuresOf(iccidSchema)
    expect(iccidSchema.safeParse('8'.repeat(minDigits!)).success).toBe(true)
    expect(iccidSchema.safeParse('8'.repeat(minDigits! - 1)).success).toBe(false)
    expect(iccidSchema.safeParse('8'.repeat(maxDigits! + 1)).success).toBe(false)
    const { maxLength } = figuresOf(passkeyNameSchema)
    expect(passkeyNameSchema.safeParse('a'.repeat(maxLength!)).success).toBe(true)
    expect(passkeyNameSchema.safeParse('a'.repeat(maxLength! + 1)).success).toBe(false)
  })

  it('the second step’s code figures are the ones its schema checks: 6 digits from the app, a 10-character recovery code', () => {
    expect(paramsOf('secondStepSignIn', 'codeLooksRight')).toEqual([SECOND_STEP_CODE])
    const { appCodeDigits, recoveryCodeLength } = SECOND_STEP_CODE
    const accepts = (code: string) => secondStepPayloadSchema.safeParse({ code }).success
    expect(accepts('4'.repeat(appCodeDigits))).toBe(true)
    expect(accepts('4'.repeat(appCodeDigits - 1))).toBe(false)
    expect(accepts('a'.repeat(recoveryCodeLength))).toBe(true)
    expect(accepts('a'.repeat(recoveryCodeLength - 2))).toBe(false)
  })

  it('figuresOf follows a changed schema: digits, ranges, lengths, a least length, through objects and pipes', () => {
    expect(figuresOf(z.object({ imei: z.string().check(z.regex(/^\d{14}$/)) }))).toEqual({ imeiDigits: 14 })
    expect(figuresOf(z.string().check(z.regex(/^\d{7,15}$/)))).toEqual({ minDigits: 7, maxDigits: 15 })
    expect(figuresOf(z.object({ name: z.string().check(z.minLength(1), z.minLength(3), z.maxLength(9)) }))).toEqual({
      nameMinLength: 3,
      nameMaxLength: 9,
    })
    expect(figuresOf(z.string().check(z.regex(/^(?=.*\d).{8,}$/)))).toEqual({ minLength: 8 })
    expect(
      figuresOf(
        z.object({
          card: z.pipe(
            z.pipe(
              z.string(),
              z.transform((v) => v.trim()),
            ),
            z.string().check(z.regex(/^\d{12,16}$/)),
          ),
        }),
      ),
    ).toEqual({
      cardMinDigits: 12,
      cardMaxDigits: 16,
    })
  })

  it('the code lengths the sign-in and email-change boxes use are the schemas’ figures', () => {
    expect(OTP_LENGTH).toBe(figuresOf(signInCodeSchema).digits)
    expect(EMAIL_CODE_LENGTH).toBe(figuresOf(emailCodeSchema).digits)
  })
})
