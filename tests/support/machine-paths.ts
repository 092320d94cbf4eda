/**
 * Generated path tests for XState machines: vitest on top of tests/support/machine-graph.ts.
 * A test per generated path replays it on a real actor (fakes for named actors, recorded actions) and runs the
 * hand-written expectation of every state it rests in; a last test fails when any state or transition of the
 * machine is reached by no path.
 */
import { type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  activeNodes,
  atomicNodes,
  createCoverage,
  createReplayActor,
  generatePaths,
  isTransient,
  missingCoverage,
  stateKey,
  type ActorResultEvent,
  type PathSpec,
  type RecordedCall,
} from './machine-graph'

export type { PathSpec, RecordedCall, StepContext } from './machine-graph'

/**
 * Declares the generated path tests of one machine: a test per path, then a coverage test that fails when any
 * state or transition was reached by no path.
 */
export function describeMachinePaths<TMachine extends AnyStateMachine>(spec: PathSpec<TMachine>) {
  const machine = spec.machine
  const paths = generatePaths(spec)
  const coverage = createCoverage()
  const restingStates = atomicNodes(machine).filter((node) => !isTransient(node))

  describe(`${machine.id} machine: generated paths`, () => {
    it('has a hand-written expectation for every state a customer can rest in', () => {
      const missing = restingStates.map(stateKey).filter((key) => !spec.expectations[key])
      expect(missing, 'states without an expectation').toEqual([])
      const unknown = Object.keys(spec.expectations).filter((key) => !restingStates.some((n) => stateKey(n) === key))
      expect(unknown, 'expectations for states the machine does not have').toEqual([])
    })

    for (const path of paths) {
      it(path.title, () => {
        const calls: RecordedCall[] = []
        const actor = createReplayActor(spec, path.input, coverage, calls)
        actor.start()
        const check = (
          event: EventFromLogic<TMachine> | ActorResultEvent | undefined,
          stepCalls: RecordedCall[],
          events: (EventFromLogic<TMachine> | ActorResultEvent)[],
          previous?: ReturnType<TMachine['transition']>,
        ) => {
          const snapshot = actor.getSnapshot() as ReturnType<TMachine['transition']>
          const nodes = activeNodes(snapshot)
          nodes.forEach((n) => coverage.states.add(n.id))
          for (const node of nodes.filter((n) => n.type === 'atomic' || n.type === 'final')) {
            const expectation = spec.expectations[stateKey(node)]
            expect(expectation, `expectation for ${stateKey(node)}`).toBeTypeOf('function')
            expectation({ snapshot, calls, stepCalls, event, previous, events, input: path.input })
          }
        }
        check(undefined, [...calls], [])
        path.events.forEach((event, index) => {
          const before = calls.length
          const previous = actor.getSnapshot() as ReturnType<TMachine['transition']>
          actor.send(event)
          expect((actor.getSnapshot() as AnyMachineSnapshot).value, `state after ${event.type}`).toEqual(path.values[index])
          check(event, calls.slice(before), path.events.slice(0, index + 1), previous)
        })
        actor.stop()
      })
    }

    it('reaches every state and takes every transition on some path', () => {
      const missing = missingCoverage(machine, coverage)
      expect(missing.states, 'states no path reached').toEqual([])
      expect(missing.transitions, 'transitions no path took').toEqual([])
    })
  })
}
