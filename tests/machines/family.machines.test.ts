import { expect } from 'vitest'
import { FAMILY_MESSAGES, GROUP_MAX_LINES } from '@contract/family'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, did } from './expect'
import {
  familyInviteSamples,
  familyJoinSamples,
  familyPageSamples,
  familyRequestSamples,
  MOVE_LINE_PREVIEW,
  NO_LINE_PREVIEW,
  NEW_LINE_PREVIEW,
  TOKEN,
} from './family.samples'
import { NETWORK } from './sample-events'

/**
 * What the server refuses a support agent's assisted session on the Family page (decision 0031): with
 * `assisted_refused`, or because it needs "Confirm it's you", which an assisted session never passes.
 */
const REFUSED_WHEN_ASSISTED = [
  { type: 'transfer.open' },
  { type: 'transfer.accept' },
  { type: 'request.decide', requestId: 'req-1', approve: true },
  { type: 'invite.open' },
  { type: 'role.set', memberId: 'mem-sam', role: 'manager' },
  { type: 'member.remove', memberId: 'mem-sam' },
] as const
/** The owner's change on Sam that asks no proof, which an assisted session keeps. */
const MAKE_MEMBER = { type: 'role.set', memberId: 'mem-sam', role: 'member' } as const
const DECLINE = { type: 'request.decide', requestId: 'req-1', approve: false } as const

/** The answer a step's event carried, when it was a change the server answered. */
const answerOf = (event: unknown) =>
  event && typeof event === 'object' && 'output' in event ? (event.output as { message?: string } | null) : undefined

