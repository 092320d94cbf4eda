import type { AnyStateMachine } from 'xstate'
import { machines } from './index'

const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/** Every machine with its source file (machines/<kebab-id>.machine.ts), for the flow docs and scenarios. */
export const machineEntries: { id: string; machine: AnyStateMachine; source: string }[] = Object.entries(machines).map(([id, machine]) => ({
  id,
  machine: machine as AnyStateMachine,
  source: `machines/${kebab(id)}.machine.ts`,
}))
