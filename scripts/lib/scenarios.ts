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
import {
  answeredByItself,
  flowPage,
  inCustomerWords,
  messagesShown,
  signedInAs,
  startingSituation,
  stepOnPage,
  stepUpAnswer,
} from './scenario-steps'

interface Step {
  /** What happens: the customer's action, the server's answer or time passing. */
  action: string
  /** What the system does in answer: the calls it makes and the named actions it runs. */
  system: string
  /** The state it rests in afterwards, and what the customer then sees there. */
  state: string
  sees: string
}

/**
 * One step as a tester does it: one thing done on the page (or a wait a person can time), with the server's answers
 * and short delays it sets off folded in, so what is expected is where the page comes to rest, never a spinner.
 */
interface TesterStep {
  onPage: string
  /** The exact messages shown (toasts included), the page reached, and what the customer then sees. */
  expected: string
  /** The machine's states this step passes through, the last one where it rests. */
  states: string[]
  /** Written from the event's name, for want of a control in the tables (refused by the catalogue test). */
  fromName?: boolean
  /** The next step comes while this one's call is on its way: a race only the browser replay (which holds answers) runs. */
  racing?: boolean
}

interface Scenario {
  /** Stable: the machine and a hash of the path's start and events (`scenarioId`), not its position. */
  id: string
  number: number
  /** The hand-written title where there is one, else the generated one. */
  title: string
  generatedTitle?: string
  start: string
  /** What the customer sees before any step. */
  openingSees: string
  /** Where to start and what the server must answer for the steps (the dev controls that give it). */
  preconditions: string[]
  /** Per machine event: the cause, the calls and the state (for the flow's page). */
  steps: Step[]
  /** What a tester does, step by step (the CSVs). */
  testerSteps: TesterStep[]
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
  const testerSteps: (TesterStep & { shown: string[] })[] = []
  const flow = flowPage(id)
  const preconditions = [
    signedInAs(id, path.events as AnyEvent[]) !== null
      ? `Signed in as ${signedInAs(id, path.events as AnyEvent[])}, on ${flow.page}`
      : `Signed out (a visitor), on ${flow.page}`,
    ...[startingSituation(id, path.inputName, path.events as AnyEvent[])].filter((line) => line !== undefined),
  ]
  // A path that ends with a call on its way ends, for a tester, at its answer: the one the running server gives.
  const answers = closingAnswers(samples, path)
  const events = [...(path.events as AnyEvent[]), ...answers]
  // Signed in moments ago, the session has a recent proof: "Confirm it's you" passes without asking.
  let proofFresh = true
  for (const [index, event] of events.entries()) {
    const closing = index >= path.events.length
    taken = []
    const before = calls.length
    const sentTo = actor.getSnapshot() as AnyMachineSnapshot
    actor.send(event as never)
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot
    if (!closing) causes.push(causeOf(event, taken.find((t) => t.eventType === event.type)?.description))
    const onPage = stepOnPage(samples.machine, event, sentTo, events.slice(index + 1))
    // An answer belongs to the step that made its call; the first answers (the page loading) to opening the page.
    // The step before rests with a call on its way: this one needs the page before the server answers.
    // By hand, a slowed network makes the answer take seconds, long enough to do the next step first.
    if (onPage.kind !== 'answer' && testerSteps.length && isWaiting(sentTo)) {
      testerSteps.at(-1)!.racing = true
      const n = testerSteps.length
      preconditions.push(
        `Before step ${n}: in DevTools → Network choose Slow 3G, so that its answer takes seconds and step ${n + 1} comes first (No throttling again after step ${n + 1})`,
      )
    }
    if (onPage.kind !== 'answer' || !testerSteps.length)
      testerSteps.push({
        onPage: onPage.kind === 'answer' ? `Open ${flow.page ?? 'the page'} (or reload it)` : onPage.action,
        expected: '',
        states: [],
        shown: [],
        ...(onPage.fromName ? { fromName: true } : {}),
      })
    const current = testerSteps.at(-1)!
    // The failure is armed before the step that makes the call.
    if (onPage.how) preconditions.push(`Before step ${testerSteps.length}: ${onPage.how}`)
    // "Confirm it's you" shows only without a recent proof: the step says what the customer does in it.
    const proof = stepUpAnswer(event, proofFresh)
    proofFresh = proof.fresh
    if (proof.how) preconditions.push(`Before step ${testerSteps.length}: ${proof.how}`)
    if (proof.add) current.onPage = `${current.onPage}, ${proof.add}`
    const sees = seesText(snapshot)
    const stepCalls = calls.slice(before)
    current.shown.push(...shownBy(stepCalls))
    current.states.push(stateText(snapshot.value))
    // Moved to another page, the customer no longer sees this flow's state.
    const moved = current.shown.some((text) => Object.values(PAGES_REACHED).includes(text))
    // A dialog closed shows none of its form's messages, though its context may keep them until it opens again.
    const formShown = !restingNodes(snapshot).every((node) => node.key === 'closed')
    current.expected = [
      ...new Set([...current.shown, ...(moved || !formShown ? [] : messagesShown(snapshot.context, id, topState(snapshot.value)))]),
      ...(moved ? [] : [inCustomerWords(sees)]),
    ].join('. ')
    // The closing answer is the tester's, not the path's: the machine's own table and the title keep to the path.
    if (closing) continue
    steps.push({
      action: actionText(event, taken),
      system: systemText(stepCalls, taken),
      state: stateText(snapshot.value),
      sees,
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
    openingSees: initialSees,
    preconditions,
    steps,
    testerSteps: testerSteps.map(({ shown: _shown, ...step }) => step),
  }
}

/** The sample events the snapshot takes, as the graph offers them. */
function sampleEvents(samples: MachineSamples<AnyStateMachine>, snapshot: AnyMachineSnapshot): AnyEvent[] {
  return Object.values(samples.events)
    .flatMap((sample) => (typeof sample === 'function' ? sample(snapshot as never) : sample) as AnyEvent[])
    .filter((event) => snapshot.can(event as never))
}

/** The calls the resting states wait on, by id (see `isWaiting`). */
function awaitedCalls(snapshot: unknown): string[] {
  const children = (snapshot as { children?: Record<string, { logic?: object } | undefined> }).children ?? {}
  const nodes = activeNodes(snapshot) as unknown as { transitions: Map<string, unknown> }[]
  const answers = new Set(nodes.flatMap((node) => [...node.transitions.keys()]))
  return Object.entries(children)
    .filter(
      ([id, child]) =>
        child?.logic && !('root' in child.logic) && (answers.has(`xstate.done.actor.${id}`) || answers.has(`xstate.error.actor.${id}`)),
    )
    .map(([id]) => id)
}

const answeredCall = (event: AnyEvent) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]

/**
 * The answers that close a path ending with a call on its way, as the running server gives them unarmed (an armed
 * failure comes once): the answer the same call got last in the path when the server gave it by itself (a success,
 * or a refusal of what was typed), else the call's first success in the samples. A closing answer that makes another
 * call is followed by that one's, a few at most.
 */
function closingAnswers(samples: MachineSamples<AnyStateMachine>, path: GeneratedPath<AnyStateMachine>): AnyEvent[] {
  const actor = createReplayActor(samples, path.input, createCoverage(), [])
  actor.start()
  const seen = [...(path.events as AnyEvent[])]
  seen.forEach((event) => actor.send(event as never))
  const answers: AnyEvent[] = []
  for (let waiting = awaitedCalls(actor.getSnapshot()); waiting.length && answers.length < 3; waiting = awaitedCalls(actor.getSnapshot())) {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot
    const candidates = sampleEvents(samples, snapshot).filter((event) => waiting.includes(answeredCall(event) ?? ''))
    const before = seen.findLast((event) => waiting.includes(answeredCall(event) ?? '') && answeredByItself(samples.machine, event))
    const answer =
      candidates.find((event) => before && JSON.stringify(event) === JSON.stringify(before)) ??
      candidates.find((event) => event.type.startsWith('xstate.done.actor.'))
    if (!answer) break
    actor.send(answer as never)
    answers.push(answer)
    seen.push(answer)
  }
  actor.stop()
  return answers
}

/**
 * Waiting on a call: a child the resting states invoke (a promise, never a child flow) whose answer, done or failed,
 * one of them takes. A child no state awaits (a callback that fills a form from the profile) runs beside the
 * customer's steps and holds nothing up. tests/unit/scenario-steps.test.ts checks both kinds.
 */
export function isWaiting(snapshot: unknown) {
  return awaitedCalls(snapshot).length > 0
}

/** The top state a snapshot rests in ('device' of device.editing), the step of a multi-step form. */
const topState = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0])

