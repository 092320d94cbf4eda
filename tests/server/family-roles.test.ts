import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { fillPath, type Endpoint } from '@contract/endpoint'
import { endpoints, LINE_ACTIONS, type EndpointName } from '@contract/endpoints'
import { FAMILY_MESSAGES, mayDo, type FamilyAction, type FamilyRole } from '@contract/family'
import { carrierIccidFor } from '@server/carrier/simulator'
import { lineAddOns, lineAlertSettings, lineBilling, lines, transactions } from '@server/db/schema'
import type { TestCustomerKey } from './support/fixtures'
import { serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'
import { ESIM_IMEI } from './support/payments'

/**
 * The role × endpoint matrix: every endpoint of the contract's tables that takes a line (LINE_ACTIONS, and the
 * family request, which takes one in its body) is tried by a group's owner, a manager, a member and an outsider on
 * their own line, on other lines of the group and on another group's line. The answer follows mayDo for the
 * endpoint's action: allowed (neither 403 nor the line's 404), refused (403, nothing changed), or not found (404,
 * nothing changed). A new endpoint is in neither list below until someone decides what it does to a line.
 */

const server = serverForFile()
const kit = familyKit(server, 'fam-roles')

/** Every endpoint that takes no line: a customer's own account, the catalogue, sign-in, the family's own calls. */
const NO_LINE: EndpointName[] = [
  ...(
    ['login', 'logout', 'sendSignInCode', 'verifySignInCode', 'register', 'requestPasswordReset', 'resetPassword', 'crmLogin'] as const
  ).map((name) => `auth.${name}` as const),
  'users.profile',
  'users.editProfile',
  'users.verifyEmailChange',
  'users.resendEmailChangeCode',
  'users.changePassword',
  'users.setLanguage',
  'users.contactUs',
  'plans.list',
  'lines.list',
  'portIn.check',
  'lineCare.bills',
  'notifications.settings',
  'notifications.setChannel',
  'notifications.unsubscribeInfo',
  'notifications.unsubscribe',
  'payments.cards',
  'payments.deleteCard',
  'payments.setPrimaryCard',
  'payments.cardSavingPage',
  'payments.transactions',
  'payments.session',
  'checkout.deviceCompatibility',
  'checkout.quote',
  'checkout.placeOrder',
  'content.footer',
  'content.pageMetas',
  'content.pages',
  'content.posts',
  ...(
    [
      'proofState',
      'stepUp',
      'twoStepState',
      'twoStepSetup',
      'twoStepEnable',
      'twoStepDisable',
      'newRecoveryCodes',
      'overview',
      'signOutOthers',
      'passkeys',
      'passkeyOptions',
      'addPasskey',
      'renamePasskey',
      'removePasskey',
      'stepUpPasskeyOptions',
      'stepUpPasskey',
      'passkeySignInOptions',
      'passkeySignIn',
      'secondStep',
    ] as const
  ).map((name) => `security.${name}` as const),
  ...(
    [
      'family',
      'createGroup',
      'closeGroup',
      'invite',
      'resendInvite',
      'revokeInvite',
      'invitePreview',
      'acceptInvite',
      'setRole',
      'removeMember',
      'leave',
      'transferOwnership',
      'acceptTransfer',
      'cancelTransfer',
      'decide',
    ] as const
  ).map((name) => `family.${name}` as const),
]

/** Endpoints that take a line to ask about it: allowed where mayDo answers `ask`. */
const ASKS = { 'family.request': 'line.addOns' } as const satisfies Partial<Record<EndpointName, FamilyAction>>

const allNames = Object.entries(endpoints).flatMap(([area, table]) => Object.keys(table).map((name) => `${area}.${name}`))
const endpointOf = (name: string) => {
  const [area, key] = name.split('.')
  return (endpoints as unknown as Record<string, Record<string, Endpoint>>)[area][key]
}

const OLD_SERVICE = { billingAccountNumber: '123456789', billingAccountPassword: '2468' }

/** A valid body for each line endpoint (so that the role is what decides), by the line it is about. */
function bodyOf(name: string, lineId: string): unknown {
  switch (name) {
    case 'lines.setNickname':
      return { nickname: 'Matrix' }
    case 'lines.activateSim':
      return { iccid: carrierIccidFor(`other-${lineId}`) }
    case 'lineCare.setAutopay':
      return { autopay: true }
    case 'lineCare.payRenewal':
      return { cardId: 'no-such-card' }
    case 'lineCare.changePlan':
      return { planId: 'plan-unlimited' }
    case 'addOns.buyAddOn':
      return { addOnId: 'data-3gb', cardId: 'no-such-card', requestKey: randomUUID() }
    case 'notifications.setThreshold':
      return { threshold: 90, on: true }
    case 'lineSwitch.checkPhone':
      return { imei: ESIM_IMEI }
    case 'lineSwitch.switchPhone':
      return { imei: ESIM_IMEI, simType: 'esim', requestKey: randomUUID() }
    case 'security.setLineLocks':
      return { portOutLocked: true }
    case 'portIn.updateDetails':
      return { oldService: OLD_SERVICE, msisdn: '3125550199', tempSubscriptionId: lineId }
    case 'portIn.bringNumber':
      return { msisdn: '3125550199', zipCode: '60601', oldService: OLD_SERVICE, tempSubscriptionId: lineId }
    case 'portIn.makeStart':
      return { oldService: OLD_SERVICE, msisdn: '3125550199', tempSubscriptionId: lineId }
    case 'family.request':
      return { kind: 'addOn', lineId, addOnId: 'data-3gb' }
    default:
      return undefined
  }
}

interface Line {
  id: string
  user: TestCustomerKey
  /** A payment on it (by its payer), for the receipt. */
  transactionId: string
}

const lineSet: Record<'alice' | 'bob' | 'carol' | 'dave' | 'erin', Line> = {} as never
const ROLE: Record<string, FamilyRole | null> = { alice: 'owner', bob: 'manager', carol: 'member', dave: 'owner', erin: null }
const GROUP: Record<string, string | null> = { alice: 'A', bob: 'A', carol: 'A', dave: 'B', erin: null }

/** What the database holds about a line that a call could change. */
async function stateOf(lineId: string) {
  const [line] = await server.db.select().from(lines).where(eq(lines.id, lineId))
  return JSON.stringify({
    line,
    billing: await server.db.select().from(lineBilling).where(eq(lineBilling.lineId, lineId)),
    addOns: await server.db.select().from(lineAddOns).where(eq(lineAddOns.lineId, lineId)),
    alerts: await server.db.select().from(lineAlertSettings).where(eq(lineAlertSettings.lineId, lineId)),
    transactions: (await server.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.lineId, lineId))).length,
  })
}

