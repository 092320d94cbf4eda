import { maxLength as max, minLength as min, regex, trim, z } from 'zod/mini'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords'
import { US_STATES } from './us-states'
import { CARD_FIELD_MESSAGES } from './card-fields'

/**
 * SPEC §5's field rules with their exact messages, as zod schemas shared by the SPA's forms, the machines and the
 * server (the resource files of contract/ build their payloads from them).
 * Where SPEC gives one message for a field it is used for every failure of that field; where SPEC gives no
 * message (plain "required", "min 2", the letters rule) the messages below are ours and read "<Label> ...".
 * Browser-safe: no server-only imports.
 */

export const MESSAGES = {
  email: 'Please enter a valid email address. Example: name@example.com',
  password:
    'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  zipCode: 'Please enter 5 digit ZIP Code',
  state: 'Please select a state',
  country: 'Please select country',
  countryCode: 'Enter code',
  contactNumber: 'Please enter a valid phone number',
  billingAccount: 'Please enter a valid Number',
  cardHolderName: CARD_FIELD_MESSAGES.name,
  cardNumber: CARD_FIELD_MESSAGES.number,
  expiry: CARD_FIELD_MESSAGES.expiry,
  cvv: CARD_FIELD_MESSAGES.cvv,
  imei: 'IMEI should be 15 digits',
  iccid: 'ICCID number should be 18-22 digits',
  yourNumber: 'Please enter a valid number',
  nickname: 'Please add a nickname',
  signInCode: 'Please enter the 6-digit code',
  emailCode: 'Please enter the 5-digit code',
  acceptTerms: 'Please accept the terms and conditions',
} as const

/** Letters (accented too), space, comma, dot, apostrophe, hyphen: SPEC §5's filter for names. */
const NAME_CHARS = /^[\p{L}\p{M} ,.'-]+$/u
/** Address lines (SPEC §5): letters, digits and the name's punctuation, as the address filter allows. */
const ADDRESS_CHARS = /^[\p{L}\p{M}\d ,.'-]+$/u
/** Symbols SPEC §5 accepts in a password. */
const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$.%^&*]).{6,}$/
/** A pragmatic address check: one @, no spaces, a dot in the domain. */
const EMAIL_RULE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * A string schema with its rules as zod checks, in order. `.check(a, b, c)` clones the schema once where a
 * `.check(…)` per rule clones it per call: the same checks and messages, a third of the instances, and the SPA
 * builds these when a page's first chunks are evaluated, inside Lighthouse's Total Blocking Time
 * (`npm run bench:lighthouse`).
 */
function text(error: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z.string({ error }).check(...checks)
}

/** Trims and requires a non-empty string; non-strings get the same message. */
function requiredText(message: string, ...checks: z.core.$ZodCheck<string>[]) {
  return text(message, trim(), min(1, message), ...checks)
}

export const emailSchema = z.pipe(
  text('Email is required', trim(), min(1, 'Email is required'), max(254, MESSAGES.email), regex(EMAIL_RULE, MESSAGES.email)),
  z.transform((value) => value.toLowerCase()),
)

/** password, newPassword and regPassword (SPEC §5). The upper bound keeps hashing cheap. */
export function passwordSchema(label = 'Password') {
  return text(
    `${label} is required`,
    min(1, `${label} is required`),
    max(128, `${label} must be at most 128 characters`),
    regex(PASSWORD_RULE, MESSAGES.password),
  )
}

/** A password being chosen (registration, reset, change): the format, and not a common password. */
export function newPasswordSchema(label = 'Password') {
  return passwordSchema(label).check(z.refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE))
}

export const currentPasswordSchema = text(
  'Current password is required',
  min(1, 'Current password is required'),
  min(6, 'Current password must be at least 6 characters'),
  max(128, 'Current password must be at most 128 characters'),
)

/** confirmNewPassword and confirmRegPassword: the same rules; equality is checked by the form schema. */
export const confirmPasswordSchema = text(
  MESSAGES.confirmRequired,
  min(1, MESSAGES.confirmRequired),
  max(128, MESSAGES.password),
  regex(PASSWORD_RULE, MESSAGES.password),
)

/** firstName, lastName, cardholderName and the contact form's name: min 2, max 60, letters rule. */
function personNameSchema(label: string) {
  return requiredText(
    `${label} is required`,
    min(2, `${label} must be at least 2 characters`),
    max(60, `${label} must be at most 60 characters`),
    regex(NAME_CHARS, `${label} can only contain letters, spaces and , . ' -`),
  )
}

export const firstNameSchema = personNameSchema('First name')
export const lastNameSchema = personNameSchema('Last name')
export const nameSchema = personNameSchema('Name')
export const cardholderNameSchema = text(
  MESSAGES.cardHolderName,
  trim(),
  min(2, MESSAGES.cardHolderName),
  max(60, MESSAGES.cardHolderName),
  regex(NAME_CHARS, MESSAGES.cardHolderName),
)

export const zipCodeSchema = text(MESSAGES.zipCode, trim(), regex(/^\d{5}$/, MESSAGES.zipCode))

export { US_STATES }

const STATE_CODES = new Set<string>(US_STATES.map((state) => state.value))

export const stateSchema = text(MESSAGES.state, trim()).check(z.refine((value) => STATE_CODES.has(value), MESSAGES.state))

/** The eight street directions of SPEC §3. */
export const STREET_DIRECTIONS = ['N', 'E', 'S', 'W', 'NE', 'NW', 'SE', 'SW'] as const

