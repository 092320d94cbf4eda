/**
 * The testers' scenario catalogue. Per machine it leads with the covering set: the fewest generated scenarios that
 * together enter every state and take every transition (sample values that reach the same states count once),
 * each with a title saying what it shows, its starting situation, and per step the customer's action (or the
 * server's answer, or time passing), what the system does (calls and named actions), and what the customer then
 * sees (the descriptions of the states it rests in). Every generated scenario stays in scenarios.json. Pure:
 * returns data and file contents.
 */
import { createHash } from 'node:crypto'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import {
  activeNodes,
  coveringPaths,
  createCoverage,
  createReplayActor,
  generatePaths,
  missingCoverage,
  replayPath,
  type GeneratedPath,
  type MachineSamples,
  type RecordedCall,
  type TransitionDefinition,
} from '../../tests/support/machine-graph'
import { eventLabel } from '@machines/diagram'
import { scenarioTitles } from './scenario-titles'
import { scenarioNotes } from './scenario-notes'
import { flowPage, messagesShown, stepOnPage } from './scenario-steps'

interface Step {
  /** What happens: the customer's action, the server's answer or time passing. */
  action: string
  /** What the system does in answer: the calls it makes and the named actions it runs. */
  system: string
  /** The state it rests in afterwards, and what the customer then sees there. */
  state: string
  sees: string
  /** The step as the tester does it on the page. */
  onPage: string
  /** What the tester then checks: the exact messages shown, and the state's description. */
  expected: string
}

interface Scenario {
  /** Stable: the machine and a hash of the path's start and events (`scenarioId`), not its position. */
  id: string
  number: number
  /** The hand-written title where there is one, else the generated one. */
  title: string
  generatedTitle?: string
  start: string
  /** Where to start and what the server must answer for the steps (the dev controls that give it). */
  preconditions: string[]
  steps: Step[]
}

/** A scenario's stable id: the machine's id and a hash of the path's start and events (its position plays no part). */
export function scenarioId(machineId: string, path: { inputName: string; events: unknown[] }) {
  return `${machineId}-${createHash('sha256')
    .update(JSON.stringify([path.inputName, path.events]))
    .digest('hex')
    .slice(0, 8)}`
}

export interface MachineScenarios {
  id: string
  /** The covering set, titled and described step by step. */
  covering: Scenario[]
  /** Every generated scenario (the path tests run them all), in short form. */
  scenarios: { number: number; title: string; start: string; steps: { event: string; state: string }[] }[]
  states: { reached: number; total: number; missing: string[] }
  transitions: { reached: number; total: number; missing: string[] }
}

type AnyEvent = { type: string; [key: string]: unknown }
type NodeLike = { id: string; key: string; path: string[]; type: string; description?: string }

