import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { mayDo, GROUP_MAX_LINES, type FamilyRole } from '@contract/family'
import { familyPageMachine, meIn, type FamilyGroup, type FamilyPageEvent } from '@machines/family-page.machine'
import { familyInviteMachine } from '@machines/family-invite.machine'
import { familyRequestMachine, type RequestOptions } from '@machines/family-request.machine'
import type { stepUpMachine } from '@machines/step-up.machine'
import { useAssisted } from '@/app/app-context'
import * as family from '@/api/family'
import { getAddOns } from '@/api/add-ons'
import { getPlans } from '@/api/plans'
import { browserSettings } from '@/config'
import { stepUpWithCalls } from '@/components/step-up/use-step-up'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { formatPhoneNumber } from '@/lib/phone'

/** One line of a member, linked to its page when the caller may open it. */
interface MemberLineRow {
  lineId: string
  /** The nickname, else the number, else the plan. */
  label: string
  number: string
  planName: string
  /** The line's page, when the caller may view it (`line.view`). */
  href: string | null
  /** "Ask for an add-on or a plan", on the caller's own line when their role asks for them. */
  ask: (() => void) | null
}

export interface MemberRow {
  memberId: string
  name: string
  email: string
  role: FamilyRole
  /** The caller's own row. */
  you: boolean
  joinedAt: string
  lines: MemberLineRow[]
  /**
   * The owner's controls on another member: role and removal. `refused`: an assisted session is not offered it (it
   * asks "Confirm it's you", which such a session never passes: decision 0031); "Make member" asks no proof.
   */
  setRole: { to: 'manager' | 'member'; run: () => void; busy: boolean; refused: boolean } | null
  remove: { run: () => void; refused: boolean } | null
}

interface InviteRow {
  inviteId: string
  name: string
  email: string
  kind: 'newLine' | 'moveLine'
  role: 'manager' | 'member'
  status: 'pending' | 'accepted' | 'revoked' | 'expired'
  expiresAt: string
  resend: (() => void) | null
  revoke: (() => void) | null
  resending: boolean
}

interface RequestRow {
  requestId: string
  requesterName: string
  item: string
  total: number
  status: 'pending' | 'approved' | 'declined' | 'expired'
  createdAt: string
  expiresAt: string
  decidedByName: string | null
  decidedAt: string | null
  /** Approve and Decline, for the owner or a manager on a pending request. */
  decide: { approve: () => void; decline: () => void; busy: 'approve' | 'decline' | null } | null
}

/** A confirmation dialog the page has open. */
type FamilyConfirmation =
  { kind: 'revoke'; name: string } | { kind: 'remove'; name: string } | { kind: 'leave'; ownerName: string } | { kind: 'close' }

/** My Account → Family as the view needs it. */
export interface FamilyPageApi {
  loading: boolean
  loadFailed: boolean
  retry: () => void
  notice: string | null
  error: string | null
  /** No group: the explanation and "Make this a group account". */
  noGroup: boolean
  /** Just left the group: the line is theirs to pay, "Add your card". */
  left: boolean
  start: () => void
  naming: { name: string; error: string | null; busy: boolean } | null
  changeName: (value: string) => void
  submitName: () => void
  group: {
    name: string
    role: FamilyRole
    renewsOn: string
    lineCount: number
    maxLines: number
    ownerName: string
  } | null
  members: MemberRow[]
  invites: InviteRow[]
  requests: RequestRow[]
  /**
   * A support agent's assisted session: "Invite someone", "Transfer ownership", "Accept ownership", "Approve", "Make
   * manager" and "Remove from group" stay in view but are not offered (the server refuses them, or they ask "Confirm
   * it's you", which such a session never passes: decision 0031), and their card says why.
   */
  assisted: boolean
  /** What the caller's role may do on the page: the view shows only these. */
  can: { invite: boolean; transfer: boolean; leave: boolean; close: boolean; seeInvites: boolean }
  /** The owner's group has as many lines (invitations counted) as it may. */
  full: boolean
  invite: () => void
  leave: () => void
  closeGroup: () => void
  transfer: {
    open: () => void
    /** The dialog choosing the new owner, while open. */
    choosing: { candidates: { memberId: string; name: string }[]; chosen: string | null; busy: boolean } | null
    choose: (memberId: string) => void
    submit: () => void
    /** An offer waiting: to whom, and whether it is the caller's to accept or to withdraw. */
    pending: { toName: string; mine: boolean; mayWithdraw: boolean; busy: boolean } | null
    accept: () => void
    withdraw: () => void
  }
  confirmation: (FamilyConfirmation & { busy: boolean }) | null
  confirm: () => void
  /** Cancel or close whichever dialog is open (not while its call is on its way). */
  close: () => void
  inviteActor: ActorRefFrom<typeof familyInviteMachine> | undefined
  requestActor: ActorRefFrom<typeof familyRequestMachine> | undefined
  stepUpActor: ActorRefFrom<typeof stepUpMachine> | undefined
}

