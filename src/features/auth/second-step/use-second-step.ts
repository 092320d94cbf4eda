import { useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import { secondStepSignInMachine, type SecondStepSignInEvent } from '@machines/second-step-sign-in.machine'
import { verifySecondStep } from '@/api/security'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { forgetSecondStep } from '@/lib/storage/second-step'
import { keptSecondStep } from './kept-second-step'
import { useRedirect, useSignInActions } from '../shared/sign-in-actions'

/** /login-second-step as its view needs it. */
export interface SecondStepApi {
  code: string
  codeError: string | null
  busy: boolean
  /** The ticket ran out (by itself with the page open, or at the server), or the page was opened without one: sign in again. */
  expired: boolean
  change: (value: string) => void
  submit: () => void
}

function connect(snapshot: SnapshotFrom<typeof secondStepSignInMachine>, send: (event: SecondStepSignInEvent) => void): SecondStepApi {
  return {
    code: snapshot.context.code,
    codeError: snapshot.context.codeError,
    busy: snapshot.hasTag('busy') || snapshot.matches('signedIn'),
    expired: snapshot.matches('ticketExpired'),
    change: (value) => send({ type: 'code.change', value }),
    submit: () => send({ type: 'code.submit' }),
  }
}

/**
 * The second step with the real call, for the ticket the tab kept (./kept-second-step.ts); a right code signs in
 * and goes where the customer was heading.
 */
export function useSecondStep(): SecondStepApi {
  // Read once, when the page opens: the machine owns the ticket, and counts down to its end, from then on.
  const [kept] = useState(() => keptSecondStep())
  return useFlow(
    secondStepSignInMachine,
    {
      input: { ticket: kept?.ticket ?? null, expiresAt: kept?.expiresAt ?? null },
      actors: { verifySecondStep: apiActor(verifySecondStep) },
      actions: { ...useSignInActions(useRedirect()), forgetTicket: forgetSecondStep },
    },
    connect,
  )
}
