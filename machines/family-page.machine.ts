import { assertEvent, assign, setup } from 'xstate'
import {
  createGroupPayloadSchema,
  GROUP_MAX_LINES,
  mayDo,
  REQUEST_VALID_HOURS,
  type FamilyAnswer,
  type FamilyChangeAnswer,
} from '@contract/family'
import { callState, readState, computedDelay, retryState, withAnswer, type MachineTypes } from './chart'
import { figuresOf } from './figures'
import { errorMessage, errorOf } from './results'
import { providedByApp } from './provided'
import { confirmingIdentityState, proofRanOut, stepUpGuards, stepUpMachine } from './step-up.machine'
import { familyInviteMachine, type FamilyFlowOutput } from './family-invite.machine'
import { familyRequestMachine } from './family-request.machine'
import { assistedGuards, assistedOf, type AssistedContext, type AssistedInput } from './assisted'

export type FamilyGroup = NonNullable<FamilyAnswer['group']>

export interface FamilyPageContext extends AssistedContext {
  /** The caller's group as their role may see it; null before it is read and when they have none. */
  group: FamilyGroup | null
  /** The name typed for a new group. */
  groupName: string
  groupNameError: string | null
  /** The member, invitation or request a dialog or a call is about. */
  memberId: string | null
  inviteId: string | null
  requestId: string | null
  /** The line a member's request is for. */
  lineId: string | null
  /** The role the chosen member is to get ("Make manager" asks "Confirm it's you" first). */
  role: 'manager' | 'member'
  /** The member offered ownership. */
  newOwnerId: string | null
  /** Approve (true) or decline (false) the chosen request. */
  approve: boolean
  /** The server's message after the last change ("Dana is invited."), for the page's notice. */
  notice: string | null
  /** The caller has just left their group: their line is theirs to pay now (the page asks for their card). */
  left: boolean
  error: string | null
}

export type FamilyPageEvent =
  | { type: 'family.retry' }
  /** "Make this a group account". */
  | { type: 'group.start' }
  | { type: 'groupName.change'; value: string }
  /** "Make it a group" in the naming dialog. */
  | { type: 'groupName.submit' }
  /** "Invite someone" (owner). */
  | { type: 'invite.open' }
  | { type: 'invite.resend'; inviteId: string }
  | { type: 'invite.revoke'; inviteId: string }
  /** "Make manager" / "Make member" on a member (owner). */
  | { type: 'role.set'; memberId: string; role: 'manager' | 'member' }
  /** "Remove from group" on a member (owner). */
  | { type: 'member.remove'; memberId: string }
  /** "Leave the group" (a manager or member). */
  | { type: 'group.leave' }
  /** "Close the group" (the owner, when nobody else is left). */
  | { type: 'group.close' }
  /** "Ask for an add-on or a plan" on the member's own line. */
  | { type: 'request.open'; lineId: string }
  /** "Approve" / "Decline" on a pending request (the owner or a manager). */
  | { type: 'request.decide'; requestId: string; approve: boolean }
  /** "Transfer ownership" (owner). */
  | { type: 'transfer.open' }
  | { type: 'newOwner.choose'; memberId: string }
  /** "Offer ownership" in the transfer dialog. */
  | { type: 'transfer.submit' }
  /** "Accept ownership" (the member offered it). */
  | { type: 'transfer.accept' }
  /** "Withdraw the offer" (owner). */
  | { type: 'transfer.cancel' }
  /** The confirm button of a confirmation dialog (remove, leave, close, withdraw an invitation). */
  | { type: 'confirm' }
  /** Cancel or the close icon of any dialog. */
  | { type: 'close' }

/** The caller's own row in the group: the one the answer names (`youMemberId`). */
export const meIn = (group: FamilyGroup | null) => group?.members.find((member) => member.memberId === group.youMemberId) ?? null

const ownerOnly = (group: FamilyGroup | null) => !!group && mayDo(group.role, 'group.manage', false) === 'yes'
const othersIn = (group: FamilyGroup) => group.members.filter((member) => member.role !== 'owner')
/** The owner's choice of another member of the group. */
const isOther = (context: FamilyPageContext, memberId: string) =>
  ownerOnly(context.group) && !!context.group && othersIn(context.group).some((m) => m.memberId === memberId)

