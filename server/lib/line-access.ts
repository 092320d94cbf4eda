import { and, eq } from 'drizzle-orm'
import { FAMILY_MESSAGES, FAMILY_RULES, mayDo, type FamilyAction, type FamilyRole } from '@contract/family'
import type { LineUsage } from '@contract/line-care'
import { advanceCustomerLines } from '../carrier/clock'
import type { Db } from '../db/client'
import { familyGroups, familyMembers, lines } from '../db/schema'
import { forbidden, notFound } from './errors'

export type FamilyGroupRow = typeof familyGroups.$inferSelect
export type FamilyMemberRow = typeof familyMembers.$inferSelect
type Reader = Pick<Db, 'select'>

/** The caller's group and their place in it, or null for a customer outside any group (the owner of their own lines). */
export async function groupOf(db: Reader, customerId: string): Promise<{ group: FamilyGroupRow; member: FamilyMemberRow } | null> {
  const [row] = await db
    .select({ group: familyGroups, member: familyMembers })
    .from(familyMembers)
    .innerJoin(familyGroups, eq(familyGroups.id, familyMembers.groupId))
    .where(eq(familyMembers.customerId, customerId))
  return row ?? null
}

/** Why `role` may not do `action` on a line: by request only, the owner's alone, the line's user's alone, or not another's. */
function refusal(role: FamilyRole, action: FamilyAction, answer: 'ask' | 'no') {
  if (answer === 'ask') return FAMILY_MESSAGES.askFirst
  const rule: Record<FamilyRole, string> = FAMILY_RULES[action]
  if (rule.owner === 'own') return FAMILY_MESSAGES.notYourLine
  if (rule[role] === 'none') return FAMILY_MESSAGES.notOwner
  return FAMILY_MESSAGES.memberOwnLine
}

export type LineWithAccess = typeof lines.$inferSelect & {
  /** The caller's role (a customer outside any group owns their own lines). */
  role: FamilyRole
  /** Another person's line: their usage, receipts and activity are shown only from this day (when they joined). */
  visibleFrom: Date | null
}

/**
 * The line `lineId` after the carrier simulator moved it on, when `customerId` may do `action` on it by
 * contract/family.ts FAMILY_RULES (mayDo): a line of someone outside the caller's group, or none, is 404 `missing`
 * (the same answer, so a line id tells nothing); a line of the group the caller's role may not touch is 403 with
 * the reason, `ask` a 403 that points to the Family page's requests. Every line, usage, billing, add-on, security
 * and notification route fetches its line here (tests/server/family-roles.test.ts tries each with every role).
 */
export async function lineFor(
  db: Db,
  customerId: string,
  lineId: string,
  action: FamilyAction,
  missing = 'No such line',
): Promise<LineWithAccess> {
  const [found] = await db.select({ userId: lines.customerId }).from(lines).where(eq(lines.id, lineId))
  if (!found) throw notFound(missing)
  const own = found.userId === customerId
  const mine = await groupOf(db, customerId)
  let visibleFrom: Date | null = null
  if (!own) {
    const [theirs] = mine
      ? await db
          .select({ joinedAt: familyMembers.joinedAt })
          .from(familyMembers)
          .where(and(eq(familyMembers.customerId, found.userId), eq(familyMembers.groupId, mine.group.id)))
      : []
    if (!theirs) throw notFound(missing)
    visibleFrom = theirs.joinedAt
  }
  const role: FamilyRole = mine?.member.role ?? 'owner'
  const answer = mayDo(role, action, own)
  if (answer !== 'yes') throw forbidden(refusal(role, action, answer))
  await advanceCustomerLines(db, found.userId)
  const [line] = await db.select().from(lines).where(eq(lines.id, lineId))
  if (!line) throw notFound(missing)
  return { ...line, role, visibleFrom }
}

const DAY_MS = 24 * 60 * 60_000

/**
 * A line's usage as `line`'s caller may see it: another person's days only from the day they joined the group (the
 * day that holds `visibleFrom` on), and the period's totals of those days alone (tests/server/family-privacy.test.ts).
 */
export function visibleUsage(usage: LineUsage, line: Pick<LineWithAccess, 'visibleFrom'>): LineUsage {
  const from = line.visibleFrom
  if (!from) return usage
  const days = usage.days.filter((day) => new Date(day.date).getTime() + DAY_MS > from.getTime())
  const used = days.reduce(
    (sum, day) => ({ dataMb: sum.dataMb + day.dataMb, minutes: sum.minutes + day.minutes, texts: sum.texts + day.texts }),
    { dataMb: 0, minutes: 0, texts: 0 },
  )
  return { ...usage, days, used }
}