describeMachinePaths({
  ...familyPageSamples,
  expectations: {
    loading: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      if (event?.type !== 'xstate.after.requestExpiry.familyPage.ready.idle') expect(asked(stepCalls, 'loadFamily')).toHaveLength(1)
    },
    failed: ({ snapshot }) => {
      expect(snapshot.context.error).toBe(NETWORK)
      expect(snapshot.can({ type: 'family.retry' })).toBe(true)
    },
    'noGroup.idle': ({ snapshot, event }) => {
      // No group: "Make this a group account" is offered, nothing of a group shows.
      expect(snapshot.context.group).toBeNull()
      expect(snapshot.can({ type: 'group.start' })).toBe(true)
      if (event?.type === 'xstate.done.actor.leaveGroup') {
        // Left: the line is theirs to pay now, and the page asks for their card.
        expect(snapshot.context.notice).toBe('You have left the group. Your line is yours now.')
        expect(snapshot.context.left).toBe(true)
      }
      if (event?.type === 'xstate.done.actor.closeGroup') expect(snapshot.context.left).toBe(false)
    },
    'noGroup.naming': ({ snapshot, event }) => {
      if (event?.type === 'groupName.submit') {
        expect([FAMILY_MESSAGES.groupName, FAMILY_MESSAGES.memberNameMarkup]).toContain(snapshot.context.groupNameError)
      }
      if (event?.type === 'xstate.error.actor.createGroup') expect(snapshot.context.groupNameError).toBe(FAMILY_MESSAGES.groupName)
      if (event?.type === 'groupName.change') expect(snapshot.context.groupNameError).toBeNull()
    },
    'noGroup.creating': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'createGroup')).toEqual([{ name: 'The Reyes family' }])
    },
    'ready.idle': ({ snapshot, event, stepCalls, input }) => {
      expect(snapshot.context.group).not.toBeNull()
      const group = snapshot.context.group!
      const pendingRequest = group.requests.some((request) => request.requestId === 'req-1' && request.status === 'pending')
      const ownsWithSam = group.role === 'owner' && group.members.some((member) => member.memberId === 'mem-sam')
      if (input?.assisted) {
        // A support agent's session: neither the ownership (offered or accepted) nor an approval is offered, whatever
        // the role; a pending request can still be declined by whoever answers requests.
        for (const refused of REFUSED_WHEN_ASSISTED) expect(snapshot.can(refused)).toBe(false)
        expect(snapshot.can(DECLINE)).toBe(pendingRequest && group.role !== 'member')
        expect(snapshot.can(MAKE_MEMBER)).toBe(ownsWithSam)
      } else {
        // The customer's own session is offered them where the role and the group allow.
        if (group.role === 'owner' && group.members.length > 1 && !group.pendingTransfer)
          expect(snapshot.can({ type: 'transfer.open' })).toBe(true)
        if (group.role !== 'owner' && group.pendingTransfer?.toMemberId === group.youMemberId)
          expect(snapshot.can({ type: 'transfer.accept' })).toBe(true)
        if (pendingRequest && group.role !== 'member') expect(snapshot.can(REFUSED_WHEN_ASSISTED[2])).toBe(true)
        // The owner's changes that ask "Confirm it's you" first: an invitation while there is room, and on Sam.
        expect(snapshot.can({ type: 'invite.open' })).toBe(group.role === 'owner' && group.lineCount < GROUP_MAX_LINES)
        for (const onSam of REFUSED_WHEN_ASSISTED.slice(4)) expect(snapshot.can(onSam)).toBe(ownsWithSam)
      }
      const answer = answerOf(event)
      if (event?.type.startsWith('xstate.done.actor.') && answer?.message && event.type !== 'xstate.done.actor.loadFamily') {
        // Every change shows the server's message and the group as it is now.
        expect(snapshot.context.notice).toBe(answer.message)
      }
      // A refusal says why; a read again that failed leaves the page as it was, said nothing.
      if (event?.type.startsWith('xstate.error.actor.') && event.type !== 'xstate.error.actor.loadFamily')
        expect(snapshot.context.error).toMatch(/.+/)
      if (event?.type === 'xstate.error.actor.loadFamily') expect(snapshot.context.error).toBeNull()
      if (event?.type === 'xstate.done.actor.familyInvite' && answer === null) expect(snapshot.context.notice).toBeNull()
      // An approval or a refusal of one is told as a notification too.
      if (event?.type === 'xstate.done.actor.decideRequest') expect(did(stepCalls, 'notifySaved')).toBe(1)
      if (event?.type === 'xstate.error.actor.decideRequest') expect(did(stepCalls, 'notifyFailed')).toBe(1)
    },
    'ready.refreshing': ({ snapshot, stepCalls }) => {
      // The page stays while the group is read again: the group is still there.
      expect(snapshot.context.group).not.toBeNull()
      expect(asked(stepCalls, 'loadFamily')).toHaveLength(1)
    },
    'ready.inviting': ({ snapshot }) => {
      expect(snapshot.context.group?.role).toBe('owner')
      expect(snapshot.children.familyInvite).toBeDefined()
    },
    'ready.requesting': ({ snapshot, stepCalls }) => {
      expect(snapshot.context.group?.role).toBe('member')
      expect(snapshot.context.lineId).toBe('line-1')
      // The request dialog is told the line and its plan, to offer the others.
      expect(asked(stepCalls, 'familyRequest')).toEqual([{ lineId: 'line-1', planName: 'Unlimited' }])
    },
    'ready.resendingInvite': ({ stepCalls }) => expect(asked(stepCalls, 'resendInvite')).toEqual([{ inviteId: 'inv-1' }]),
    'ready.confirmingRevoke': ({ snapshot, calls }) => {
      expect(snapshot.context.inviteId).toBe('inv-1')
      expect(asked(calls, 'revokeInvite')).toEqual([])
    },
    'ready.revokingInvite': ({ stepCalls }) => expect(asked(stepCalls, 'revokeInvite')).toEqual([{ inviteId: 'inv-1' }]),
    'ready.confirmingInvite': ({ snapshot, stepCalls }) => {
      // "Confirm it's you" comes before the invitation dialog: an invitation puts someone on the owner's card.
      expect(snapshot.children.stepUp).toBeDefined()
      expect(snapshot.children.familyInvite).toBeUndefined()
      expect(asked(stepCalls, 'familyInvite')).toEqual([])
    },
    'ready.confirmingRole': ({ snapshot, event, stepCalls }) => {
      // "Make manager" asks for the proof first ("Make member" only when the server asks); the role waits for it.
      expect(snapshot.children.stepUp).toBeDefined()
      if (event?.type === 'role.set') expect(snapshot.context.role).toBe('manager')
      expect(asked(stepCalls, 'setRole')).toEqual([])
    },
    'ready.settingRole': ({ snapshot, stepCalls }) =>
      expect(asked(stepCalls, 'setRole')).toEqual([{ memberId: 'mem-sam', role: snapshot.context.role }]),
    'ready.confirmingRemoval': ({ snapshot, calls }) => {
      expect(snapshot.context.memberId).toBe('mem-sam')
      expect(asked(calls, 'removeMember')).toEqual([])
    },
    'ready.confirmingRemovalProof': ({ snapshot, stepCalls }) => {
      expect(snapshot.children.stepUp).toBeDefined()
      expect(snapshot.context.memberId).toBe('mem-sam')
      expect(asked(stepCalls, 'removeMember')).toEqual([])
    },
    'ready.removingMember': ({ stepCalls }) => expect(asked(stepCalls, 'removeMember')).toEqual([{ memberId: 'mem-sam' }]),
    'ready.confirmingLeave': ({ snapshot, calls }) => {
      expect(snapshot.context.group?.role).not.toBe('owner')
      expect(asked(calls, 'leaveGroup')).toEqual([])
    },
    'ready.leaving': ({ stepCalls }) => expect(asked(stepCalls, 'leaveGroup')).toHaveLength(1),
    'ready.confirmingClose': ({ snapshot }) => expect(snapshot.context.group?.members).toHaveLength(1),
    'ready.closingGroup': ({ stepCalls }) => expect(asked(stepCalls, 'closeGroup')).toHaveLength(1),
    'ready.deciding': ({ stepCalls, input }) =>
      // An assisted session only ever declines.
      expect(asked(stepCalls, 'decideRequest')).toEqual([{ requestId: 'req-1', approve: !input?.assisted }]),
    'ready.choosingNewOwner': ({ snapshot, event, calls }) => {
      expect(asked(calls, 'offerTransfer').length).toBeLessThanOrEqual(1)
      if (event?.type === 'newOwner.choose') expect(snapshot.context.newOwnerId).toBe('mem-sam')
      if (event?.type === 'transfer.open') expect(snapshot.context.newOwnerId).toBeNull()
    },
    'ready.confirmingIdentity': ({ snapshot, stepCalls }) => {
      // "Confirm it's you" comes before the offer is sent.
      expect(snapshot.children.stepUp).toBeDefined()
      expect(asked(stepCalls, 'offerTransfer')).toEqual([])
    },
    'ready.offeringTransfer': ({ stepCalls }) => expect(asked(stepCalls, 'offerTransfer')).toEqual([{ memberId: 'mem-sam' }]),
    'ready.confirmingAccept': ({ snapshot, stepCalls }) => {
      // Accepting makes the caller the payer of every line: "Confirm it's you" first.
      expect(snapshot.children.stepUp).toBeDefined()
      expect(asked(stepCalls, 'acceptTransfer')).toEqual([])
    },
    'ready.acceptingTransfer': ({ snapshot, stepCalls }) => {
      expect(snapshot.context.group?.pendingTransfer?.toMemberId).toBe('mem-dana')
      expect(asked(stepCalls, 'acceptTransfer')).toHaveLength(1)
    },
    'ready.cancellingTransfer': ({ stepCalls }) => expect(asked(stepCalls, 'cancelTransfer')).toHaveLength(1),
  },
})

