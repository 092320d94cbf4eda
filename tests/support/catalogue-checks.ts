/**
 * What makes a test case of the catalogue one a person cannot follow to the letter: a step written from an event's
 * name instead of a control's label, a precondition that names no page, an expected result with a field key or raw
 * data or only a request going out, a step that asks to wait for an answer a person cannot see coming, a network
 * slowed for a step that waits on no call. tests/unit/flows.test.ts runs it on every machine's cases;
 * tests/unit/scenario-steps.test.ts shows it refusing each kind.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import type { TestCase } from '../../scripts/lib/scenarios'

/** camelCase words a customer does see (product names). */
const SEEN_WORDS = new Set(['eSIM'])

export function unfollowable(cases: Pick<TestCase, 'id' | 'preconditions' | 'steps'>[]): string[] {
  const findings: string[] = []
  for (const testCase of cases) {
    const [first = ''] = testCase.preconditions.split('\n')
    if (!/(^|\s)\/[a-z]/.test(first)) findings.push(`${testCase.id}: the precondition names no page: ${first}`)
    testCase.steps.forEach((step, index) => {
      const at = `${testCase.id} step ${index + 1}`
      if ((step as { fromName?: boolean }).fromName || /^Choose [a-z]+ [a-z]+/.test(step.action))
        findings.push(`${at}: reads as an event name: ${step.action}`)
      if (/Wait for the answer|\bswitch the browser offline\b/i.test(step.action))
        findings.push(`${at}: cannot be done by hand: ${step.action}`)
      const keys = [...step.expected.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g)].map((match) => match[0]).filter((word) => !SEEN_WORDS.has(word))
      if (keys.length) findings.push(`${at}: the expected result holds field keys: ${keys.join(', ')}`)
      if (/[{}[\]]|"\w+":/.test(step.expected)) findings.push(`${at}: the expected result holds raw data: ${step.expected}`)
      if (!step.expected.trim()) findings.push(`${at}: nothing to check`)
      if (/\bThe request goes out\b/i.test(step.expected))
        findings.push(`${at}: expects the request going out, not the page it leads to: ${step.expected}`)
    })
    if (/switch the browser offline/i.test(testCase.preconditions)) findings.push(`${testCase.id}: asks to go offline on cue`)
  }
  return findings
}

/** The state nodes a scenario's state text names ("number.checkingEligibility", "a.x + b.y"), with their ancestors. */
function nodesNamed(machine: AnyStateMachine, state: string): AnyStateNode[] {
  const all: AnyStateNode[] = []
  const walk = (node: AnyStateNode) => {
    all.push(node)
    Object.values(node.states).forEach(walk)
  }
  walk(machine.root)
  const named = state
    .split(' + ')
    .flatMap((part) => all.filter((node) => node.path.length && `.${node.path.join('.')}`.endsWith(`.${part}`)))
  const withAncestors = new Set<AnyStateNode>()
  for (let node of named) for (; node; node = node.parent!) withAncestors.add(node)
  return [...withAncestors]
}

/**
 * Whether a state waits on a call, read from the machine's own definition: a state it rests in (or an ancestor) invokes
 * an actor that is not a child flow, and one of them takes that actor's done or error answer. A callback that only
 * sends events (a form filled from the profile) is awaited by nothing.
 */
export function waitsOnCall(machine: AnyStateMachine, state: string): boolean {
  const nodes = nodesNamed(machine, state)
  const answers = new Set(nodes.flatMap((node) => [...node.transitions.keys()]))
  const actors = (machine.implementations as { actors: Record<string, unknown> }).actors
  return nodes.some((node) =>
    node.invoke.some((invoke) => {
      const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src
      const childFlow = typeof logic === 'object' && logic !== null && 'root' in logic
      return !childFlow && (answers.has(`xstate.done.actor.${invoke.id}`) || answers.has(`xstate.error.actor.${invoke.id}`))
    }),
  )
}

/**
 * A network slowed (DevTools → Slow 3G) so that the next step comes before an answer, where the step before rests in
 * a state that waits on no call: nothing is slowed, and the step is one more thing to do for nothing.
 */
export function slowedWithoutCall(
  machine: AnyStateMachine,
  scenarios: { id: string; preconditions: string[]; testerSteps: { states: string[] }[] }[],
): string[] {
  return scenarios.flatMap((scenario) =>
    scenario.preconditions.flatMap((line) => {
      const n = /^Before step (\d+): .*\bSlow 3G\b/.exec(line)?.[1]
      if (!n) return []
      const state = scenario.testerSteps[Number(n) - 1]?.states.at(-1)
      return state && waitsOnCall(machine, state) ? [] : [`${scenario.id} step ${n}: Slow 3G, but ${state ?? 'no state'} waits on no call`]
    }),
  )
}