beforeAll(async () => {
  for (const who of ['alice', 'bob', 'carol', 'dave', 'erin'] as const) {
    const { id } = await kit.activeLine(who)
    lineSet[who] = { id, user: who, transactionId: '' }
  }
  await kit.makeGroup('alice')
  await kit.join('alice', 'bob', lineSet.bob.id, 'manager')
  await kit.join('alice', 'carol', lineSet.carol.id, 'member')
  await kit.makeGroup('dave')
  // A payment on each line after the group was made, by the line's payer: the owner of its group, else its user.
  for (const [who, line] of Object.entries(lineSet)) {
    const payer = GROUP[who] === 'A' ? 'alice' : (who as TestCustomerKey)
    const [row] = await server.db
      .insert(transactions)
      .values({
        customerId: (await server.customer(payer)).id,
        lineId: line.id,
        item: 'Plus — monthly plan',
        amount: '10.00',
        successful: true,
      })
      .returning()
    line.transactionId = row.id
  }
})

describe('the role × endpoint matrix', () => {
  it('names every endpoint of the contract once: a line endpoint with its action, or one that takes no line', () => {
    const lineNames = [...Object.keys(LINE_ACTIONS), ...Object.keys(ASKS)]
    expect(allNames.filter((name) => !lineNames.includes(name) && !NO_LINE.includes(name as EndpointName))).toEqual([])
    expect(lineNames.filter((name) => NO_LINE.includes(name as EndpointName))).toEqual([])
    expect(NO_LINE.filter((name) => !allNames.includes(name))).toEqual([])
    // A path that names a line is never on the no-line list.
    expect(NO_LINE.filter((name) => /:lineId\b/.test(endpointOf(name).path))).toEqual([])
  })

  /** The lines each caller tries: their own, the group's others (the owner's, another member's), another group's. */
  const TARGETS: Record<string, ('alice' | 'bob' | 'carol' | 'dave' | 'erin')[]> = {
    alice: ['alice', 'carol', 'bob', 'dave'],
    bob: ['bob', 'carol', 'alice', 'dave'],
    carol: ['carol', 'bob', 'alice', 'dave'],
    erin: ['erin', 'carol', 'dave'],
  }

  const CASES = Object.entries(TARGETS).flatMap(([caller, targets]) => targets.map((target) => [caller, target] as const))

  it.each(CASES)('answers %s on every line endpoint of %s’s line as mayDo says', async (caller, target) => {
    const token = await kit.token(caller as TestCustomerKey)
    const calls = [
      ...Object.entries(LINE_ACTIONS).map(([name, action]) => ({ name, action: action as FamilyAction, asks: false })),
      ...Object.entries(ASKS).map(([name, action]) => ({ name, action: action as FamilyAction, asks: true })),
    ]
    const seen: string[] = []
    {
      const line = lineSet[target]
      const own = target === caller
      const sameGroup = GROUP[caller] !== null && GROUP[caller] === GROUP[target]
      for (const { name, action, asks } of calls) {
        const endpoint = endpointOf(name)
        const path = fillPath(endpoint.path, {
          lineId: line.id,
          id: name === 'payments.receipt' ? line.transactionId : line.id,
          addOnId: 'no-such-add-on',
        })
        const before = await stateOf(line.id)
        const answer = await server.call(path, { method: endpoint.method, token, body: bodyOf(name, line.id) })
        const where = `${caller} → ${name} on ${target}'s line: ${answer.status} ${answer.text.slice(0, 160)}`
        seen.push(`${name}:${target}`)
        expect(answer.status, where).toBeLessThan(500)
        // The role of the caller in the group the line is in; an outsider owns only their own lines.
        const role: FamilyRole = ROLE[caller] ?? 'owner'
        const reach = own || sameGroup ? mayDo(role, action, own) : 'missing'
        // A request needs a group (409 outside one), is for one's own line only (another of the group's is 403), and
        // for what the role may only ask for (409 when it may do it itself).
        const expected = !asks
          ? reach
          : GROUP[caller] === null || (own && reach === 'yes')
            ? 'conflict'
            : own
              ? reach === 'ask'
                ? 'yes'
                : reach
              : reach === 'missing'
                ? 'missing'
                : 'no'
        if (expected === 'yes') {
          expect(answer.status, where).not.toBe(403)
          if (answer.status === 404)
            expect(answer.body.message, where).not.toMatch(/^(No such line|We could not find this line|No such receipt)$/)
          continue
        }
        if (expected === 'conflict') expect(answer.status, where).toBe(409)
        else if (expected === 'missing') expect(answer.status, where).toBe(404)
        else {
          expect(answer.status, where).toBe(403)
          if (expected === 'ask') expect(answer.body.message, where).toBe(FAMILY_MESSAGES.askFirst)
        }
        expect(await stateOf(line.id), `${where}: nothing changes`).toBe(before)
      }
    }
    expect(seen).toHaveLength(calls.length)
  })

  it('lists bills only for a role that may see them: the owner and an outsider theirs, a manager and a member none', async () => {
    const billed = async (who: TestCustomerKey) =>
      ((await server.call('/app/line-care/bills', { token: await kit.token(who) })).body.bills as { lineId: string }[]).map(
        (bill) => bill.lineId,
      )
    expect(await billed('alice')).toEqual([lineSet.alice.id])
    expect(await billed('erin')).toEqual([lineSet.erin.id])
    expect(await billed('bob')).toEqual([])
    expect(await billed('carol')).toEqual([])
  })
})