describeMachinePaths({
  ...familyInviteSamples,
  expectations: {
    loadingPlans: ({ snapshot }) => expect(snapshot.hasTag('loading')).toBe(true),
    plansFailed: ({ snapshot }) => expect(snapshot.context.formError).toBe(NETWORK),
    editing: ({ snapshot, event }) => {
      // The popular plan is chosen for a new line.
      expect(snapshot.context.values.planId).toBe('plan-unlimited')
      if (event?.type === 'form.submit') expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0)
      if (event?.type === 'xstate.error.actor.sendInvite') {
        const error = (event as { error: { errors?: unknown[]; message: string } }).error
        // A refusal about the address shows under the email; one about the group as the form's message.
        if (error.errors) expect(snapshot.context.errors.email).toBe(FAMILY_MESSAGES.pendingInvite)
        else expect(snapshot.context.formError).toBe(FAMILY_MESSAGES.groupFull)
      }
    },
    sending: ({ snapshot, stepCalls }) => {
      const [sent] = asked(stepCalls, 'sendInvite') as Record<string, unknown>[]
      expect(sent).toMatchObject({ email: 'kim@example.com', name: 'Kim', kind: snapshot.context.values.kind })
      // An existing line takes no plan.
      expect('planId' in sent!).toBe(snapshot.context.values.kind === 'newLine')
    },
    sent: ({ snapshot }) => expect(snapshot.output).toEqual(snapshot.context.answer),
    cancelled: ({ snapshot }) => expect(snapshot.output).toBeNull(),
  },
})

