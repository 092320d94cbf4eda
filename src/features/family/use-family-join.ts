import type { SnapshotFrom } from 'xstate'
import { familyJoinMachine, type FamilyJoinEvent } from '@machines/family-join.machine'
import { acceptInvite, getInvitePreview } from '@/api/family'
import { useAssisted } from '@/app/app-context'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { formatPhoneNumber } from '@/lib/phone'

/** The join page as its view needs it. */
export interface FamilyJoinApi {
  loading: boolean
  loadFailed: boolean
  retry: () => void
  /** The invitation, before accepting (and while accepting). */
  preview: {
    groupName: string
    ownerName: string
    role: 'manager' | 'member'
    kind: 'newLine' | 'moveLine'
    renewsOn: string
    /** The first period of every line that joins (or the new line): what the owner's card pays on acceptance. */
    total: number
    days: number
    lines: { lineId: string; number: string; planName: string; total: number }[]
  } | null
  /** An invitation to bring their lines, and the invitee has none: no price, no Accept (the server would refuse it). */
  nothingToBring: boolean
  accepting: boolean
  /** A support agent's assisted session: "Accept and join" stays in view, not offered (decision 0031), with why. */
  assisted: boolean
  accept: () => void
  /** The owner's card was declined: not joined, Try again. */
  declined: boolean
  /** The link does not work (expired, used, withdrawn, another address, damaged): why. */
  refused: boolean
  joined: { message: string; groupName: string } | null
  error: string | null
}

function connect(snapshot: SnapshotFrom<typeof familyJoinMachine>, send: (event: FamilyJoinEvent) => void): FamilyJoinApi {
  const { preview, error, answer } = snapshot.context
  return {
    loading: snapshot.matches('loadingPreview') || snapshot.matches('checkingLink'),
    loadFailed: snapshot.matches('failed'),
    retry: () => send({ type: 'preview.retry' }),
    preview:
      preview &&
      (snapshot.matches('previewing') ||
        snapshot.matches('accepting') ||
        snapshot.matches('declined') ||
        snapshot.matches('nothingToBring'))
        ? {
            groupName: preview.groupName,
            ownerName: preview.ownerName,
            role: preview.role,
            kind: preview.kind,
            renewsOn: preview.renewsOn,
            total: preview.proratedTotal,
            days: preview.proratedDays,
            lines: preview.lines.map((line) => ({
              lineId: line.lineId,
              number: formatPhoneNumber(line.mdn) || line.planName,
              planName: line.planName,
              total: line.proratedTotal,
            })),
          }
        : null,
    nothingToBring: snapshot.matches('nothingToBring'),
    accepting: snapshot.matches('accepting'),
    assisted: snapshot.context.assisted,
    accept: () => send({ type: 'invite.accept' }),
    declined: snapshot.matches('declined'),
    refused: snapshot.matches('refused'),
    joined:
      snapshot.matches('joined') && answer
        ? { message: answer.message, groupName: answer.family.group?.name ?? preview?.groupName ?? '' }
        : null,
    error,
  }
}

/** The join page's flow, with the real calls, for the link's token. */
export function useFamilyJoin(token: string): FamilyJoinApi {
  const assisted = useAssisted()
  return useFlow(
    familyJoinMachine,
    {
      input: { token, assisted },
      actors: {
        loadPreview: apiActor((input: { token: string }, signal) => getInvitePreview(input, signal)),
        acceptInvite: apiActor((input: Parameters<typeof acceptInvite>[0], signal) => acceptInvite(input, signal)),
      },
    },
    connect,
  )
}