/** Optional: '' (or absent) means none; otherwise one of the eight. */
export const streetDirectionSchema = z.pipe(
  z.optional(z.union([z.enum(STREET_DIRECTIONS, { error: 'Please select a street direction' }), z.literal('')])),
  z.transform((value) => value ?? ''),
)

export const streetNumberSchema = requiredText(
  'Street number is required',
  max(10, 'Street number must be at most 10 characters'),
  regex(/^[\p{L}\d -]+$/u, 'Street number can only contain letters, digits, spaces and -'),
)

export const streetNameSchema = requiredText(
  'Street name is required',
  max(50, 'Street name must be at most 50 characters'),
  regex(ADDRESS_CHARS, "Street name can only contain letters, digits, spaces and , . ' -"),
)

/** companyName (optional, SPEC §3): the shipping address's company, max 60, the address characters. */
export const companyNameSchema = z
  .string()
  .check(
    trim(),
    max(60, 'Company name must be at most 60 characters'),
    regex(/^[\p{L}\p{M}\d ,.'-]*$/u, "Company name can only contain letters, digits, spaces and , . ' -"),
  )

/** address and addressOne (checkout shipping). */
export function addressLineSchema(label = 'Address') {
  return requiredText(
    `${label} is required`,
    max(50, `${label} must be at most 50 characters`),
    regex(ADDRESS_CHARS, `${label} can only contain letters, digits, spaces and , . ' -`),
  )
}

export const citySchema = requiredText(
  'City is required',
  min(2, 'City must be at least 2 characters'),
  max(60, 'City must be at most 60 characters'),
  regex(NAME_CHARS, "City can only contain letters, spaces and , . ' -"),
)

/** '+' and 1-3 digits; the SPA's filter adds the leading plus (SPEC §5). */
export const countryCodeSchema = text(
  MESSAGES.countryCode,
  trim(),
  min(2, MESSAGES.countryCode),
  max(4, MESSAGES.countryCode),
  regex(/^\+\d{1,3}$/, MESSAGES.countryCode),
)

/** Digits only, 7-15 (SPEC §5). */
export const contactNumberSchema = text(MESSAGES.contactNumber, trim(), regex(/^\d{7,15}$/, MESSAGES.contactNumber))

export const messageSchema = requiredText('Message is required', max(2000, 'Message must be at most 2000 characters'))

/** The 6-digit sign-in code (DESIGN §3). */
export const signInCodeSchema = text(MESSAGES.signInCode, trim(), regex(/^\d{6}$/, MESSAGES.signInCode))
/** The 5-digit email-change code (SPEC §9). */
export const emailCodeSchema = text(MESSAGES.emailCode, trim(), regex(/^\d{5}$/, MESSAGES.emailCode))

export const billingAccountSchema = text(MESSAGES.billingAccount, trim(), min(7, MESSAGES.billingAccount), max(30, MESSAGES.billingAccount))
export const pinPasswordSchema = requiredText('PIN or password is required', max(30, 'PIN or password must be at most 30 characters'))
export const portInSchema = requiredText('Number is required', max(30, 'Number must be at most 30 characters'))
export const nicknameSchema = requiredText(MESSAGES.nickname, max(30, 'Nickname must be at most 30 characters'))
export const imeiSchema = text(MESSAGES.imei, trim(), regex(/^\d{15}$/, MESSAGES.imei))
export const iccidSchema = text(MESSAGES.iccid, trim(), regex(/^\d{18,22}$/, MESSAGES.iccid))
export const yourNumberSchema = text(
  MESSAGES.yourNumber,
  trim(),
  min(7, MESSAGES.yourNumber),
  max(30, MESSAGES.yourNumber),
  regex(/^[\d ().+-]+$/, MESSAGES.yourNumber),
)
export const cardNumberSchema = z.pipe(
  z.pipe(
    z.string({ error: MESSAGES.cardNumber }),
    z.transform((value) => value.replace(/\s/g, '')),
  ),
  z.string().check(z.regex(/^\d{12,16}$/, MESSAGES.cardNumber)),
)
export const expirySchema = text(MESSAGES.expiry, trim(), regex(/^(0[1-9]|1[0-2])\/\d{2}$/, MESSAGES.expiry))
export const cvvSchema = text(MESSAGES.cvv, trim(), regex(/^\d{3,4}$/, MESSAGES.cvv))
export const countrySchema = requiredText(MESSAGES.country)

/** A new password and its confirmation (reset and change): the fields, then withNewPassword's equality check. */
export function withNewPassword<T extends z.core.$ZodShape>(fields: T) {
  return z.object({ ...fields, newPassword: newPasswordSchema('New password'), confirmNewPassword: confirmPasswordSchema }).check(
    z.superRefine((value, ctx) => {
      const { newPassword, confirmNewPassword } = value as { newPassword: string; confirmNewPassword: string }
      if (newPassword !== confirmNewPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: MESSAGES.passwordsDoNotMatch })
      }
    }),
  )
}

/** Adds 'Passwords do not match' under the confirm field when both are present and differ. */
export function passwordsMatch<T extends Record<string, unknown>>(passwordKey: keyof T & string, confirmKey: keyof T & string) {
  return (value: T, ctx: z.core.$RefinementCtx) => {
    if (value[passwordKey] !== value[confirmKey]) {
      ctx.addIssue({ code: 'custom', path: [confirmKey], message: MESSAGES.passwordsDoNotMatch })
    }
  }
}