const stateText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}.${stateText(child)}`)
        .join(' + ')

const short = (value: unknown) => {
  const text = JSON.stringify(value)
  return text.length > 120 ? `${text.slice(0, 117)}…` : text
}

function eventText(event: AnyEvent) {
  const { type, ...rest } = event
  const details = Object.entries(rest)
    .filter(([key]) => key !== 'output' && key !== 'error')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
  const error = rest.error as { status?: number; message?: string } | undefined
  if (error) details.push(`error${error.status ? ` ${error.status}` : ''}${error.message ? ` "${error.message}"` : ''}`)
  return `${eventLabel(type)}${details.length ? ` (${details.join(', ')})` : ''}`
}

/** The step's cause in words: who did what. */
function actionText(event: AnyEvent, taken: TransitionDefinition[]) {
  const why = taken.find((t) => t.eventType === event.type)?.description
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type)
  let text: string
  if (done) text = `The server answers ${done[1]}${event.output === undefined ? '' : ` with ${short(event.output)}`}`
  else if (failed) {
    const error = (event.error ?? {}) as { status?: number; message?: string; code?: string }
    const parts = [error.status && `${error.status}`, error.code, error.message && `“${error.message}”`].filter(Boolean)
    text = `${failed[1]} fails${parts.length ? `: ${parts.join(' ')}` : ''}`
  } else if (after) text = `Time passes (${eventLabel(event.type)})`
  else text = `The customer: ${eventText(event)}`
  return why ? `${text}. ${why}` : text
}

function systemText(stepCalls: RecordedCall[], taken: TransitionDefinition[]) {
  const parts = stepCalls.map((call) =>
    call.kind === 'actor' ? `calls ${call.name}${call.input === undefined ? '' : ` ${short(call.input)}`}` : call.name,
  )
  const eventless = taken.filter((t) => t.eventType === '' && t.description).map((t) => `(${t.description})`)
  return [...parts, ...eventless].join('; ') || '—'
}

function restingNodes(snapshot: unknown) {
  return (activeNodes(snapshot) as unknown as NodeLike[]).filter((node) => node.type === 'atomic' || node.type === 'final')
}

const seesText = (snapshot: unknown) =>
  restingNodes(snapshot)
    .map((node) => node.description ?? node.key)
    .join(' · ')

/** The step's cause in a few words, for titles: a call's success or failure, time passing, the customer's action. */
function causeOf(event: AnyEvent, why: string | undefined) {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
  if (failed) {
    const error = (event.error ?? {}) as { status?: number; code?: string }
    const reason = error.code ?? error.status
    return `${failed[1]} fails${reason ? ` (${reason})` : ''}${why ? `: ${why}` : ''}`
  }
  if (done) return why ?? `${done[1]} succeeds`
  if (/^xstate\./.test(event.type)) return why ?? eventLabel(event.type)
  return `${event.type}${why ? `: ${why}` : ''}`
}

/** A title that says what the scenario shows: the first thing that went wrong, the last step, and where it ends. */
function titleOf(causes: string[], states: string[], path: GeneratedPath<AnyStateMachine>, start: string, full = false) {
  const lastState = states.length > 1 ? states.at(-1) : undefined
  const from = path.inputName === 'default' ? '' : ` (from ${path.inputName})`
  if (!causes.length || lastState === undefined) return `The flow opens and rests: ${start}${from}`
  const last = causes[causes.length - 1]
  const firstFailure = causes.slice(0, -1).find((cause) => / fails\b/.test(cause))
  const leaf = (state: string) =>
    full
      ? state
      : state
          .split(' + ')
          .map((part) => part.split('.').pop())
          .join(' + ')
  const before = states.length > 1 ? ` in ${leaf(states[states.length - 2])}` : ''
  return `${firstFailure ? `${firstFailure} … ` : ''}${last}${before} → ${leaf(lastState)}${from}`
}

/** Replays one path recording, per step, its cause, the system's calls and what the customer then sees. */
function describePath(
  id: string,
  samples: MachineSamples<AnyStateMachine>,
  path: GeneratedPath<AnyStateMachine>,
  number: number,
): Scenario & { fullTitle: string } {
  const calls: RecordedCall[] = []
  let taken: TransitionDefinition[] = []
  const actor = createReplayActor(samples, path.input, createCoverage(), calls, (transitions) => taken.push(...transitions))
  actor.start()
  const initialSees = seesText(actor.getSnapshot())
  const initialState = stateText((actor.getSnapshot() as AnyMachineSnapshot).value)
  const start = `${path.inputName === 'default' ? '' : `${path.inputName}${path.input === undefined ? '' : ` ${short(path.input)}`}: `}**${initialState}**, ${initialSees}`
  const steps: Step[] = []
  const causes: string[] = []
  const page = flowPage(id)
  const preconditions = [
    `${page.signedIn ? 'Signed in as demo@ringmobile.example (password Demo#2026), on' : 'On'} ${page.page}`,
    ...(path.inputName === 'default' ? [] : [`Starting situation: ${path.inputName}`]),
  ]
  for (const [index, event] of (path.events as AnyEvent[]).entries()) {
    taken = []
    const before = calls.length
    const sentTo = actor.getSnapshot() as AnyMachineSnapshot
    actor.send(event as never)
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot
    causes.push(causeOf(event, taken.find((t) => t.eventType === event.type)?.description))
    const onPage = stepOnPage(samples.machine, event, sentTo)
    // The call is made by the step before its answer: the failure is armed before that step.
    if (onPage.how) preconditions.push(`${index ? `Before step ${index}` : 'Before opening the page'}: ${onPage.how}`)
    const sees = seesText(snapshot)
    steps.push({
      action: actionText(event, taken),
      system: systemText(calls.slice(before), taken),
      state: stateText(snapshot.value),
      sees,
      onPage: onPage.action,
      expected: [...messagesShown(snapshot.context).map((message) => `Shows “${message}”`), sees].join('. '),
    })
  }
  actor.stop()
  const states = [initialState, ...steps.map((step) => step.state)]
  return {
    id: scenarioId(id, path),
    number,
    title: titleOf(causes, states, path, initialSees),
    fullTitle: titleOf(causes, states, path, initialSees, true),
    start,
    preconditions,
    steps,
  }
}

/**
 * The covering set, described; where two short titles collide, both name their states in full. A hand-written
 * title (scenario-titles.ts) replaces the generated one it is keyed by.
 */
function titledCovering(id: string, samples: MachineSamples<AnyStateMachine>): Scenario[] {
  const described = coveringPaths(samples).map((path, index) => describePath(id, samples, path, index + 1))
  const count = (title: string) => described.filter((scenario) => scenario.title === title).length
  return described.map(({ fullTitle, ...scenario }) => {
    const generated = count(scenario.title) > 1 ? fullTitle : scenario.title
    return { ...scenario, title: scenarioTitles[id]?.[scenario.id] ?? generated, generatedTitle: generated }
  })
}

/** Hand-written titles keyed by an id that no covering scenario of the machine has any more. */
export function staleTitles(result: MachineScenarios): string[] {
  const ids = new Set(result.covering.map((scenario) => scenario.id))
  return Object.entries(scenarioTitles[result.id] ?? {})
    .filter(([id]) => !ids.has(id))
    .map(([id, title]) => `${id}: ${title}`)
}

/** How many covering scenarios carry a hand-written title. */
export const handTitled = (result: MachineScenarios) =>
  result.covering.filter((scenario) => scenario.title !== scenario.generatedTitle).length

/** The catalogue of one machine; `covering: false` skips the covering set (the coverage test needs only the rest). */
export function buildScenarios(id: string, samples: MachineSamples<AnyStateMachine>, { covering = true } = {}): MachineScenarios {
  const coverage = createCoverage()
  const paths = generatePaths(samples)
  const scenarios = paths.map((path, index) => {
    const reached = replayPath(samples, path, coverage)
    return {
      number: index + 1,
      title: path.title,
      start: path.inputName,
      steps: path.events.map((event, step) => ({ event: eventText(event as never), state: stateText(reached[step]) })),
    }
  })
  const missing = missingCoverage(samples.machine, coverage)
  return {
    id,
    covering: covering ? titledCovering(id, samples) : [],
    scenarios,
    states: { reached: missing.totalStates - missing.states.length, total: missing.totalStates, missing: missing.states },
    transitions: {
      reached: missing.totalTransitions - missing.transitions.length,
      total: missing.totalTransitions,
      missing: missing.transitions,
    },
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10)
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function isFullyCovered(result: MachineScenarios) {
  return result.states.missing.length === 0 && result.transitions.missing.length === 0
}

/** The machines whose covering scenarios a browser spec replays: every `replay('<id>', …)` in the given sources. */
export function replayedIn(sources: string[]): Set<string> {
  return new Set(sources.flatMap((source) => [...source.matchAll(/\breplay\(\s*'(\w+)'/g)].map((match) => match[1]!)))
}

export function scenarioFiles(results: MachineScenarios[], replayed: Set<string> = new Set()): Map<string, string> {
  const files = new Map<string, string>()
  const index = [
    '# Scenario catalogue',
    '',
    'Generated by `npm run scenarios` from the machines in `machines/` with `@xstate/graph`, using the sample events',
    'in `tests/machines/<flow>.samples.ts`. Each flow’s page is its covering set: the fewest scenarios that together',
    'enter every state and take every transition (sample values that reach the same states count once), each with',
    'its starting situation and, per step, what happens, what the system does and what the customer then sees. The',
    'path tests (`tests/machines/<flow>.machine.test.ts`) run every generated scenario, with a hand-written',
    'expectation of what the customer sees in each state; the whole generated list is in `scenarios.json`.',
    '"Replayed in the browser" says whether `tests/e2e/replay-*.spec.ts` or `scenarios.spec.ts` drives the covering',
    'scenarios through the page in Chromium (each step clicked or typed, each state checked on screen).',
    '',
    '| flow | states | transitions | covering scenarios | replayed in the browser | generated scenarios | states reached | transitions taken |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const result of results) {
    index.push(
      `| [${result.id}](${result.id}.md) | ${result.states.total} | ${result.transitions.total} | ${result.covering.length} | ${replayed.has(result.id) ? 'yes' : 'no'} | ${result.scenarios.length} | ${result.states.reached}/${result.states.total} (${percent(result.states.reached, result.states.total)}%) | ${result.transitions.reached}/${result.transitions.total} (${percent(result.transitions.reached, result.transitions.total)}%) |`,
    )
    const page = [
      `# ${result.id}: scenarios`,
      '',
      `${result.covering.length} scenarios enter all ${result.states.total} states and take all ${result.transitions.total} transitions` +
        ` (the path tests run all ${result.scenarios.length} generated ones; see scenarios.json).`,
      '',
    ]
    if (scenarioNotes[result.id]) page.push(scenarioNotes[result.id]!, '')
    if (result.states.missing.length) page.push(`States never reached: ${result.states.missing.join(', ')}`, '')
    if (result.transitions.missing.length) page.push(`Transitions never taken: ${result.transitions.missing.join(', ')}`, '')
    for (const scenario of result.covering) {
      page.push(`## ${scenario.number}. ${cell(scenario.title)}`, '', `Id: \`${scenario.id}\` · Start: ${scenario.start}`, '')
      page.push(...scenario.preconditions.map((line) => `- ${line}`), '')
      if (!scenario.steps.length) {
        page.push('Nothing more happens: the flow rests in its first state.', '')
        continue
      }
      page.push('| # | on the page | expected | state | what the machine does |', '|---|---|---|---|---|')
      scenario.steps.forEach((step, i) =>
        page.push(
          `| ${i + 1} | ${cell(step.onPage)} | ${cell(step.expected)} | **${step.state}** | ${cell(step.action)}; ${cell(step.system)} |`,
        ),
      )
      page.push('')
    }
    files.set(`docs/scenarios/${result.id}.md`, `${page.join('\n')}`)
  }
  files.set('docs/scenarios/README.md', `${index.join('\n')}\n`)
  files.set('docs/scenarios/scenarios.json', `${JSON.stringify(results, null, 2)}\n`)
  const cases = testCases(results)
  files.set('docs/scenarios/scenarios.csv', testCasesCsv(cases))
  files.set('docs/scenarios/test-cases.json', `${JSON.stringify(cases, null, 2)}\n`)
  return files
}

