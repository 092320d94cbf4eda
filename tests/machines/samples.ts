import type { AnyStateMachine } from 'xstate'
import type { MachineSamples } from '../support/machine-graph'
import { cartSamples } from './cart.samples'
import { otpSignInSamples } from './otp-sign-in.samples'
import { sessionSamples } from './session.samples'

/** The samples of every machine, keyed like machines/index.ts; the scenario catalogue requires one per machine. */
export const allSamples: Record<string, MachineSamples<AnyStateMachine>> = {
  cart: cartSamples as unknown as MachineSamples<AnyStateMachine>,
  session: sessionSamples as unknown as MachineSamples<AnyStateMachine>,
  otpSignIn: otpSignInSamples as unknown as MachineSamples<AnyStateMachine>,
}
