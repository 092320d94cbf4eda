import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { authTokenSchema } from '@contract/auth'
import { cardPageSchema, cardsAnswerSchema } from '@contract/cards'
import { checkoutAnswerSchema, compatibilitySchema, quoteSchema } from '@contract/checkout'
import { droppedEntries, footerSchema, metaDatasSchema, pagesSchema } from '@contract/content'
import { errorBodySchema } from '@contract/errors'
import { linesAnswerSchema, nicknameAnswerSchema } from '@contract/lines'
import { messageAnswerSchema } from '@contract/message'
import { paymentSessionSchema, transactionsAnswerSchema } from '@contract/payments'
import { plansAnswerSchema } from '@contract/plans'
import { oldServiceAnswerSchema, portInAnswerSchema, portInCheckAnswerSchema } from '@contract/port-in'
import { passwordChangedSchema, userInfoSchema } from '@contract/user'
import { PORT_IN_TIMINGS } from '@server/carrier/port-in'
import { secretKey, signCrmToken } from '@server/lib/tokens'
import { TEST_JWT_SECRET, TEST_PASSWORD } from './support/fixtures'
import { type CallResult, codeIn, serverForFile } from './support/harness'
import { ESIM_IMEI, ESIM_ORDER, newOrderKey } from './support/payments'

/**
 * Every provider call the SPA makes (src/api), answered by the real server and parsed with the contract schema the
 * SPA parses it with. Beyond parsing, no answer may carry a field its schema does not name (extraFields), so a
 * server answer and its schema cannot drift apart silently. The content service is parsed only: it answers
 * Strapi's shapes, which carry more than the SPA reads, so that the SPA works against a real Strapi too.
 */

/** Paths of fields in `value` that `schema` does not declare, at any depth. */
function extraFields(schema: z.ZodMiniType, value: unknown, path = '$'): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return value === null || value === undefined ? [] : extraFields(def.innerType, value, path)
    case 'pipe':
      return extraFields(def.in, value, path)
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, index) => extraFields(def.element, item, `${path}[${index}]`)) : []
    case 'object': {
      if (!value || typeof value !== 'object') return []
      const shape = def.shape as Record<string, z.ZodMiniType>
      const record = value as Record<string, unknown>
      return Object.keys(record).flatMap((key) =>
        key in shape ? extraFields(shape[key], record[key], `${path}.${key}`) : [`${path}.${key}`],
      )
    }
    case 'union': {
      // The option the value parses with decides (a discriminated union has exactly one).
      const option = (def.options as z.ZodMiniType[]).find((candidate) => candidate.safeParse(value).success)
      return option ? extraFields(option, value, path) : []
    }
    default:
      return []
  }
}

/** The answer's status, then its body parsed by the schema with nothing left over. */
function expectAnswer<S extends z.ZodMiniType>(result: CallResult, schema: S, status = 200): z.output<S> {
  expect(result.status, result.text).toBe(status)
  const parsed = schema.safeParse(result.body)
  expect(parsed.success ? [] : parsed.error.issues, result.text).toEqual([])
  expect(extraFields(schema, result.body), result.text).toEqual([])
  return parsed.data as z.output<S>
}

const server = serverForFile()

describe('the extra-field check', () => {
  it('finds a field the schema does not declare, nested in arrays, optionals and unions', () => {
    const answer = {
      cards: [{ id: 'c', primaryCard: true, cardholderName: 'A B', last4Digits: '4242', expiry: '12/34', network: 'visa', number: '4242' }],
    }
    expect(extraFields(cardsAnswerSchema, answer)).toEqual(['$.cards[0].number'])
    expect(extraFields(checkoutAnswerSchema, { status: 'paid', transactionId: 't', lineId: 'l', url: 'u' })).toEqual(['$.url'])
    expect(extraFields(messageAnswerSchema, { message: 'ok' })).toEqual([])
  })
})