describeMachinePaths({
  ...familyRequestSamples,
  expectations: {
    loadingOptions: ({ stepCalls }) => expect(asked(stepCalls, 'loadOptions')).toEqual([{ lineId: 'line-1', planName: 'Unlimited' }]),
    failed: ({ snapshot }) => expect(snapshot.context.error).toBe(NETWORK),
    choosing: ({ snapshot, event }) => {
      if (event?.type === 'request.submit') expect(['Choose an add-on', 'Choose a plan']).toContain(snapshot.context.error)
      if (event?.type === 'kind.choose') expect(snapshot.context.itemId).toBeNull()
      if (event?.type === 'xstate.error.actor.sendRequest')
        expect(snapshot.context.error).toBe('A request for this line is already waiting.')
    },
    sending: ({ snapshot, stepCalls }) => {
      const expected =
        snapshot.context.kind === 'addOn'
          ? { kind: 'addOn', lineId: 'line-1', addOnId: 'data-3gb' }
          : { kind: 'planChange', lineId: 'line-1', planId: 'plan-basic' }
      expect(asked(stepCalls, 'sendRequest')).toEqual([expected])
    },
    sent: ({ snapshot }) => expect(snapshot.output?.message).toBe('Your request is sent to Alex.'),
    cancelled: ({ snapshot }) => expect(snapshot.output).toBeNull(),
  },
})

describeMachinePaths({
  ...familyJoinSamples,
  expectations: {
    loadingPreview: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(asked(stepCalls, 'loadPreview')).toEqual(event === undefined || event.type === 'preview.retry' ? [{ token: TOKEN }] : [])
    },
    failed: ({ snapshot }) => expect(snapshot.context.error).toBe(NETWORK),
    previewing: ({ snapshot, input }) => {
      // The owner's name and the prorated first period show before accepting.
      expect([NEW_LINE_PREVIEW, MOVE_LINE_PREVIEW]).toContainEqual(snapshot.context.preview)
      // A support agent's session sees the invitation but may not accept it (decision 0031).
      expect(snapshot.can({ type: 'invite.accept' })).toBe(!input?.assisted)
      // Every line of the invitee joins: nothing to choose, the call names the first.
      expect(snapshot.context.lineId).toBe(
        snapshot.context.preview?.kind === 'moveLine' ? (snapshot.context.preview.lines[0]?.lineId ?? null) : null,
      )
    },
    nothingToBring: ({ snapshot }) => {
      // Nothing to bring: no price to pay and no Accept; the link is kept for when they have a line.
      expect(snapshot.context.preview).toEqual(NO_LINE_PREVIEW)
      expect(snapshot.context.lineId).toBeNull()
      expect(snapshot.can({ type: 'invite.accept' })).toBe(false)
      expect(snapshot.status).toBe('active')
    },
    accepting: ({ snapshot, stepCalls }) => {
      const expected = snapshot.context.preview?.kind === 'moveLine' ? { token: TOKEN, lineId: 'line-7' } : { token: TOKEN }
      expect(asked(stepCalls, 'acceptInvite')).toEqual([expected])
    },
    declined: ({ snapshot }) => {
      // Not joined: the reason, and Try again.
      expect(snapshot.context.error).toBe(FAMILY_MESSAGES.cardDeclined)
      expect(snapshot.context.answer).toBeNull()
      expect(snapshot.can({ type: 'invite.accept' })).toBe(true)
    },
    refused: ({ snapshot, calls, input }) => {
      expect([FAMILY_MESSAGES.token, FAMILY_MESSAGES.inviteExpired, FAMILY_MESSAGES.inviteUsed]).toContain(snapshot.context.error)
      // A damaged link is refused without asking the server.
      if (input?.token === 'abc') expect(asked(calls, 'loadPreview')).toEqual([])
    },
    joined: ({ snapshot }) => expect(snapshot.context.answer?.message).toBe('Welcome to The Reyes family.'),
  },
})