/** Pages the app moves to by a named action of the machine (the view's navigation), as the customer sees them. */
const PAGES_REACHED: Record<string, string> = {
  goToDashboard: 'The Overview opens (/dashboard)',
  goToLogin: 'The sign-in page opens (/login)',
  goToCheckout: 'Checkout opens (/cart/checkout)',
  goToPassword: 'The password page opens (/login-with-password)',
  goToCode: 'The code page opens (/login-without-password)',
  goToCodeEntry: 'The code page opens (/otp-login)',
  goToHostedPage: 'The payment page opens',
  goToCardPage: 'The card-saving page opens',
}

/** What a step's named actions show: a toast with its message (`notify…` with a message) and a page reached. */
function shownBy(stepCalls: RecordedCall[]): string[] {
  return stepCalls.flatMap((call) => {
    if (call.kind !== 'action') return []
    const message = (call.params as { message?: unknown } | undefined)?.message
    if (/^notify/.test(call.name) && typeof message === 'string' && message) return [`A notification says “${message}”`]
    return PAGES_REACHED[call.name] ? [PAGES_REACHED[call.name]!] : []
  })
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
      page.push('| # | on the page | expected | states |', '|---|---|---|---|')
      scenario.testerSteps.forEach((step, i) =>
        page.push(
          `| ${i + 1} | ${cell(step.onPage)} | ${cell(step.expected)} | ${step.states.map((state) => `**${state}**`).join(' → ')} |`,
        ),
      )
      page.push('', '<details><summary>What the machine does, event by event</summary>', '')
      page.push('| # | what happens | what the system does | state |', '|---|---|---|---|')
      scenario.steps.forEach((step, i) => page.push(`| ${i + 1} | ${cell(step.action)} | ${cell(step.system)} | **${step.state}** |`))
      page.push('', '</details>')
      page.push('')
    }
    files.set(`docs/scenarios/${result.id}.md`, `${page.join('\n')}`)
  }
  files.set('docs/scenarios/README.md', `${index.join('\n')}\n`)
  files.set('docs/scenarios/scenarios.json', `${JSON.stringify(results, null, 2)}\n`)
  const cases = testCases(results)
  files.set(CSV_FILES.testRail, testRailCsv(cases))
  files.set(CSV_FILES.xray, xrayCsv(cases))
  files.set('docs/scenarios/test-cases.json', `${JSON.stringify(cases, null, 2)}\n`)
  return files
}