/** The owner may offer ownership to someone in the group, when no offer waits. */
const mayTransfer = (context: FamilyPageContext) =>
  ownerOnly(context.group) && !!context.group && othersIn(context.group).length > 0 && !context.group.pendingTransfer
/** The ownership offered to the caller waits for them. */
const isOfferedToMe = (context: FamilyPageContext) => {
  const group = context.group
  return !!group?.pendingTransfer && group.role !== 'owner' && meIn(group)?.memberId === group.pendingTransfer.toMemberId
}
/** The owner or a manager answers a pending request of someone else (the server refuses one's own). */
const mayDecide = (context: FamilyPageContext, requestId: string) =>
  !!context.group &&
  mayDo(context.group.role, 'group.decide', false) === 'yes' &&
  context.group.requests.some((request) => request.requestId === requestId && request.status === 'pending')

/** The change answered (`description`): the group as it is now, and the server's message for the notice, in `target`. */
const answered = <const Target extends string = 'idle'>(description: string, target: Target = 'idle' as Target) =>
  ({ target, actions: withAnswer('keepAnswer'), description }) as const

/** A change on one invitation or member refused: back to the page, the message shown, the choice forgotten. */
const refusedForgetting = { target: 'idle', actions: ['keepError', 'clearChoice'], description: 'Refused: says so' } as const
/** A change on the whole group refused: back to the page, the message shown. */
const refused = { target: 'idle', actions: 'keepError', description: 'Refused: says so' } as const

/** Cancel in a dialog or confirmation of the page: back to the page (forgetting the invitation or member chosen). */
const cancelForgetting = { target: 'idle', actions: 'clearChoice', description: 'Cancel' } as const
const cancel = { target: 'idle', description: 'Cancel' } as const

/** A question the page asks before a change (an alert dialog): its button goes on to `confirm.target`; Cancel is `close`. */
const confirmation = <const Target extends string, const Close extends object>(
  description: string,
  confirm: { target: Target; description: string },
  close: Close,
) => ({ description, on: { confirm, close } }) as const

const inviteIdOf = ({ context }: { context: FamilyPageContext }) => ({ inviteId: context.inviteId ?? '' })

/** The soonest a pending request expires, in ms from now (the page reads the group again then). */
const untilSoonestExpiry = ({ context }: { context: FamilyPageContext }) => {
  const pending = (context.group?.requests ?? []).filter((request) => request.status === 'pending')
  const soonest = Math.min(...pending.map((request) => Date.parse(request.expiresAt)))
  // Never longer than a request's whole life: the expiry is on the server's (carrier's) clock, which development
  // moves ahead of this device's, and a timer past 2^31 ms fires at once, re-reading the page in a loop
  // (tests/machines/family-delays.test.ts; tests/e2e/family.spec.ts after specs that advance the clock).
  return Number.isFinite(soonest)
    ? Math.min(REQUEST_VALID_HOURS * 3_600_000, Math.max(1000, soonest - Date.now()))
    : REQUEST_VALID_HOURS * 3_600_000
}

const groupNameFigures = figuresOf(createGroupPayloadSchema) as { nameMaxLength: number }

/**
 * My Account → Family: the caller's group as their role sees it (contract/family.ts `mayDo`): no group ("Make this
 * a group account"); the owner's view (members and their lines, invitations, requests to answer, roles, removal,
 * transfer of ownership); a manager's (every line, requests to answer, leave); a member's (their line, their
 * requests, leave). Each change answers with the group as it is now.
 */