type Snapshot = SnapshotFrom<typeof familyPageMachine>

const inReady = (snapshot: Snapshot, state: string) => snapshot.matches({ ready: state } as never)

function ownerOf(group: FamilyGroup) {
  return group.members.find((member) => member.role === 'owner')
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: FamilyPageEvent) => void): FamilyPageApi {
  const { group, memberId, inviteId, requestId, approve } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const role = group?.role ?? 'owner'
  const me = meIn(group)
  const isOwner = !!group && mayDo(role, 'group.manage', false) === 'yes'
  const confirmationOf = (): FamilyConfirmation | null => {
    if (!group) return null
    if (inReady(snapshot, 'confirmingRevoke') || inReady(snapshot, 'revokingInvite'))
      return { kind: 'revoke', name: group.invites.find((i) => i.inviteId === inviteId)?.name ?? '' }
    if (inReady(snapshot, 'confirmingRemoval') || inReady(snapshot, 'removingMember'))
      return { kind: 'remove', name: group.members.find((m) => m.memberId === memberId)?.name ?? '' }
    if (inReady(snapshot, 'confirmingLeave') || inReady(snapshot, 'leaving'))
      return { kind: 'leave', ownerName: ownerOf(group)?.name ?? '' }
    if (inReady(snapshot, 'confirmingClose') || inReady(snapshot, 'closingGroup')) return { kind: 'close' }
    return null
  }
  const confirmation = confirmationOf()
  const pendingTransfer = group?.pendingTransfer ?? null
  const others = group?.members.filter((member) => member.role !== 'owner').length ?? 0
  return {
    loading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('failed'),
    retry: () => send({ type: 'family.retry' }),
    notice: snapshot.context.notice,
    error: snapshot.context.error,
    noGroup: snapshot.matches('noGroup'),
    left: snapshot.matches('noGroup') && snapshot.context.left,
    start: () => send({ type: 'group.start' }),
    naming:
      snapshot.matches({ noGroup: 'naming' }) || snapshot.matches({ noGroup: 'creating' })
        ? { name: snapshot.context.groupName, error: snapshot.context.groupNameError, busy: snapshot.matches({ noGroup: 'creating' }) }
        : null,
    changeName: (value) => send({ type: 'groupName.change', value }),
    submitName: () => send({ type: 'groupName.submit' }),
    group:
      group && snapshot.matches('ready')
        ? {
            name: group.name,
            role: group.role,
            renewsOn: group.renewsOn,
            lineCount: group.lineCount,
            maxLines: GROUP_MAX_LINES,
            ownerName: ownerOf(group)?.name ?? '',
          }
        : null,
    members: snapshot.matches('ready')
      ? (group?.members ?? []).map((member) => {
          const you = member.memberId === me?.memberId
          const managed = isOwner && member.role !== 'owner'
          return {
            memberId: member.memberId,
            name: member.name,
            email: member.email,
            role: member.role,
            you,
            joinedAt: member.joinedAt,
            lines: member.lines.map((line) => {
              const number = formatPhoneNumber(line.mdn)
              return {
                lineId: line.lineId,
                label: line.nickname || number || line.planName,
                number,
                planName: line.planName,
                href: mayDo(role, 'line.view', you) === 'yes' ? `/dashboard/lines/${line.lineId}` : null,
                ask: you && mayDo(role, 'line.addOns', true) === 'ask' ? () => send({ type: 'request.open', lineId: line.lineId }) : null,
              }
            }),
            setRole: managed
              ? {
                  to: member.role === 'manager' ? ('member' as const) : ('manager' as const),
                  run: () => send({ type: 'role.set', memberId: member.memberId, role: member.role === 'manager' ? 'member' : 'manager' }),
                  busy: inReady(snapshot, 'settingRole') && memberId === member.memberId,
                  refused: snapshot.context.assisted && member.role !== 'manager',
                }
              : null,
            remove: managed
              ? { run: () => send({ type: 'member.remove', memberId: member.memberId }), refused: snapshot.context.assisted }
              : null,
          }
        })
      : [],
    invites: isOwner
      ? (group?.invites ?? []).map((invite) => ({
          ...invite,
          resend: invite.status === 'pending' ? () => send({ type: 'invite.resend', inviteId: invite.inviteId }) : null,
          revoke: invite.status === 'pending' ? () => send({ type: 'invite.revoke', inviteId: invite.inviteId }) : null,
          resending: inReady(snapshot, 'resendingInvite') && inviteId === invite.inviteId,
        }))
      : [],
    assisted: snapshot.context.assisted,
    requests: (group?.requests ?? []).map((request) => ({
      requestId: request.requestId,
      requesterName: request.requesterName,
      item: request.item,
      total: request.total,
      status: request.status,
      createdAt: request.createdAt,
      expiresAt: request.expiresAt,
      decidedByName: request.decidedByName,
      decidedAt: request.decidedAt,
      decide:
        request.status === 'pending' && group && mayDo(role, 'group.decide', false) === 'yes'
          ? {
              approve: () => send({ type: 'request.decide', requestId: request.requestId, approve: true }),
              decline: () => send({ type: 'request.decide', requestId: request.requestId, approve: false }),
              busy: inReady(snapshot, 'deciding') && requestId === request.requestId ? (approve ? 'approve' : 'decline') : null,
            }
          : null,
    })),
    // From the role and the group, not from the state the page is in: the page behind a dialog keeps its buttons.
    can: {
      invite: isOwner && (group?.lineCount ?? 0) < GROUP_MAX_LINES,
      transfer: isOwner && others > 0 && !pendingTransfer,
      leave: !!group && group.role !== 'owner',
      close: isOwner && others === 0,
      seeInvites: isOwner,
    },
    full: isOwner && (group?.lineCount ?? 0) >= GROUP_MAX_LINES,
    invite: () => send({ type: 'invite.open' }),
    leave: () => send({ type: 'group.leave' }),
    closeGroup: () => send({ type: 'group.close' }),
    transfer: {
      open: () => send({ type: 'transfer.open' }),
      choosing:
        group && (inReady(snapshot, 'choosingNewOwner') || inReady(snapshot, 'offeringTransfer'))
          ? {
              candidates: group.members.filter((m) => m.role !== 'owner').map((m) => ({ memberId: m.memberId, name: m.name })),
              chosen: snapshot.context.newOwnerId,
              busy: inReady(snapshot, 'offeringTransfer'),
            }
          : null,
      choose: (id) => send({ type: 'newOwner.choose', memberId: id }),
      submit: () => send({ type: 'transfer.submit' }),
      pending:
        pendingTransfer && snapshot.matches('ready')
          ? {
              toName: pendingTransfer.toName,
              mine: me?.memberId === pendingTransfer.toMemberId,
              mayWithdraw: isOwner,
              busy: inReady(snapshot, 'acceptingTransfer') || inReady(snapshot, 'cancellingTransfer'),
            }
          : null,
      accept: () => send({ type: 'transfer.accept' }),
      withdraw: () => send({ type: 'transfer.cancel' }),
    },
    confirmation: confirmation ? { ...confirmation, busy } : null,
    confirm: () => send({ type: 'confirm' }),
    close: () => {
      if (!busy) send({ type: 'close' })
    },
    inviteActor: snapshot.children.familyInvite,
    requestActor: snapshot.children.familyRequest,
    stepUpActor: snapshot.children.stepUp,
  }
}