/** One runnable test case of the catalogue, as test-management tools import it. */
export interface TestCase {
  id: string
  title: string
  section: string
  preconditions: string
  /** Per step: what to do, what to type or arm first (Xray's Data), and what must show. */
  steps: { action: string; data: string; expected: string; fromName?: boolean }[]
  spec: string
}

/** A step's data: the value typed, and the dev call that arms the failure it needs. */
function stepData(action: string, armed: string[]) {
  const typed = /^Type (.+) in .+$/.exec(action)?.[1]
  return [typed && !typed.startsWith('the code the authenticator') ? typed : '', ...armed].filter(Boolean).join('\n')
}

/** Every covering scenario as a test case: the steps a person does on the page and what each must show. */
export function testCases(results: MachineScenarios[]): TestCase[] {
  return results.flatMap((result) =>
    result.covering.map((scenario) => {
      const armed = (n: number) =>
        scenario.preconditions.filter((line) => line.startsWith(`Before step ${n}: `)).map((line) => line.replace(/^Before step \d+: /, ''))
      return {
        id: scenario.id,
        title: scenario.title,
        section: result.id,
        preconditions: scenario.preconditions.join('\n'),
        steps: scenario.testerSteps.length
          ? scenario.testerSteps.map((step, index) => ({
              action: step.onPage,
              data: stepData(step.onPage, armed(index + 1)),
              expected: step.expected,
              ...(step.fromName ? { fromName: true } : {}),
            }))
          : [{ action: `Open ${flowPage(result.id).page ?? 'the page'}`, data: '', expected: inCustomerWords(scenario.openingSees) }],
        spec: `SPEC.md ${flowPage(result.id).spec}`,
      }
    }),
  )
}

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)
const csv = (rows: string[][]) => `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`