/** One runnable test case of the catalogue, as test-management tools import it. */
export interface TestCase {
  id: string
  title: string
  section: string
  preconditions: string
  steps: { action: string; expected: string }[]
  spec: string
}

/** Every covering scenario as a test case: the steps a person does on the page and what each must show. */
export function testCases(results: MachineScenarios[]): TestCase[] {
  return results.flatMap((result) =>
    result.covering.map((scenario) => ({
      id: scenario.id,
      title: scenario.title,
      section: result.id,
      preconditions: scenario.preconditions.join('\n'),
      steps: scenario.steps.length
        ? scenario.steps.map((step) => ({ action: step.onPage, expected: step.expected }))
        : [{ action: 'Open the page', expected: scenario.start.replace(/\*\*/g, '') }],
      spec: flowPage(result.id).spec,
    })),
  )
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

/**
 * The catalogue as CSV for TestRail (template "Test Case (Steps)", one row per step, a row without a Title goes on
 * the case above) and Xray (rows grouped by "Test ID"): Test ID, Title, Section, Preconditions, Step, Action,
 * Expected Result, References (the SPEC section).
 */
export function testCasesCsv(cases: TestCase[]): string {
  const rows = [['Test ID', 'Title', 'Section', 'Preconditions', 'Step', 'Action', 'Expected Result', 'References']]
  for (const testCase of cases)
    testCase.steps.forEach((step, index) =>
      rows.push([
        testCase.id,
        index === 0 ? testCase.title : '',
        index === 0 ? testCase.section : '',
        index === 0 ? testCase.preconditions : '',
        String(index + 1),
        step.action,
        step.expected,
        index === 0 ? `SPEC ${testCase.spec}` : '',
      ]),
    )
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
