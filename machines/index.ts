/**
 * Every flow machine of the app. Product owners open these in the Stately visualizer; testers read the
 * scenario catalogue generated from them; the path tests walk each one.
 */
export { cartMachine } from './cart.machine'
export { sessionMachine } from './session.machine'

import { cartMachine } from './cart.machine'
import { sessionMachine } from './session.machine'

export const machines = { cart: cartMachine, session: sessionMachine } as const