export const familyPageMachine = setup({
  types: {} as MachineTypes<FamilyPageContext, FamilyPageEvent, AssistedInput | undefined> & {
    children: { stepUp: 'stepUp'; familyInvite: 'familyInvite'; familyRequest: 'familyRequest' }
  },
  actors: {
    /** GET /app/family */
    loadFamily: providedByApp<FamilyAnswer>('loadFamily'),
    /** POST /app/family {name} */
    createGroup: providedByApp<FamilyChangeAnswer, { name: string }>('createGroup'),
    /** DELETE /app/family */
    closeGroup: providedByApp<FamilyChangeAnswer>('closeGroup'),
    /** POST /app/family/invites/{inviteId}/resend */
    resendInvite: providedByApp<FamilyChangeAnswer, { inviteId: string }>('resendInvite'),
    /** DELETE /app/family/invites/{inviteId} */
    revokeInvite: providedByApp<FamilyChangeAnswer, { inviteId: string }>('revokeInvite'),
    /** PUT /app/family/members/{memberId}/role {role} */
    setRole: providedByApp<FamilyChangeAnswer, { memberId: string; role: 'manager' | 'member' }>('setRole'),
    /** DELETE /app/family/members/{memberId} */
    removeMember: providedByApp<FamilyChangeAnswer, { memberId: string }>('removeMember'),
    /** POST /app/family/leave */
    leaveGroup: providedByApp<FamilyChangeAnswer>('leaveGroup'),
    /** POST /app/family/requests/{requestId}/decision {approve} */
    decideRequest: providedByApp<FamilyChangeAnswer, { requestId: string; approve: boolean }>('decideRequest'),
    /** POST /app/family/transfer {memberId} */
    offerTransfer: providedByApp<FamilyChangeAnswer, { memberId: string }>('offerTransfer'),
    /** POST /app/family/transfer/accept */
    acceptTransfer: providedByApp<FamilyChangeAnswer>('acceptTransfer'),
    /** DELETE /app/family/transfer */
    cancelTransfer: providedByApp<FamilyChangeAnswer>('cancelTransfer'),
    /** "Invite someone" (machines/family-invite.machine.ts), provided with its calls by the app. */
    familyInvite: familyInviteMachine,
    /** A member's request (machines/family-request.machine.ts), provided with its calls by the app. */
    familyRequest: familyRequestMachine,
    /** "Confirm it's you" (machines/step-up.machine.ts) before ownership is offered. */
    stepUp: stepUpMachine,
  },
  guards: {
    hasGroup: (_, answer: FamilyAnswer) => answer.group !== null,
    /**
     * The owner may invite while the group has room (`lineCount` counts the lines and the pending invitations). An
     * invitation needs "Confirm it's you", which an assisted session can never pass (decision 0031): not offered there.
     */
    mayInviteNotAssisted: ({ context }, { maxLines }: { maxLines: number }) =>
      assistedGuards.notAssisted({ context }) && ownerOnly(context.group) && (context.group?.lineCount ?? 0) < maxLines,
    isPendingInvite: ({ context, event }) => {
      assertEvent(event, ['invite.resend', 'invite.revoke'])
      return ownerOnly(context.group) && !!context.group?.invites.some((i) => i.inviteId === event.inviteId && i.status === 'pending')
    },
    /**
     * "Make manager" on another member: it lets them charge the owner's card, so the owner confirms it is them, which
     * an assisted session can never do (decision 0031): not offered there.
     */
    makesManagerNotAssisted: ({ context, event }) => {
      assertEvent(event, 'role.set')
      return event.role === 'manager' && assistedGuards.notAssisted({ context }) && isOther(context, event.memberId)
    },
    /** "Make member" on another member (a manager back to a member): no proof asked. */
    makesMember: ({ context, event }) => {
      assertEvent(event, 'role.set')
      return event.role === 'member' && isOther(context, event.memberId)
    },
    /** "Remove from group" needs "Confirm it's you" as well: not offered an assisted session (decision 0031). */
    mayRemoveNotAssisted: ({ context, event }) => {
      assertEvent(event, 'member.remove')
      return assistedGuards.notAssisted({ context }) && isOther(context, event.memberId)
    },
    isOtherMember: ({ context, event }) => {
      assertEvent(event, 'newOwner.choose')
      return isOther(context, event.memberId)
    },
    /**
     * Offering the ownership is refused an assisted session (decision 0031: the new owner pays every line): one
     * named guard, as Stately Studio reads it.
     */
    mayTransferNotAssisted: ({ context }) => assistedGuards.notAssisted({ context }) && mayTransfer(context),
    newOwnerChosen: ({ context }) => context.newOwnerId !== null,
    /** A manager or member may leave; the owner cannot while others remain (they transfer or remove first). */
    mayLeave: ({ context }) => !!context.group && context.group.role !== 'owner',
    /** The owner may close the group when nobody else is in it. */
    mayClose: ({ context }) => ownerOnly(context.group) && !!context.group && othersIn(context.group).length === 0,
    /** A member asks for an add-on or a plan change on their own line. */
    mayAsk: ({ context, event }) => {
      assertEvent(event, 'request.open')
      const group = context.group
      const me = meIn(group)
      return !!group && mayDo(group.role, 'line.addOns', true) === 'ask' && !!me?.lines.some((line) => line.lineId === event.lineId)
    },
    /**
     * The owner or a manager answers a pending request; an approval charges the owner's card, so an assisted session
     * may decline one but not approve it (decision 0031).
     */
    mayDecideApprovalNotAssisted: ({ context, event }) => {
      assertEvent(event, 'request.decide')
      return (!event.approve || assistedGuards.notAssisted({ context })) && mayDecide(context, event.requestId)
    },
    /** Accepting the ownership offered to the caller is refused an assisted session (decision 0031). */
    offeredToMeNotAssisted: ({ context }) => assistedGuards.notAssisted({ context }) && isOfferedToMe(context),
    hasPendingTransfer: ({ context }) => ownerOnly(context.group) && !!context.group?.pendingTransfer,
    groupNameValid: ({ context }, { nameMaxLength }: { nameMaxLength: number }) => {
      const name = context.groupName.trim()
      return name.length >= 1 && name.length <= nameMaxLength && !/[<>]/.test(name)
    },
    /** A child flow (invite, request) ended with a change. */
    childChanged: ({ event }) => 'output' in event && (event.output as FamilyFlowOutput) !== null,
    ...stepUpGuards,
    ...assistedGuards,
  },
  actions: {
    keepFamily: assign((_, answer: FamilyAnswer) => ({ group: answer.group, error: null })),
    keepAnswer: assign((_, answer: FamilyChangeAnswer) => ({
      group: answer.family.group,
      notice: answer.message,
      error: null,
      memberId: null,
      inviteId: null,
      requestId: null,
      newOwnerId: null,
    })),
    keepChildAnswer: assign(({ event }) => {
      const answer = ('output' in event ? event.output : null) as FamilyFlowOutput
      return answer ? { group: answer.family.group, notice: answer.message, error: null } : {}
    }),
    keepError: assign(({ event }) => ({ error: errorOf(event).message, notice: null })),
    clearNotice: assign({ notice: null, error: null, left: false }),
    markLeft: assign({ left: true }),
    typeGroupName: assign(({ event }) => {
      assertEvent(event, 'groupName.change')
      return { groupName: event.value, groupNameError: null }
    }),
    explainGroupName: assign(({ context }) => ({
      groupNameError: /[<>]/.test(context.groupName) ? 'A name cannot hold < or >' : 'Please add a name for your group',
    })),
    keepGroupNameError: assign(({ event }) => ({ groupNameError: errorOf(event).errors?.[0]?.message ?? errorOf(event).message })),
    chooseInvite: assign(({ event }) => {
      assertEvent(event, ['invite.resend', 'invite.revoke'])
      return { inviteId: event.inviteId, notice: null, error: null }
    }),
    chooseMember: assign(({ event }) => {
      assertEvent(event, ['role.set', 'member.remove'])
      return { memberId: event.memberId, role: event.type === 'role.set' ? event.role : 'member', notice: null, error: null }
    }),
    chooseLine: assign(({ event }) => {
      assertEvent(event, 'request.open')
      return { lineId: event.lineId, notice: null, error: null }
    }),
    chooseRequest: assign(({ event }) => {
      assertEvent(event, 'request.decide')
      return { requestId: event.requestId, approve: event.approve, notice: null, error: null }
    }),
    chooseNewOwner: assign(({ event }) => {
      assertEvent(event, 'newOwner.choose')
      return { newOwnerId: event.memberId }
    }),
    clearChoice: assign({
      memberId: null,
      inviteId: null,
      requestId: null,
      newOwnerId: null,
      lineId: null,
      groupName: '',
      groupNameError: null,
    }),
    /** A success notification (provided by the app). */
    notifySaved: (_, _params: { message: string }) => {},
    /** An error notification with the message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
  },
  delays: {
    /** A pending request expires 24 hours after it was sent: the page reads the group again when the soonest does. */
    requestExpiry: computedDelay(REQUEST_VALID_HOURS * 3_600_000, untilSoonestExpiry),
  },
}).createMachine({
  id: 'familyPage',
  description:
    'My Account → Family: make the account a group; the owner invites, answers requests, sets roles, removes members and transfers ownership; a manager answers requests; a member asks and may leave with their number.',
  context: ({ input }) => ({
    assisted: assistedOf(input),
    group: null,
    groupName: '',
    groupNameError: null,
    memberId: null,
    inviteId: null,
    requestId: null,
    lineId: null,
    role: 'member',
    newOwnerId: null,
    approve: true,
    notice: null,
    left: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: readState('A spinner while the group is read.', 'loadFamily', {
      onDone: [
        {
          guard: withAnswer('hasGroup'),
          target: 'ready',
          actions: withAnswer('keepFamily'),
          description: 'In a group',
        },
        { target: 'noGroup', actions: withAnswer('keepFamily'), description: 'No group' },
      ],
      onError: { target: 'failed', actions: 'keepError', description: 'Could not read' },
    }),
    failed: retryState('"We couldn\'t load your group." with Try again.', 'family.retry'),
    noGroup: {
      description:
        'No group yet: what a group is (one bill on your card, up to 6 lines, members ask and you approve) and "Make this a group account"; after leaving, the notice says the line is now the customer\'s own, in grace, with "Add your card" (My Account → Payment).',
      initial: 'idle',
      states: {
        idle: {
          description: 'The explanation and "Make this a group account".',
          on: { 'group.start': { target: 'naming', actions: 'clearNotice', description: 'Make this a group account' } },
        },
        naming: {
          description:
            'A dialog asking the group\'s name ("The Reyes family"), "Make it a group" and "Cancel"; a refusal shows under the field.',
          on: {
            'groupName.change': { actions: 'typeGroupName', description: 'Types' },
            'groupName.submit': [
              { guard: { type: 'groupNameValid', params: groupNameFigures }, target: 'creating', description: 'Make it a group' },
              { actions: 'explainGroupName', description: 'Empty, too long or with markup: says so' },
            ],
            close: cancelForgetting,
          },
        },
        creating: callState('The button spins while the group is made.', 'createGroup', {
          input: ({ context }: { context: FamilyPageContext }) => ({ name: context.groupName.trim() }),
          onDone: answered("Made: the owner's view", '#familyPage.ready'),
          onError: { target: 'naming', actions: 'keepGroupNameError', description: 'Refused: says so' },
        }),
      },
    },
    ready: {
      description:
        'The group as the role sees it: its name, renewal date, members with their lines (each linked to its page), invitations, requests and their history.',
      initial: 'idle',
      states: {
        idle: {
          description:
            'The page at rest, with the last change\'s notice or error; it reads the group again when a pending request expires. In an assisted session "Invite someone", "Make manager", "Remove from group", "Transfer ownership", "Accept ownership" and each "Approve" are disabled, with the reason beside them; "Decline", "Make member" and the invitations\' Resend and Withdraw stay.',
          after: { requestExpiry: { target: 'refreshing', description: 'A pending request expired: read again' } },
          on: {
            'invite.open': {
              guard: { type: 'mayInviteNotAssisted', params: { maxLines: GROUP_MAX_LINES } },
              target: 'confirmingInvite',
              actions: 'clearNotice',
              description: "Invite someone: confirm it's you first",
            },
            'invite.resend': { guard: 'isPendingInvite', target: 'resendingInvite', actions: 'chooseInvite', description: 'Resend' },
            'invite.revoke': { guard: 'isPendingInvite', target: 'confirmingRevoke', actions: 'chooseInvite', description: 'Withdraw' },
            'role.set': [
              {
                guard: 'makesManagerNotAssisted',
                target: 'confirmingRole',
                actions: 'chooseMember',
                description: "Make manager: confirm it's you first",
              },
              { guard: 'makesMember', target: 'settingRole', actions: 'chooseMember', description: 'Make member' },
            ],
            'member.remove': {
              guard: 'mayRemoveNotAssisted',
              target: 'confirmingRemoval',
              actions: 'chooseMember',
              description: 'Remove from group',
            },
            'group.leave': { guard: 'mayLeave', target: 'confirmingLeave', actions: 'clearNotice', description: 'Leave the group' },
            'group.close': { guard: 'mayClose', target: 'confirmingClose', actions: 'clearNotice', description: 'Close the group' },
            'request.open': { guard: 'mayAsk', target: 'requesting', actions: 'chooseLine', description: 'Ask for an add-on or a plan' },
            'request.decide': {
              guard: 'mayDecideApprovalNotAssisted',
              target: 'deciding',
              actions: 'chooseRequest',
              description: 'Approve / Decline (an assisted session: Decline only)',
            },
            'transfer.open': {
              guard: 'mayTransferNotAssisted',
              target: 'choosingNewOwner',
              actions: 'clearNotice',
              description: 'Transfer ownership',
            },
            'transfer.accept': {
              guard: 'offeredToMeNotAssisted',
              target: 'confirmingAccept',
              actions: 'clearNotice',
              description: "Accept ownership: confirm it's you first",
            },
            'transfer.cancel': {
              guard: 'hasPendingTransfer',
              target: 'cancellingTransfer',
              actions: 'clearNotice',
              description: 'Withdraw the offer',
            },
          },
        },
        refreshing: callState('The page stays as it is while the group is read again.', 'loadFamily', {
          onDone: [
            {
              guard: withAnswer('hasGroup'),
              target: 'idle',
              actions: withAnswer('keepFamily'),
              description: 'Read',
            },
            { target: '#familyPage.noGroup', actions: withAnswer('keepFamily'), description: 'No longer in a group' },
          ],
          onError: { target: 'idle', description: 'Could not read: the page stays as it was' },
        }),
        confirmingInvite: confirmingIdentityState(
          '"Confirm it\'s you" (the step-up flow) before the invitation dialog opens: an invitation puts someone on the owner\'s card.',
          'inviting',
          { target: 'idle', description: 'Cancelled: no invitation' },
        ),
        inviting: {
          description: 'The invitation dialog (the familyInvite flow) over the page.',
          invoke: {
            id: 'familyInvite',
            src: 'familyInvite',
            onDone: [
              { guard: 'childChanged', target: 'idle', actions: 'keepChildAnswer', description: 'Invited: the invitation is listed' },
              { target: 'idle', description: 'Cancelled: nothing sent' },
            ],
          },
        },
        requesting: {
          description: 'The request dialog (the familyRequest flow) over the page.',
          invoke: {
            id: 'familyRequest',
            src: 'familyRequest',
            input: ({ context }: { context: FamilyPageContext }) => ({
              lineId: context.lineId ?? '',
              planName:
                context.group?.members.flatMap((member) => member.lines).find((line) => line.lineId === context.lineId)?.planName ?? '',
            }),
            onDone: [
              {
                guard: 'childChanged',
                target: 'idle',
                actions: ['keepChildAnswer', 'clearChoice'],
                description: 'Sent: the request waits for an answer',
              },
              { target: 'idle', actions: 'clearChoice', description: 'Cancelled: nothing sent' },
            ],
          },
        },
        resendingInvite: callState("The invitation's Resend spins.", 'resendInvite', {
          input: inviteIdOf,
          onDone: answered('Sent again, valid 72 hours from now'),
          onError: refusedForgetting,
        }),
        confirmingRevoke: confirmation(
          'Asks "Withdraw this invitation?": its link stops working; "Withdraw" and "Cancel".',
          { target: 'revokingInvite', description: 'Withdraw' },
          cancelForgetting,
        ),
        revokingInvite: callState('Withdraw spins.', 'revokeInvite', {
          input: inviteIdOf,
          onDone: answered('Withdrawn'),
          onError: refusedForgetting,
        }),
        confirmingRole: confirmingIdentityState(
          '"Confirm it\'s you" (the step-up flow) before a member is made a manager (a manager charges the owner\'s card).',
          'settingRole',
          { target: 'idle', actions: 'clearChoice', description: 'Cancelled: the role stays' },
        ),
        settingRole: callState("The member's role button spins.", 'setRole', {
          input: ({ context }: { context: FamilyPageContext }) => ({ memberId: context.memberId ?? '', role: context.role }),
          onDone: answered('The new role shows'),
          onError: [proofRanOut('confirmingRole'), refusedForgetting],
        }),
        confirmingRemoval: confirmation(
          'Asks "Remove Sam from the group?" (by the member\'s name): their line leaves with its number and becomes theirs to pay, in grace until their card pays; "Remove" and "Cancel".',
          { target: 'confirmingRemovalProof', description: "Remove: confirm it's you first" },
          cancelForgetting,
        ),
        confirmingRemovalProof: confirmingIdentityState(
          '"Confirm it\'s you" (the step-up flow) before a member is removed.',
          'removingMember',
          { target: 'idle', actions: 'clearChoice', description: 'Cancelled: nobody is removed' },
        ),
        removingMember: callState('Remove spins.', 'removeMember', {
          input: ({ context }: { context: FamilyPageContext }) => ({ memberId: context.memberId ?? '' }),
          onDone: answered('Removed: their line is their own now'),
          onError: [proofRanOut('confirmingRemovalProof'), refusedForgetting],
        }),
        confirmingLeave: confirmation(
          'Asks "Leave the group?": your line keeps its number and becomes yours to pay, in grace until your own card pays (or a transfer PIN to move it); "Leave the group" and "Cancel".',
          { target: 'leaving', description: 'Leave the group' },
          cancel,
        ),
        leaving: callState('"Leave the group" spins.', 'leaveGroup', {
          onDone: {
            target: '#familyPage.noGroup',
            actions: [withAnswer('keepAnswer'), 'markLeft'],
            description: "Left: the line is the customer's own, in grace until their card pays",
          },
          onError: refused,
        }),
        confirmingClose: confirmation(
          'Asks "Close the group?": your lines stay yours, billed as before; "Close the group" and "Cancel".',
          { target: 'closingGroup', description: 'Close the group' },
          cancel,
        ),
        closingGroup: callState('"Close the group" spins.', 'closeGroup', {
          onDone: answered('Closed', '#familyPage.noGroup'),
          onError: refused,
        }),
        deciding: callState("The request's Approve or Decline spins.", 'decideRequest', {
          input: ({ context }: { context: FamilyPageContext }) => ({ requestId: context.requestId ?? '', approve: context.approve }),
          onDone: {
            target: 'idle',
            actions: [
              withAnswer('keepAnswer'),
              {
                type: 'notifySaved',
                params: ({ event }: { event: { output: FamilyChangeAnswer } }) => ({ message: event.output.message }),
              },
            ],
            description: "Answered: approved (charged to the owner's card) or declined",
          },
          onError: {
            target: 'idle',
            actions: ['keepError', 'clearChoice', { type: 'notifyFailed', params: errorMessage }],
            description: 'Expired, already answered or the card declined: says so',
          },
        }),
        choosingNewOwner: {
          description:
            'A dialog: who becomes the owner and payer (a radio per member), what it means (they pay every line from the next renewal; you become a manager), "Offer ownership" and "Cancel".',
          on: {
            'newOwner.choose': { guard: 'isOtherMember', actions: 'chooseNewOwner', description: 'Chooses a member' },
            'transfer.submit': { guard: 'newOwnerChosen', target: 'confirmingIdentity', description: 'Offer ownership' },
            close: cancelForgetting,
          },
        },
        confirmingIdentity: confirmingIdentityState(
          '"Confirm it\'s you" (the step-up flow) before ownership is offered; nothing is asked within 10 minutes of a proof.',
          'offeringTransfer',
          { target: 'choosingNewOwner', description: 'Cancelled: nothing is offered' },
        ),
        offeringTransfer: callState('"Offer ownership" spins.', 'offerTransfer', {
          input: ({ context }: { context: FamilyPageContext }) => ({ memberId: context.newOwnerId ?? '' }),
          onDone: answered('Offered: it waits for them to accept'),
          onError: [proofRanOut('confirmingIdentity'), refusedForgetting],
        }),
        confirmingAccept: confirmingIdentityState(
          '"Confirm it\'s you" (the step-up flow) before ownership is accepted: the new owner pays for every line.',
          'acceptingTransfer',
          { target: 'idle', description: 'Cancelled: the offer still waits' },
        ),
        acceptingTransfer: callState('"Accept ownership" spins.', 'acceptTransfer', {
          onDone: answered('The caller is the owner and payer now'),
          onError: [proofRanOut('confirmingAccept'), refused],
        }),
        cancellingTransfer: callState('"Withdraw the offer" spins.', 'cancelTransfer', {
          onDone: answered('Withdrawn'),
          onError: refused,
        }),
      },
    },
  },
})
