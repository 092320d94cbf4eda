import { maxLength as max, regex, z } from 'zod/mini'
import { emailSchema, nicknameSchema } from './rules'

/**
 * Family and group accounts (docs/decisions/0034-family-accounts.md): one payer, members with roles, invitations,
 * requests the payer approves, and a member who leaves with their number. Browser-safe; shared by the Family page's
 * machines and the server, which checks every line, usage, billing, add-on, security and notification call against
 * FAMILY_RULES (server/lib/line-access.ts; tests/server/family-roles.test.ts tries every endpoint with every role).
 */

const FAMILY_ROLES = ['owner', 'manager', 'member'] as const
export type FamilyRole = (typeof FAMILY_ROLES)[number]

/** At most this many lines in a group, the owner's included. */
export const GROUP_MAX_LINES = 6
/** An invitation's link works this long. */
export const INVITE_VALID_HOURS = 72
/** A member's request for an add-on or a plan change waits this long for an answer, then expires. */
export const REQUEST_VALID_HOURS = 24

/**
 * What a person may do on a line of their group, by role: `all` (every line of the group), `own` (the line they
 * use), `ask` (their own line, by a request the owner or a manager approves), `none`. A customer without a group is
 * the owner of their own lines. The server checks every call against this table and the views show only what it
 * allows (`mayDo`); one table, so the two cannot drift.
 */
export const FAMILY_RULES = {
  /** The line's page, status, SIM and number. */
  'line.view': { owner: 'all', manager: 'all', member: 'own' },
  /** Data, minutes and texts (another's line: only from the day they joined). */
  'line.usage': { owner: 'all', manager: 'all', member: 'own' },
  /** Usage alerts and notification settings of the line. */
  'line.alerts': { owner: 'all', manager: 'all', member: 'own' },
  'line.nickname': { owner: 'all', manager: 'all', member: 'own' },
  /** Buying an add-on, charged to the owner's card. */
  'line.addOns': { owner: 'all', manager: 'all', member: 'ask' },
  /** Changing the plan, charged to the owner's card. */
  'line.plan': { owner: 'all', manager: 'all', member: 'ask' },
  /** The line's bill, renewals, receipts and autopay (another's line: only from the day they joined). */
  'line.billing': { owner: 'all', manager: 'none', member: 'none' },
  /** Paying a renewal by hand. */
  'line.pay': { owner: 'all', manager: 'none', member: 'none' },
  /** Lost or stolen: suspend and restore. */
  'line.suspend': { owner: 'all', manager: 'none', member: 'own' },
  /** Number lock, transfer PIN, account number, SIM and eSIM changes, new phone: the line's user alone. */
  'line.security': { owner: 'own', manager: 'own', member: 'own' },
  /** Saved cards: the owner alone. */
  'cards.manage': { owner: 'all', manager: 'none', member: 'none' },
  /** Invitations, roles, removal and ownership: the owner alone. */
  'group.manage': { owner: 'all', manager: 'none', member: 'none' },
  /** Approving or declining a member's request (never one's own). */
  'group.decide': { owner: 'all', manager: 'all', member: 'none' },
} as const satisfies Record<string, Record<FamilyRole, Reach>>

export type Reach = 'all' | 'own' | 'ask' | 'none'
export type FamilyAction = keyof typeof FAMILY_RULES

/** What `role` may do about a line that is (`own`) or is not their own: `yes`, `ask` (by request) or `no`. */
export function mayDo(role: FamilyRole, action: FamilyAction, ownLine: boolean): 'yes' | 'ask' | 'no' {
  const reach: Reach = FAMILY_RULES[action][role]
  if (reach === 'all') return 'yes'
  if (!ownLine) return 'no'
  if (reach === 'own') return 'yes'
  return reach === 'ask' ? 'ask' : 'no'
}

