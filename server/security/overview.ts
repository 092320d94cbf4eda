import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Language } from '@contract/languages'
import type { ChecklistItem, SecurityOverview } from '@contract/security'
import type { Services } from '../context'
import { lines, passkeys, securityEvents, signIns } from '../db/schema'
import type { Customer } from '../db/types'
import { translate, translateMessage } from '../lib/i18n'
import { deviceOf, passkeyNameFrom } from './passkeys'
import { STRONG_PASSWORD_MIN_LENGTH } from './password-strength'

/** The kinds of event that are refused attempts (the rest are changes the customer made). */
const REFUSED = ['port-out-refused', 'sim-change-refused', 'step-up-refused', 'step-up-failed', 'second-step-failed', 'passkey-refused']

/** The ways of signing in the page names (server/catalogues/answers, `security.how.*`). */
const HOW = new Set(['password', 'code', 'passkey', 'assisted', 'register'])

/** The password's item, from the strength judged when it was set; a password never judged counts as not done. */
function passwordItem(strength: Customer['passwordStrength'], t: Say): ChecklistItem {
  const title = t('password.title')
  const changePassword = { label: t('changePassword'), to: '/dashboard/setting' }
  if (strength === 'strong') return { key: 'password', title, done: true, detail: t('password.strong'), next: null }
  if (strength === 'weak') {
    return { key: 'password', title, done: false, detail: t('password.weak', { min: STRONG_PASSWORD_MIN_LENGTH }), next: changePassword }
  }
  return { key: 'password', title, done: false, detail: t('password.unknown'), next: changePassword }
}

type Say = (key: string, values?: Record<string, string | number>) => string

/**
 * The Security page of a customer, as this session sees it, its texts in `language`. The records of what happened
 * (`events`) are kept as they were written, in English, and said in `language` where the catalogue has their form.
 */
export async function securityOverview(
  services: Services,
  customer: Customer,
  currentJti: string,
  language: Language = 'en',
): Promise<SecurityOverview> {
  const { db } = services
  const t: Say = (key, values) => translate(language, `security.${key}`, values)
  const [passkeyCount] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.customerId, customer.id))
  const live = await db
    .select({
      id: lines.id,
      mdn: lines.mdn,
      nickname: lines.nickname,
      portOutLocked: lines.portOutLocked,
      simChangeLocked: lines.simChangeLocked,
    })
    .from(lines)
    .where(and(eq(lines.customerId, customer.id), isNull(lines.portedOutAt), ne(lines.simStatus, 'cancelled')))
  const unlocked = live.filter((line) => !line.portOutLocked || !line.simChangeLocked)
  const checklist: ChecklistItem[] = [
    passwordItem(customer.passwordStrength, t),
    {
      key: 'twoStep',
      title: t('twoStep.title'),
      done: !!customer.totpSecret,
      detail: t(customer.totpSecret ? 'twoStep.on' : 'twoStep.off'),
      next: customer.totpSecret ? null : { label: t('twoStep.next'), to: '/dashboard/setting' },
    },
    {
      key: 'passkey',
      title: t('passkey.title'),
      done: passkeyCount.n > 0,
      detail: passkeyCount.n > 0 ? t('passkey.some', { count: passkeyCount.n }) : t('passkey.none'),
      next: passkeyCount.n > 0 ? null : { label: t('passkey.next'), to: '/dashboard/setting' },
    },
    {
      key: 'numberLock',
      title: t('numberLock.title'),
      done: unlocked.length === 0,
      detail:
        live.length === 0
          ? t('numberLock.noLines')
          : unlocked.length === 0
            ? t('numberLock.all')
            : t('numberLock.some', { unlocked: unlocked.length, total: live.length }),
      next: unlocked.length ? { label: t('numberLock.next'), to: `/dashboard/lines/${unlocked[0].id}` } : null,
    },
  ]
  const recent = await db.select().from(signIns).where(eq(signIns.customerId, customer.id)).orderBy(desc(signIns.createdAt)).limit(10)
  const events = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.customerId, customer.id))
    .orderBy(desc(securityEvents.id))
    .limit(20)
  const [refused] = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.customerId, customer.id),
        inArray(securityEvents.kind, REFUSED),
        gt(securityEvents.createdAt, sql`now() - interval '30 days'`),
      ),
    )
  return {
    checklist,
    signIns: recent.map((row) => ({
      at: row.createdAt.toISOString(),
      how: `${HOW.has(row.method) ? t(`how.${row.method}`) : row.method}${row.secondStep === 'totp' ? t('how.appCode') : row.secondStep === 'recovery' ? t('how.recoveryCode') : ''}`,
      browser:
        row.userAgent && Object.values(deviceOf(row.userAgent)).some(Boolean)
          ? passkeyNameFrom(row.userAgent, language)
          : t('unknownBrowser'),
      ip: row.ip,
      current: row.jti === currentJti,
    })),
    events: events.map((row) => ({
      at: row.createdAt.toISOString(),
      detail: translateMessage(row.detail, language, { quiet: true }),
      ip: row.ip,
      refused: REFUSED.includes(row.kind),
    })),
    refusedLast30Days: refused.n,
  }
}
