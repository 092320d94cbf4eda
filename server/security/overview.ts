import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { ChecklistItem, SecurityOverview } from '@contract/security'
import type { Services } from '../context'
import { lines, passkeys, securityEvents, signIns } from '../db/schema'
import type { Customer } from '../db/types'
import { passkeyNameFrom } from './passkeys'
import { STRONG_PASSWORD_MIN_LENGTH } from './password-strength'

/** The kinds of event that are refused attempts (the rest are changes the customer made). */
const REFUSED = ['port-out-refused', 'sim-change-refused', 'step-up-refused', 'step-up-failed', 'second-step-failed', 'passkey-refused']

const HOW: Record<string, string> = {
  password: 'Password',
  code: 'Emailed code',
  passkey: 'Passkey',
  assisted: 'Support agent',
  register: 'New account',
}

const CHANGE_PASSWORD = { label: 'Change your password', to: '/dashboard/setting' }

/** The password's item, from the strength judged when it was set; a password never judged counts as not done. */
function passwordItem(strength: Customer['passwordStrength']): ChecklistItem {
  const title = 'A strong password'
  if (strength === 'strong') {
    return { key: 'password', title, done: true, detail: 'Yours is long and hard to guess. Use it for Ring Mobile only.', next: null }
  }
  if (strength === 'weak') {
    return {
      key: 'password',
      title,
      done: false,
      detail: `Yours is short or easy to guess. Choose one of ${STRONG_PASSWORD_MIN_LENGTH} or more characters, such as a few unrelated words, not your name or email.`,
      next: CHANGE_PASSWORD,
    }
  }
  return {
    key: 'password',
    title,
    done: false,
    detail: "We can't tell how strong yours is: it was set before we checked. Change it to a new one and we will tell you.",
    next: CHANGE_PASSWORD,
  }
}

/** The Security page of a customer, as this session sees it. */
export async function securityOverview(services: Services, customer: Customer, currentJti: string): Promise<SecurityOverview> {
  const { db } = services
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
    passwordItem(customer.passwordStrength),
    {
      key: 'twoStep',
      title: 'Two-step sign-in',
      done: !!customer.totpSecret,
      detail: customer.totpSecret
        ? 'On: a code from your authenticator app after your password.'
        : 'Off: a password or an emailed code alone signs in.',
      next: customer.totpSecret ? null : { label: 'Turn on two-step sign-in', to: '/dashboard/setting' },
    },
    {
      key: 'passkey',
      title: 'A passkey',
      done: passkeyCount.n > 0,
      detail:
        passkeyCount.n > 0 ? `${passkeyCount.n} passkey${passkeyCount.n === 1 ? '' : 's'}: sign in without a password.` : 'No passkey yet.',
      next: passkeyCount.n > 0 ? null : { label: 'Add a passkey', to: '/dashboard/setting' },
    },
    {
      key: 'numberLock',
      title: 'Number lock on every line',
      done: unlocked.length === 0,
      detail:
        live.length === 0
          ? 'No lines yet: new lines start locked.'
          : unlocked.length === 0
            ? 'Port-out lock and SIM change lock are on for every line.'
            : `${unlocked.length} of ${live.length} line${live.length === 1 ? ' is' : 's are'} not fully locked.`,
      next: unlocked.length ? { label: 'Turn the number lock on', to: `/dashboard/lines/${unlocked[0].id}` } : null,
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
      how: `${HOW[row.method] ?? row.method}${row.secondStep === 'totp' ? ' + app code' : row.secondStep === 'recovery' ? ' + recovery code' : ''}`,
      browser: row.userAgent ? passkeyNameFrom(row.userAgent).replace(/^Browser$/, 'Unknown browser') : 'Unknown browser',
      ip: row.ip,
      current: row.jti === currentJti,
    })),
    events: events.map((row) => ({ at: row.createdAt.toISOString(), detail: row.detail, ip: row.ip, refused: REFUSED.includes(row.kind) })),
    refusedLast30Days: refused.n,
  }
}