export const FAMILY_MESSAGES = {
  groupName: 'Please add a name for your group',
  memberName: 'Please add a name for this person',
  memberNameMarkup: 'A name cannot hold < or >',
  inviteKind: 'Choose a new line or an existing Ring line',
  planId: 'Choose a plan for the new line',
  role: 'Choose a role',
  lineId: 'Choose the line to bring',
  token: 'This invitation link is not valid',
  notInGroup: 'You are not part of a group.',
  alreadyInGroup: 'You are already part of a group.',
  notOwner: 'Only the group owner can do this.',
  selfInvite: 'You cannot invite yourself.',
  inviteeInGroup: 'This person is already part of a group.',
  pendingInvite: 'There is already a pending invitation for this address.',
  groupFull: `A group can have at most ${GROUP_MAX_LINES} lines.`,
  inviteExpired: 'This invitation has expired. Ask the group owner to send a new one.',
  inviteUsed: 'This invitation has already been used.',
  inviteRevoked: 'This invitation was withdrawn by the group owner.',
  inviteOtherAddress: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  ownerCannotLeave: 'Transfer ownership or remove every member before you leave the group.',
  requestExpired: 'This request has expired.',
  requestDecided: 'This request has already been answered.',
  ownRequest: 'You cannot answer your own request.',
  notManagerTarget: 'Only the group owner can change roles.',
  askFirst: 'Ask the group owner or a manager: send a request from the Family page.',
  notYourLine: 'Only the person who uses this line can do this.',
  memberOwnLine: 'Members can see and change only their own line.',
  onlyOwnLine: 'You can ask only for your own line.',
  memberNotFound: 'No such member in your group.',
  inviteNotFound: 'No such invitation.',
  requestNotFound: 'No such request.',
  ownerRole: 'The group owner keeps their role: transfer ownership instead.',
  selfRole: 'You cannot change your own role.',
  membersRemain: 'Remove every member before you close the group.',
  noTransfer: 'There is no transfer of ownership waiting for you.',
  transferToSelf: 'You already own this group.',
  noLineToMove: 'You have no active Ring line to bring into the group.',
  notDecider: 'Only the group owner or a manager can answer a request.',
  noNeedToAsk: 'You can do this yourself: no request is needed.',
  inviteNotPending: 'This invitation is no longer pending.',
  cardDeclined: "The group owner's card was declined, so you have not joined yet. Ask them to update their card and try again.",
} as const

/** What a family call that worked says (every answer's `message`). */
export const FAMILY_DONE = {
  groupCreated: 'Your group is ready. Invite the people whose lines you pay for.',
  groupClosed: 'Your group is closed.',
  invited: 'Invitation sent. The link works for 72 hours.',
  resent: 'Invitation sent again, with a new link.',
  revoked: 'Invitation withdrawn.',
  joined: 'Welcome to the group.',
  roleChanged: 'Role changed.',
  removed: 'Member removed. Their line is now an account of its own.',
  left: 'You left the group. Your line is now an account of its own.',
  transferOffered: 'Ownership offered. It moves when they accept.',
  transferAccepted: 'You are the group owner now.',
  transferCancelled: 'The transfer of ownership is cancelled.',
  requested: 'Request sent to the group owner and managers.',
  approved: 'Request approved.',
  declined: 'Request declined.',
} as const

/** What a charge to the group owner's card says to the one who asked for it (a manager, or the owner on a member's line). */
export const FAMILY_CHARGED = {
  addOn: (name: string, total: string, last4: string) =>
    `${name} is on the line. We charged ${total} to the group owner's card ending ${last4}.`,
  plan: (plan: string, total: string, last4: string) =>
    `The line is on ${plan} now. We charged ${total} to the group owner's card ending ${last4}.`,
} as const

/** The name a member goes by in the group: the nickname's rule, and no markup. */
const memberNameSchema = nicknameSchema.check(regex(/^[^<>]*$/, FAMILY_MESSAGES.memberNameMarkup))
const groupNameSchema = z
  .string({ error: FAMILY_MESSAGES.groupName })
  .check(
    z.trim(),
    z.minLength(1, FAMILY_MESSAGES.groupName),
    max(40, 'Group name must be at most 40 characters'),
    regex(/^[^<>]*$/, FAMILY_MESSAGES.memberNameMarkup),
  )
const idSchema = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(64, message))

/** POST /app/family: makes the customer's account a group, with them as owner and payer. */
export const createGroupPayloadSchema = z.object({ name: groupNameSchema })

/** POST /app/family/invites: a new line (bought now on the owner's card) or the invitee's existing Ring line. */
export const invitePayloadSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('newLine'),
      email: emailSchema,
      name: memberNameSchema,
      role: z.enum(['manager', 'member'], { error: FAMILY_MESSAGES.role }),
      planId: idSchema(FAMILY_MESSAGES.planId),
    }),
    z.object({
      kind: z.literal('moveLine'),
      email: emailSchema,
      name: memberNameSchema,
      role: z.enum(['manager', 'member'], { error: FAMILY_MESSAGES.role }),
    }),
  ],
  { error: FAMILY_MESSAGES.inviteKind },
)
export type InvitePayload = z.input<typeof invitePayloadSchema>

/** The invitation link's token: 43 base64url characters; only its hash is stored. */
const inviteTokenSchema = z.string({ error: FAMILY_MESSAGES.token }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, FAMILY_MESSAGES.token))

