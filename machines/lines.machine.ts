import { assign, setup } from 'xstate'
import type { Line, LinesAnswer } from '@contract/lines'
import { errorOf } from './form'
import { providedByApp } from './provided'
import { callState, readyWith, retryState, type MachineTypes } from './chart'

export interface LinesContext {
  lines: Line[]
  /** Why the lines could not be loaded, in the server's words when it gave any. */
  error: string | null
}

export type LinesEvent =
  /** After a change (nickname, port-in) or when the customer asks. */
  | { type: 'lines.reload' }
  /** 'Try again' after a failed load. */
  | { type: 'lines.retry' }

/** How often the list is asked again while a SIM or a port-in is on the move (the carrier works on its own clock). */
const LINES_REFRESH_MS = 30_000

/** A line whose SIM status or port-in the carrier is still moving on. */
function isInMotion(line: Line) {
  return line.simStatus === 'pending' || line.simStatus === 'inprogress' || line.portIn?.state === 'submitted'
}

/**
 * The lines of /dashboard/plans (DESIGN §8): loading, then the list (or an empty list, or a failure with
 * 'Try again'). The list reloads after a change and, while a SIM or a port-in is on the move, every 30 seconds.
 */
export const linesMachine = setup({
  types: {} as MachineTypes<LinesContext, LinesEvent>,
  actors: { /** GET /app/users/subscriptions */ loadLines: providedByApp<LinesAnswer, void>('loadLines') },
  actions: {
    keepLines: assign((_, answer: LinesAnswer) => ({ lines: answer.lines, error: null })),
    showError: assign(({ event }) => ({ error: errorOf(event).message })),
  },
  guards: { hasLinesInMotion: ({ context }) => context.lines.some(isInMotion) },
  delays: { refreshEvery: LINES_REFRESH_MS },
}).createMachine({
  id: 'lines',
  description: 'The customer’s lines on /dashboard/plans, kept current while the carrier moves them on.',
  context: { lines: [], error: null },
  initial: 'loading',
  states: {
    loading: callState('A spinner where the lines will be.', 'loadLines', {
      onDone: readyWith('keepLines', 'The lines (or none yet)'),
      onError: { target: 'failed', actions: 'showError', description: 'Could not load: the reason and Try again' },
    }),
    ready: {
      description: 'Each line with its number, plan, SIM status and port-in; or a note that there are no lines yet.',
      on: { 'lines.reload': { target: 'refreshing', description: 'Something changed: ask again' } },
      after: {
        refreshEvery: { guard: 'hasLinesInMotion', target: 'refreshing', description: 'A SIM or port-in is on the move: ask again' },
      },
    },
    refreshing: {
      description: 'Asking again; the list stays as it was meanwhile.',
      invoke: {
        id: 'loadLines',
        src: 'loadLines',
        onDone: readyWith('keepLines', 'The fresh list'),
        onError: { target: 'ready', description: 'Could not refresh: the list stays as it was' },
      },
    },
    failed: retryState("The reason the lines could not be loaded and 'Try again'.", 'lines.retry'),
  },
})