/** TestRail refuses a title over 250 characters, Jira a summary over 255: a longer one is cut (the whole stays in the preconditions' page). */
const TESTRAIL_TITLE_MAX = 250
const JIRA_SUMMARY_MAX = 255
const titleOfAtMost = (title: string, max: number) => (title.length <= max ? title : `${title.slice(0, max - 1)}…`)

/** The CSV files a tester downloads, by path: TestRail's and Xray's, each with the tool's own column names. */
export const CSV_FILES = { testRail: 'docs/scenarios/testrail.csv', xray: 'docs/scenarios/xray.csv' } as const

/**
 * TestRail ("Test Case (Steps)" template, multi-row import): the columns carry TestRail's field names, so the
 * importer matches them itself; a row with an empty Title continues the case above with its next step.
 */
export function testRailCsv(cases: TestCase[]): string {
  const rows = [['Title', 'Section', 'Preconditions', 'Steps (Separated)', 'Expected Result', 'References']]
  for (const testCase of cases)
    testCase.steps.forEach((step, index) =>
      rows.push([
        index === 0 ? titleOfAtMost(testCase.title, TESTRAIL_TITLE_MAX) : '',
        index === 0 ? testCase.section : '',
        index === 0 ? `Scenario ${testCase.id}\n${testCase.preconditions}` : '',
        step.action,
        step.expected,
        index === 0 ? testCase.spec : '',
      ]),
    )
  return csv(rows)
}

/**
 * Xray (Test Case Importer, manual tests): one row per step, the rows of a test grouped by Issue Id; Action, Data
 * (the value to type and the dev call to run first) and Result per step; the preconditions in the Description. The
 * scenario's id is the Issue Id: stable, so one machine's change leaves the other rows as they were.
 */
export function xrayCsv(cases: TestCase[]): string {
  const rows = [['Issue Id', 'Test Summary', 'Test Type', 'Description', 'Labels', 'Action', 'Data', 'Result']]
  cases.forEach((testCase) =>
    testCase.steps.forEach((step, index) =>
      rows.push([
        testCase.id,
        index === 0 ? titleOfAtMost(testCase.title, JIRA_SUMMARY_MAX) : '',
        index === 0 ? 'Manual' : '',
        index === 0 ? `Scenario ${testCase.id}\n${testCase.title}\n${testCase.preconditions}\nReferences: ${testCase.spec}` : '',
        index === 0 ? testCase.section : '',
        step.action,
        step.data,
        step.expected,
      ]),
    ),
  )
  return csv(rows)
}