/** POST /app/family/invites/accept: the token, and for a moved line, which of the invitee's lines. */
export const acceptInvitePayloadSchema = z.object({ token: inviteTokenSchema, lineId: z.optional(idSchema(FAMILY_MESSAGES.lineId)) })
export type AcceptInvitePayload = z.input<typeof acceptInvitePayloadSchema>

export const rolePayloadSchema = z.object({ role: z.enum(['manager', 'member'], { error: FAMILY_MESSAGES.role }) })

export const transferPayloadSchema = z.object({ memberId: idSchema('Choose the new owner') })

/** POST /app/family/requests: a member asks for an add-on or a plan change on their own line. */
export const requestPayloadSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('addOn'), lineId: idSchema(FAMILY_MESSAGES.lineId), addOnId: idSchema('Choose an add-on') }),
    z.object({ kind: z.literal('planChange'), lineId: idSchema(FAMILY_MESSAGES.lineId), planId: idSchema('Choose a plan') }),
  ],
  { error: 'Choose what to ask for' },
)
export type RequestPayload = z.input<typeof requestPayloadSchema>

/** POST /app/family/requests/{id}/decision. */
export const decisionPayloadSchema = z.object({ approve: z.boolean({ error: 'Approve or decline' }) })

const memberSchema = z.object({
  /** The customer's id in the group (never their account number). */
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(FAMILY_ROLES),
  joinedAt: z.string(),
  /** The lines this member uses: id, number and plan. */
  lines: z.array(z.object({ lineId: z.string(), mdn: z.nullable(z.string()), planName: z.string(), nickname: z.nullable(z.string()) })),
})

const inviteSchema = z.object({
  inviteId: z.string(),
  email: z.string(),
  name: z.string(),
  kind: z.enum(['newLine', 'moveLine']),
  role: z.enum(['manager', 'member']),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  expiresAt: z.string(),
  createdAt: z.string(),
})

const requestSchema = z.object({
  requestId: z.string(),
  kind: z.enum(['addOn', 'planChange']),
  lineId: z.string(),
  requesterName: z.string(),
  /** What was asked for, as the customer reads it ("3 GB data", "Unlimited Plus"). */
  item: z.string(),
  total: z.number(),
  status: z.enum(['pending', 'approved', 'declined', 'expired']),
  expiresAt: z.string(),
  createdAt: z.string(),
  decidedByName: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
})
export type FamilyRequest = z.infer<typeof requestSchema>

/** GET /app/family: the caller's group as their role may see it, or `group: null`. */
export const familyAnswerSchema = z.object({
  group: z.nullable(
    z.object({
      groupId: z.string(),
      name: z.string(),
      role: z.enum(FAMILY_ROLES),
      /** The caller's own entry in `members` (their customer id in the group): "You", and what one may do only on oneself. */
      youMemberId: z.string(),
      /** The group's renewal date (YYYY-MM-DD): every line renews on it, in one charge to the owner's card. */
      renewsOn: z.string(),
      lineCount: z.number().check(z.int()),
      members: z.array(memberSchema),
      /** The owner's view only; empty for others. */
      invites: z.array(inviteSchema),
      /** A member sees their own; the owner and managers see all. Newest first, with their history. */
      requests: z.array(requestSchema),
      /** A transfer of ownership waiting for the new owner, else null. */
      pendingTransfer: z.nullable(z.object({ toMemberId: z.string(), toName: z.string() })),
    }),
  ),
})
export type FamilyAnswer = z.infer<typeof familyAnswerSchema>

/**
 * GET /app/family/invites/preview?token=: what accepting means, shown before the invitee accepts: the group, the
 * owner, and the prorated first period (from today, or the end of the line's paid period, to the group's renewal
 * date), charged to the owner's card on acceptance.
 */
export const invitePreviewSchema = z.object({
  groupName: z.string(),
  ownerName: z.string(),
  kind: z.enum(['newLine', 'moveLine']),
  role: z.enum(['manager', 'member']),
  renewsOn: z.string(),
  /** For a moved line: the invitee's lines that may come (active, not in a group). */
  lines: z.array(z.object({ lineId: z.string(), mdn: z.nullable(z.string()), planName: z.string(), proratedTotal: z.number() })),
  /** For a new line: its prorated first period; for a moved line, the first of `lines`. */
  proratedTotal: z.number(),
  proratedDays: z.number().check(z.int()),
})
export type InvitePreview = z.infer<typeof invitePreviewSchema>
export const invitePreviewQuerySchema = z.object({ token: inviteTokenSchema })

/** Every family call answers with a message and the group as it is now. */
export const familyChangeAnswerSchema = z.object({ message: z.string(), family: familyAnswerSchema })
export type FamilyChangeAnswer = z.infer<typeof familyChangeAnswerSchema>