describe('auth calls (src/api/auth.ts)', () => {
  it('login, sign-in codes, registration, password reset and the assisted sign-in answer their schemas', async () => {
    expectAnswer(await server.call('/app/auth/login', { body: { email: 'alice@test.example', password: TEST_PASSWORD } }), authTokenSchema)

    expectAnswer(await server.call('/app/auth/otp/send', { body: { email: 'bob@test.example' } }), messageAnswerSchema)
    const otp = codeIn((await server.lastMail('bob@test.example'))!.text, 6)
    expectAnswer(await server.call('/app/auth/otp/verify', { body: { email: 'bob@test.example', otp } }), authTokenSchema)

    const registration = {
      firstName: 'Nora',
      lastName: 'Contract',
      email: 'nora.contract@test.example',
      countryCode: '+1',
      contactNumber: '3125550123',
      regPassword: 'Contract#2026',
      confirmRegPassword: 'Contract#2026',
      acceptTerms: true,
    }
    expectAnswer(await server.call('/app/auth/register', { body: registration }), authTokenSchema, 201)

    expectAnswer(await server.call('/app/auth/forgot-password', { body: { email: 'carol@test.example' } }), messageAnswerSchema)
    const token = /token=([A-Za-z0-9_-]+)/.exec((await server.lastMail('carol@test.example'))!.text)![1]
    const reset = { token, newPassword: 'Brand#New42', confirmNewPassword: 'Brand#New42' }
    expectAnswer(await server.call('/app/auth/reset-password', { body: reset }), messageAnswerSchema)

    const crmToken = await signCrmToken(secretKey(TEST_JWT_SECRET), 'dave@test.example')
    expectAnswer(await server.call('/app/auth/crm-login', { body: { token: crmToken } }), authTokenSchema)
  })

  it('error answers are the one error body', async () => {
    const wrong = await server.call('/app/auth/login', { body: { email: 'alice@test.example', password: 'Wrong#2026' } })
    expectAnswer(wrong, errorBodySchema, 401)
    const invalid = expectAnswer(await server.call('/app/auth/login', { body: {} }), errorBodySchema, 422)
    expect(invalid.errors?.map((error) => error.field)).toEqual(['email', 'password'])
    expectAnswer(await server.call('/app/users/view'), errorBodySchema, 401)
  })
})

describe('profile and contact calls (src/api/users.ts, contact.ts)', () => {
  it('the profile, its four edits, the email change, the password change and the contact form', async () => {
    const token = await server.signIn('erin')
    expectAnswer(await server.call('/app/users/view', { token }), userInfoSchema)
    expectAnswer(await server.call('/app/users/edit', { token, body: { firstName: 'Erin', lastName: 'Contract' } }), messageAnswerSchema)
    const address = { streetNumber: '12', streetDirection: 'N', streetName: 'Main St', city: 'Chicago', state: 'IL', zipCode: '60601' }
    expectAnswer(await server.call('/app/users/edit', { token, body: address }), messageAnswerSchema)
    expectAnswer(
      await server.call('/app/users/edit', { token, body: { phoneNumber: '3125550111', countryCode: '+1' } }),
      messageAnswerSchema,
    )

    const newEmail = 'erin.contract@test.example'
    expectAnswer(
      await server.call('/app/users/edit', { token, body: { email: newEmail, currentPassword: TEST_PASSWORD } }),
      messageAnswerSchema,
    )
    await server.resetLimits()
    expectAnswer(
      await server.call('/app/users/resend/otp', { token, body: { email: newEmail, currentPassword: TEST_PASSWORD } }),
      messageAnswerSchema,
    )
    const otp = codeIn((await server.lastMail(newEmail))!.text, 5)
    expectAnswer(await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail, otp } }), messageAnswerSchema)

    const change = { currentPassword: TEST_PASSWORD, newPassword: 'Changed#2026', confirmNewPassword: 'Changed#2026' }
    expectAnswer(await server.call('/app/users/changepassword', { token, body: change }), passwordChangedSchema)

    const message = { name: 'Erin Contract', email: 'erin@test.example', message: 'Hello from the contract test' }
    expectAnswer(await server.call('/app/users/contactus', { body: message }), messageAnswerSchema)
  })
})

