import { assign, setup } from 'xstate'
import { FAMILY_MESSAGES, type AcceptInvitePayload, type FamilyChangeAnswer, type InvitePreview } from '@contract/family'
import { callState, readState, retryState, withAnswer, type MachineTypes } from './chart'
import { answeredWithStatus, errorOf } from './results'
import { providedByApp } from './provided'
import { assistedGuards, assistedOf, type AssistedContext, type AssistedInput } from './assisted'

export interface FamilyJoinInput extends AssistedInput {
  /** The invitation link's token (`?token=`), or empty when the link has none. */
  token: string
}

interface JoinContext extends AssistedContext {
  token: string
  preview: InvitePreview | null
  /** The line chosen to bring (an invitation for an existing line). */
  lineId: string | null
  answer: FamilyChangeAnswer | null
  error: string | null
}

export type FamilyJoinEvent =
  /** A radio: which of the invitee's lines comes into the group. */
  /** "Accept and join". */
  { type: 'invite.accept' } | { type: 'preview.retry' }

/** The link's token: 43 base64url characters (contract/family.ts inviteTokenSchema). */
const TOKEN_LENGTH = 43

/** A refusal of the link itself (expired, used, withdrawn, another address, not found), not a passing trouble. */
const refusedLink = ({ event }: { event: Parameters<typeof errorOf>[0] }) => [403, 404, 409, 410, 422].includes(errorOf(event).status)

/**
 * The join page (/account/family/join?token=…, the invitation email's link), signed in with the invited address:
 * the group, its owner, the role and the prorated first period (to the group's renewal date, charged to the owner's
 * card) before accepting; for an existing line, which line comes; then accept. The owner's card declined leaves the
 * invitee out of the group, with the reason and Try again; an expired, used, withdrawn or other address's link
 * says which.
 */
export const familyJoinMachine = setup({
  types: {} as MachineTypes<JoinContext, FamilyJoinEvent, FamilyJoinInput>,
  actors: {
    /** GET /app/family/invites/preview?token= */
    loadPreview: providedByApp<InvitePreview, { token: string }>('loadPreview'),
    /** POST /app/family/invites/accept {token, lineId?} */
    acceptInvite: providedByApp<FamilyChangeAnswer, AcceptInvitePayload>('acceptInvite'),
  },
  guards: {
    tokenWellFormed: ({ context }, { tokenLength }: { tokenLength: number }) =>
      context.token.length === tokenLength && /^[A-Za-z0-9_-]+$/.test(context.token),
    refusedLink,
    cardDeclined: answeredWithStatus,
    /** An invitation to bring existing lines, for an invitee with no active line: the server refuses to accept it. */
    nothingToBring: (_, preview: InvitePreview) => preview.kind === 'moveLine' && preview.lines.length === 0,
    /** Joining moves the invitee's lines and their billing: refused an assisted session (decision 0031). */
    ...assistedGuards,
  },
  actions: {
    keepPreview: assign((_, preview: InvitePreview) => ({
      preview,
      // Every line of the invitee joins, each prorated in the one charge (record 0034); the call names the first.
      lineId: preview.kind === 'moveLine' && preview.lines.length > 0 ? preview.lines[0]!.lineId : null,
      error: null,
    })),
    badToken: assign({ error: FAMILY_MESSAGES.token }),
    keepError: assign(({ event }) => ({ error: errorOf(event).message })),
    keepAnswer: assign((_, answer: FamilyChangeAnswer) => ({ answer, error: null })),
  },
}).createMachine({
  id: 'familyJoin',
  description: 'Joining a group from the invitation link: what it costs and who pays, the lines that come, accept.',
  context: ({ input }) => ({
    assisted: assistedOf(input),
    token: input.token.trim(),
    preview: null,
    lineId: null,
    answer: null,
    error: null,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      description: "The link's token is looked at before anything is asked of the server.",
      always: [
        { guard: { type: 'tokenWellFormed', params: { tokenLength: TOKEN_LENGTH } }, target: 'loadingPreview', description: 'A token' },
        { target: 'refused', actions: 'badToken', description: 'No token or a damaged one: this link is not valid' },
      ],
    },
    loadingPreview: readState('A spinner while the invitation is read.', 'loadPreview', {
      input: ({ context }: { context: JoinContext }) => ({ token: context.token }),
      onDone: [
        {
          guard: withAnswer('nothingToBring'),
          target: 'nothingToBring',
          actions: withAnswer('keepPreview'),
          description: 'An invitation to bring their lines, and they have none',
        },
        { target: 'previewing', actions: withAnswer('keepPreview'), description: 'The invitation' },
      ],
      onError: [
        {
          guard: 'refusedLink',
          target: 'refused',
          actions: 'keepError',
          description: 'Expired, used, withdrawn, another address: says which',
        },
        { target: 'failed', actions: 'keepError', description: 'Could not read it' },
      ],
    }),
    failed: retryState('"We couldn\'t load this invitation." with Try again.', 'preview.retry', 'loadingPreview'),
    previewing: {
      description:
        '"Dana Reyes invites you to The Reyes family" (the owner and the group) with the role, the first period prorated to the group\'s renewal date (its price and days, paid by the owner), then every renewal on that date on their card; for existing lines, each line that joins with its own price and the total; "Accept and join" (disabled in an assisted session, with the reason beside it).',
      on: { 'invite.accept': { guard: 'notAssisted', target: 'accepting', description: 'Accept and join' } },
    },
    nothingToBring: {
      description:
        '"You have no active Ring line to bring into the group.": the invitation brings their own lines and they have none, so no price and no Accept; "Get a Ring line" (the shop) and "Not now" (the Family page). The link works again once they have a line.',
    },
    accepting: callState('"Accept and join" spins; the owner\'s card is charged for the first period.', 'acceptInvite', {
      input: ({ context }: { context: JoinContext }): AcceptInvitePayload =>
        context.preview?.kind === 'moveLine' && context.lineId
          ? { token: context.token, lineId: context.lineId }
          : { token: context.token },
      onDone: { target: 'joined', actions: withAnswer('keepAnswer'), description: 'Joined' },
      onError: [
        {
          guard: { type: 'cardDeclined', params: { status: 402 } },
          target: 'declined',
          actions: 'keepError',
          description: "The owner's card was declined: not joined",
        },
        { guard: 'refusedLink', target: 'refused', actions: 'keepError', description: 'Expired, used or withdrawn meanwhile: says which' },
        { target: 'previewing', actions: 'keepError', description: 'Another trouble: says so, Accept again' },
      ],
    }),
    declined: {
      description: 'The owner\'s card was declined: "you have not joined yet; ask them to update their card", and "Try again".',
      on: { 'invite.accept': { guard: 'notAssisted', target: 'accepting', description: 'Try again' } },
    },
    refused: {
      description:
        'The link does not work: expired, used, withdrawn by the owner, sent to another address (sign in with it), or not valid; a link to My Account.',
    },
    joined: {
      type: 'final',
      description:
        '"Welcome to The Reyes family" (the group\'s name): the line is in the group, its renewals on the group\'s date, paid by the owner; a link to the Family page.',
    },
  },
})
