/**
 * The calls a machine invokes are the app's (`machine.provide({ actors })` in the flow's hook, or a test's fake): the
 * machine names each one and types its input and output, and a stand-in that fails says which one was not provided.
 */
import { fromPromise, type NonReducibleUnknown } from 'xstate'

/** `signIn: providedByApp<AuthToken, Values>('signIn')`: a promise actor the app supplies. */
export function providedByApp<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the app`)
  })
}