/** What a member may ask for on a line: its data add-ons and the plans, the line's own marked. */
async function requestOptions(lineId: string, planName: string, signal: AbortSignal): Promise<RequestOptions> {
  const [addOns, plans] = await Promise.all([getAddOns({ lineId }, signal), getPlans({ settings: browserSettings, signal })])
  return {
    addOns: addOns.offers
      .filter((offer) => offer.kind === 'data')
      .map((offer) => ({ addOnId: offer.addOnId, name: offer.name, total: offer.total })),
    plans: plans.plans.map((plan) => ({
      planId: plan.id,
      name: plan.retailName,
      price: plan.retailPrice,
      current: plan.retailName === planName,
    })),
  }
}

/** My Account → Family with the real calls; the answer's `youMemberId` tells the caller's own row in the group. */
export function useFamilyPage(): FamilyPageApi {
  const assisted = useAssisted()
  return useFlow(
    familyPageMachine,
    {
      input: { assisted },
      actors: {
        loadFamily: apiActor((_: unknown, signal) => family.getFamily(signal)),
        createGroup: apiActor((input: { name: string }, signal) => family.createGroup(input, signal)),
        closeGroup: apiActor((_: unknown, signal) => family.closeGroup(signal)),
        resendInvite: apiActor((input: { inviteId: string }, signal) => family.resendInvite(input, signal)),
        revokeInvite: apiActor((input: { inviteId: string }, signal) => family.revokeInvite(input, signal)),
        setRole: apiActor((input: { memberId: string; role: 'manager' | 'member' }, signal) => family.setMemberRole(input, signal)),
        removeMember: apiActor((input: { memberId: string }, signal) => family.removeMember(input, signal)),
        leaveGroup: apiActor((_: unknown, signal) => family.leaveGroup(signal)),
        decideRequest: apiActor((input: { requestId: string; approve: boolean }, signal) => family.decideRequest(input, signal)),
        offerTransfer: apiActor((input: { memberId: string }, signal) => family.offerTransfer(input, signal)),
        acceptTransfer: apiActor((_: unknown, signal) => family.acceptTransfer(signal)),
        cancelTransfer: apiActor((_: unknown, signal) => family.cancelTransfer(signal)),
        familyInvite: familyInviteMachine.provide({
          actors: {
            loadPlans: apiActor(async (_: unknown, signal) => (await getPlans({ settings: browserSettings, signal })).plans),
            sendInvite: apiActor((input: Parameters<typeof family.sendInvite>[0], signal) => family.sendInvite(input, signal)),
          },
        }),
        familyRequest: familyRequestMachine.provide({
          actors: {
            loadOptions: apiActor(({ lineId, planName }: { lineId: string; planName: string }, signal) =>
              requestOptions(lineId, planName, signal),
            ),
            sendRequest: apiActor((input: Parameters<typeof family.sendRequest>[0], signal) => family.sendRequest(input, signal)),
          },
        }),
        stepUp: stepUpWithCalls,
      },
      actions: {
        notifySaved: (_: unknown, { message }: { message: string }) => void notify({ message }),
        notifyFailed: (_: unknown, { message }: { message: string }) => void notify({ message, error: true }),
      },
    },
    connect,
  )
}
