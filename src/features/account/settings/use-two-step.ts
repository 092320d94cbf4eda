import type { SnapshotFrom } from 'xstate'
import { twoStepMachine, type TwoStepEvent } from '@machines/two-step.machine'
import { useAssisted } from '@/app/app-context'
import { disableTwoStep, enableTwoStep, getTwoStep, newRecoveryCodes, startTwoStepSetup } from '@/api/security'
import { connectStepUpDialogs, stepUpWithCalls, type StepUpDialogsApi } from '@/components/step-up/use-step-up'
import { toastActions } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { formatDay } from '@/lib/locale'
import type { LoadingFlow } from './setting-body'

/** Two-step sign-in's card and dialogs as the view needs them. */
/** Its dialogs' `close` and `stepUpActor` ("Confirm it's you" before turning it on) come with StepUpDialogsApi. */
export interface TwoStepApi extends LoadingFlow, StepUpDialogsApi {
  on: boolean
  /** "On since …, 8 recovery codes left". */
  summary: string
  /** When it was turned on (ISO), null while off. */
  enabledAt: string | null
  recoveryCodesLeft: number
  busy: boolean
  /** An assisted (support agent's) session: turning on or off and new codes are not offered, and the card says why. */
  assisted: boolean
  start: () => void
  turnOff: () => void
  regenerate: () => void
  /** The set-up dialog: the QR code's value and the secret as text. */
  setup: { otpauthUri: string; secret: string } | null
  /** The code dialog (turning off, new codes): its title. */
  askingCodeFor: 'Turn off two-step sign-in' | 'New recovery codes' | null
  code: string
  codeError: string | null
  changeCode: (value: string) => void
  submitCode: () => void
  /** Recovery codes to save, shown once. */
  recoveryCodes: string[] | null
  savedCodes: () => void
}

function connect(snapshot: SnapshotFrom<typeof twoStepMachine>, send: (event: TwoStepEvent) => void): TwoStepApi {
  const { status, setup, purpose } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const asking = snapshot.matches('askingCode') || snapshot.matches('turningOff') || snapshot.matches('makingCodes')
  return {
    loading: snapshot.matches('loading') && !status,
    loadFailed: snapshot.matches('failed'),
    error: snapshot.context.error,
    retry: () => send({ type: 'twoStep.retry' }),
    on: status?.enabled ?? false,
    summary:
      status?.enabled && status.enabledAt
        ? `On since ${formatDay(status.enabledAt)}. ${status.recoveryCodesLeft} recovery code${status.recoveryCodesLeft === 1 ? '' : 's'} left.`
        : 'Off. After your password or an emailed code, we would also ask for a code from an authenticator app on your phone.',
    enabledAt: status?.enabled ? (status.enabledAt ?? null) : null,
    recoveryCodesLeft: status?.recoveryCodesLeft ?? 0,
    busy,
    assisted: snapshot.context.assisted,
    start: () => send({ type: 'twoStep.start' }),
    turnOff: () => send({ type: 'twoStep.turnOff' }),
    regenerate: () => send({ type: 'codes.regenerate' }),
    setup: (snapshot.matches('scanning') || snapshot.matches('enabling')) && setup ? setup : null,
    askingCodeFor: asking ? (purpose === 'turnOff' ? 'Turn off two-step sign-in' : 'New recovery codes') : null,
    code: snapshot.context.code,
    codeError: snapshot.context.codeError,
    changeCode: (value) => send({ type: 'code.change', value }),
    submitCode: () => send({ type: 'code.submit' }),
    recoveryCodes: snapshot.matches('showingCodes') ? snapshot.context.recoveryCodes : null,
    savedCodes: () => send({ type: 'codes.saved' }),
    ...connectStepUpDialogs(snapshot, send),
  }
}

/** Two-step sign-in in Settings, with the real calls. */
export function useTwoStep(): TwoStepApi {
  const assisted = useAssisted()
  return useFlow(
    twoStepMachine,
    {
      input: { assisted },
      actors: {
        loadTwoStep: apiActor((_: unknown, signal) => getTwoStep(signal)),
        startSetup: apiActor((_: unknown, signal) => startTwoStepSetup(signal)),
        enableTwoStep: apiActor(enableTwoStep),
        disableTwoStep: apiActor(disableTwoStep),
        newRecoveryCodes: apiActor(newRecoveryCodes),
        stepUp: stepUpWithCalls,
      },
      actions: toastActions,
    },
    connect,
  )
}
