/**
 * Every flow machine of the app. Product owners open these in the Stately visualizer; testers read the
 * scenario catalogue generated from them; the path tests walk each one.
 */
import { cartMachine } from './cart.machine'
import { otpSignInMachine } from './otp-sign-in.machine'
import { sessionMachine } from './session.machine'

export { cartMachine, otpSignInMachine, sessionMachine }

/** Keyed by machine id; the source file is machines/<kebab-case id>.machine.ts. */
export const machines = {
  session: sessionMachine,
  cart: cartMachine,
  otpSignIn: otpSignInMachine,
} as const
