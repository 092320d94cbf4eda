import type { SnapshotFrom } from 'xstate'
import type { ChecklistItem } from '@contract/security'
import { securityPageMachine, type SecurityPageEvent } from '@machines/security-page.machine'
import { getSecurityOverview, signOutOthers } from '@/api/security-page'
import { useAppActors } from '@/app/app-context'
import { toastActions } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { useLocaleFormat } from '@/i18n/locale-format'
import { localeFormat, type LocaleFormat } from '@/lib/locale'

/** The Security page as its view needs it. */
export interface SecurityPageApi {
  loading: boolean
  loadFailed: boolean
  error: string | null
  retry: () => void
  checklist: ChecklistItem[]
  /** How many of the checklist's items are done, of how many. */
  score: { done: number; of: number }
  /** The first step still to take, or null when every item is done. */
  nextStep: ChecklistItem | null
  signIns: { key: string; when: string; how: string; browser: string; ip: string; current: boolean }[]
  events: { key: string; when: string; detail: string; ip: string; refused: boolean }[]
  refusedLast30Days: number
  confirmingSignOut: boolean
  signingOut: boolean
  signOutOthers: () => void
  confirmSignOut: () => void
  close: () => void
}

function connect(
  snapshot: SnapshotFrom<typeof securityPageMachine>,
  send: (event: SecurityPageEvent) => void,
  f: LocaleFormat = localeFormat(),
): SecurityPageApi {
  const overview = snapshot.context.overview
  const checklist = overview?.checklist ?? []
  return {
    loading: snapshot.matches('loading') && !overview,
    loadFailed: snapshot.matches('failed'),
    error: snapshot.context.error,
    retry: () => send({ type: 'security.retry' }),
    checklist,
    score: { done: checklist.filter((item) => item.done).length, of: checklist.length },
    nextStep: checklist.find((item) => !item.done) ?? null,
    signIns: (overview?.signIns ?? []).map((row, index) => ({
      key: `${row.at}-${index}`,
      when: f.dayTime(row.at),
      how: row.how,
      browser: row.browser,
      ip: row.ip,
      current: row.current,
    })),
    events: (overview?.events ?? []).map((row, index) => ({
      key: `${row.at}-${index}`,
      when: f.dayTime(row.at),
      detail: row.detail,
      ip: row.ip ?? '—',
      refused: row.refused,
    })),
    refusedLast30Days: overview?.refusedLast30Days ?? 0,
    confirmingSignOut: snapshot.matches('confirmingSignOut') || snapshot.matches('signingOutOthers'),
    signingOut: snapshot.matches('signingOutOthers'),
    signOutOthers: () => send({ type: 'others.signOut' }),
    confirmSignOut: () => send({ type: 'others.confirm' }),
    close: () => {
      if (!snapshot.matches('signingOutOthers')) send({ type: 'close' })
    },
  }
}

/** The Security page with the real calls; signing out elsewhere hands this session's new token to the token store. */
export function useSecurityPage(): SecurityPageApi {
  const { tokens } = useAppActors()
  const f = useLocaleFormat()
  return useFlow(
    securityPageMachine,
    {
      actors: {
        loadOverview: apiActor((_: unknown, signal) => getSecurityOverview(signal)),
        signOutOthers: apiActor((_: unknown, signal) => signOutOthers(signal)),
      },
      actions: {
        keepToken: (_: unknown, answer: { token: string }) => tokens.set(answer.token),
        ...toastActions,
      },
    },
    (snapshot, send) => connect(snapshot, send, f),
  )
}