describe('catalogue, lines and port-in calls (src/api/plans.ts, lines.ts, port-in.ts)', () => {
  it('the catalogue, the lines, a nickname and the port-in steps', async () => {
    expectAnswer(await server.call('/app/plans'), plansAnswerSchema)

    const token = await server.signIn('demo')
    const { lines } = expectAnswer(await server.call('/app/users/subscriptions', { token }), linesAnswerSchema)
    expect(lines.length).toBeGreaterThan(0)
    const nickname = await server.call(`/app/users/sub-nickname/${lines[0].id}/update`, { token, body: { nickname: 'Contract' } })
    expectAnswer(nickname, nicknameAnswerSchema)

    expectAnswer(
      await server.call('/app/users/portin/check', { token, body: { msisdn: '3125550177', zipCode: '60601' } }),
      portInCheckAnswerSchema,
    )

    // A transfer the old carrier refuses (the simulator's PIN 0000), so that every port-in step has its turn.
    const waiting = lines.find((line) => line.portIn?.state === 'awaitingDetails')!
    const msisdn = waiting.portIn!.msisdn
    const refused = { billingAccountNumber: '123456789', billingAccountPassword: '0000' }
    const bring = { msisdn, zipCode: '60601', oldService: refused, tempSubscriptionId: waiting.id, isAttSim: false }
    expectAnswer(await server.call('/app/users/portin/bring/number', { token, body: bring }), portInAnswerSchema)
    const update = { oldService: refused, msisdn, tempSubscriptionId: waiting.id }
    expectAnswer(await server.call('/app/users/portin/temp/update', { token, body: update }), portInAnswerSchema)
    const advanced = await server.call('/dev/carrier/advance', { body: { minutes: PORT_IN_TIMINGS.reviewMs / 60_000 } })
    expect(advanced.status).toBe(200)
    const failed = expectAnswer(await server.call('/app/users/subscriptions', { token }), linesAnswerSchema)
    expect(failed.lines.find((line) => line.id === waiting.id)?.portIn?.state).toBe('failed')
    // Re-submit prefills from the stored details: the one answer with the PIN.
    const stored = expectAnswer(await server.call(`/app/users/portin/${waiting.id}/old-service`, { token }), oldServiceAnswerSchema)
    expect(stored.oldService).toEqual(refused)
    const resubmit = {
      oldService: { billingAccountNumber: '123456789', billingAccountPassword: '1357' },
      msisdn,
      tempSubscriptionId: waiting.id,
    }
    expectAnswer(await server.call('/app/users/portin/make/start', { token, body: resubmit }), portInAnswerSchema)
  })
})

describe('payment and checkout calls (src/api/payments.ts, cards.ts, transactions.ts, checkout.ts)', () => {
  it('saved cards, the card-saving page, a checkout paid by card and one sent to the hosted page, the history', async () => {
    const token = await server.signIn('demo')
    const { cards } = expectAnswer(await server.call('/app/payments/cards', { token }), cardsAnswerSchema)
    const primary = cards.find((card) => card.primaryCard)!
    const other = cards.find((card) => !card.primaryCard)!
    expectAnswer(await server.call('/app/payments/cards/setdefault', { token, body: { cardId: other.id } }), messageAnswerSchema)
    expectAnswer(await server.call('/app/payments/cards/setdefault', { token, body: { cardId: primary.id } }), messageAnswerSchema)
    expectAnswer(await server.call('/app/payments/cards', { token, method: 'DELETE', body: { cardId: other.id } }), messageAnswerSchema)
    expectAnswer(await server.call('/app/payments/storecardpage', { token, method: 'POST' }), cardPageSchema)

    expectAnswer(await server.call(`/app/devices/compatibility?imei=${ESIM_IMEI}`, { token }), compatibilitySchema)
    const quote = { planId: ESIM_ORDER.planId, simType: 'esim', needsSimKit: false, zipCode: '60601' }
    expectAnswer(await server.call('/app/checkout/quote', { token, body: quote }), quoteSchema)

    const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: primary.id } })
    expect(expectAnswer(paid, checkoutAnswerSchema).status).toBe('paid')
    const hosted = expectAnswer(
      await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey() } }),
      checkoutAnswerSchema,
    )
    expect(hosted.status).toBe('redirect')
    if (hosted.status !== 'redirect') return
    expectAnswer(await server.call(`/app/payments/session/${hosted.sessionId}`, { token }), paymentSessionSchema)

    const { transactions } = expectAnswer(await server.call('/app/payments/transactions', { token }), transactionsAnswerSchema)
    expect(transactions.length).toBeGreaterThan(0)
  })
})

describe('content service (src/api/content.ts)', () => {
  it('the footer, the page metadata and a page parse with the schemas the SPA uses', async () => {
    // The queries src/api/content.ts sends (tests/api/strapi-contract.test.ts checks that it sends these).
    const footer = await server.call('/api/ring-mobile-footer?populate[socials][populate]=logo', { bare: true })
    expect(footer.status).toBe(200)
    const socials = footerSchema.parse(footer.body)
    expect(socials.socials.every((social) => social.logoUrl)).toBe(true)
    const metas = await server.call('/api/ring-mobile-meta-datas?populate=metadata&pagination[page]=1&pagination[pageSize]=100', {
      bare: true,
    })
    expect(metas.status).toBe(200)
    const metaDatas = metaDatasSchema.parse(metas.body)
    expect(metaDatas.data.length).toBeGreaterThan(0)
    const page = await server.call('/api/ring-mobile-pages?filters[slug][$eq]=about&populate=sections', { bare: true })
    expect(page.status).toBe(200)
    const pages = pagesSchema.parse(page.body)
    expect(pages.data.map((entry) => [entry.slug, entry.sections.length > 0])).toEqual([['about', true]])
    // Nothing our service answers is left out as a bad entry.
    expect([socials, metaDatas, pages].flatMap((parsed) => droppedEntries(parsed))).toEqual([])
  })
})
