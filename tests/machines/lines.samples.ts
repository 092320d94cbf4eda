/**
 * Sample events of the /dashboard/plans machines (lines list, nickname, eSIM QR code, quick SIM check, port-in
 * eligibility check, port-in details in its three modes): shared by their path tests and the scenario catalogue.
 */
import { createMachine, fromPromise, type AnyStateMachine } from 'xstate'
import { esimQrMachine } from '@machines/esim-qr.machine'
import { linesMachine } from '@machines/lines.machine'
import { linesPageChildren, linesPageMachine } from '@machines/lines-page.machine'
import { nicknameMachine } from '@machines/nickname.machine'
import { portInCheckMachine } from '@machines/port-in-check.machine'
import { portInMachine, type PortInLine } from '@machines/port-in.machine'
import { quickSimCheckMachine } from '@machines/quick-sim-check.machine'
import type { Line } from '@contract/lines'
import { isCarrierSim, portInCheckFormSchema, portInFormSchema, PORT_IN_PIN_REJECTED } from '@contract/port-in'
import { nicknameFormSchema } from '@contract/lines'
import type { MachineSamples } from '../support/machine-graph'
import { after, bare, change, done, failed, fieldRefused, NETWORK, valid } from './sample-events'
export { NETWORK } from './sample-events'

export const NOT_ELIGIBLE = 'This number is not eligible for port-in.'
const ELIGIBLE = 'Good News! Your number is eligible for port-in'
export const NICKNAME_SAVED = 'Your nickname has been saved'
const PORT_IN_SENT = 'Your port-in request has been sent to your old carrier.'
export const DETAILS_SAVED = 'Your port-in details have been updated.'
export const DETAILS_STORED = 'Your old carrier details are saved. Next, we check that your number can move.'
export const RESUBMITTED = 'Your port-in has been re-submitted.'
export const ALREADY_UNDER_WAY = 'A port-in is already under way for this line.'

/** A SIM card of ours (SPEC §4 prefix 8901410) and one of another carrier, both 20 digits. */
export const OUR_SIM = '89014102300154782153'
export const FOREIGN_SIM = '89012602300154906312'

const base = {
  planId: 'plan-plus',
  retailName: 'Plus',
  retailDescription: '10 GB data\nUnlimited talk and text',
  retailPrice: 35,
  zipCode: '60601',
  createdAt: '2026-01-01T00:00:00.000Z',
}

/** The demo customer's lines: an active eSIM with its QR code, and a physical SIM awaiting port-in details. */
export const esimLine: Line = {
  ...base,
  id: 'line-demo-esim',
  nickname: "Dana's iPhone",
  mdn: '2025550143',
  planId: 'plan-unlimited',
  retailName: 'Unlimited',
  simType: 'esim',
  simStatus: 'active',
  state: 'active',
  iccid: '89012602300154782150',
  activatedAt: '2026-01-01T00:00:00.000Z',
  portIn: null,
  esimActivationCode: 'LPA:1$smdp.ringmobile.example$0A1B2C3D4E5F60718293A4B5',
}
export const portInLine: Line = {
  ...base,
  id: 'line-demo-physical',
  nickname: null,
  mdn: null,
  simType: 'physical',
  simStatus: 'pending',
  state: 'pendingActivation',
  iccid: FOREIGN_SIM,
  activatedAt: null,
  portIn: { state: 'awaitingDetails', msisdn: '3125550199', zipCode: '60601', oldService: null },
  esimActivationCode: null,
}

export const linesSamples = {
  machine: linesMachine,
  events: {
    ...bare('lines.reload', 'lines.retry'),
    'xstate.done.actor.loadLines': [
      done('loadLines', { lines: [esimLine, portInLine] }),
      done('loadLines', { lines: [esimLine] }),
      done('loadLines', { lines: [] }),
    ],
    'xstate.error.actor.loadLines': [failed('loadLines', { status: 0, message: NETWORK })],
    'xstate.after.refreshEvery': [after('refreshEvery', 'lines.ready')],
  },
  // The state, and whether anything is on the move (what decides the 30-second refresh).
  serializeState: ((s: { value: unknown; context: { lines: Line[] } }) =>
    JSON.stringify([s.value, s.context.lines.length, s.context.lines.some((l) => l.simStatus === 'pending')])) as never,
} satisfies MachineSamples<typeof linesMachine>

export const withNickname = { id: esimLine.id, mdn: esimLine.mdn, nickname: esimLine.nickname }
const withoutNickname = { id: portInLine.id, mdn: '3125550199', nickname: null }

export const nicknameSamples = {
  machine: nicknameMachine,
  events: {
    'dialog.open': [
      { type: 'dialog.open', line: withNickname },
      { type: 'dialog.open', line: withoutNickname },
    ],
    ...bare('dialog.close'),
    'field.change': [change('nickname', '   '), change('nickname', ' Work phone ')],
    ...bare('form.submit'),
    'xstate.done.actor.saveNickname': [done('saveNickname', { data: { message: NICKNAME_SAVED } })],
    'xstate.error.actor.saveNickname': [
      fieldRefused('saveNickname', 'nickname', 'Nickname must be at most 30 characters'),
      failed('saveNickname', { status: 404, message: 'No such line' }),
    ],
  },
  serializeState: ((s: { value: unknown; context: { values: { nickname: string }; line: { nickname: string | null } | null } }) =>
    JSON.stringify([s.value, valid(nicknameFormSchema)(s.context.values), s.context.line?.nickname ?? null])) as never,
} satisfies MachineSamples<typeof nicknameMachine>

export const esimQrSamples = {
  machine: esimQrMachine,
  events: {
    'dialog.open': [{ type: 'dialog.open', lineId: esimLine.id }],
    ...bare('dialog.close'),
  },
} satisfies MachineSamples<typeof esimQrMachine>

export const quickSimCheckSamples = {
  // Passes: the replay's page lists the line in the state the scenario opens the dialog for; opened again another
  // way, it would need another line.
  cover: 'passes' as const,
  machine: quickSimCheckMachine,
  events: {
    'dialog.open': [{ type: 'dialog.open', lineId: portInLine.id }],
    ...bare('dialog.close'),
    'field.change': [change('simNumber', '8901410'), change('simNumber', OUR_SIM), change('simNumber', FOREIGN_SIM)],
    ...bare('sim.check', 'sim.next'),
  },
  serializeState: ((s: { value: unknown; context: { values: { simNumber: string } } }) => {
    const sim = s.context.values.simNumber
    return JSON.stringify([s.value, sim.length < 18 ? 'short' : isCarrierSim(sim) ? 'ours' : 'foreign'])
  }) as never,
} satisfies MachineSamples<typeof quickSimCheckMachine>

export const portInCheckSamples = {
  // Passes: the replay's page lists the line in the state the scenario opens the dialog for; opened again another
  // way, it would need another line.
  cover: 'passes' as const,
  machine: portInCheckMachine,
  events: {
    'dialog.open': [
      { type: 'dialog.open', lineId: portInLine.id, msisdn: '(312) 555-0199', zipCode: '60601' },
      { type: 'dialog.open', lineId: portInLine.id, msisdn: null, zipCode: null },
    ],
    ...bare('dialog.close'),
    'field.change': [change('portIn', '(312) 555-0000'), change('portIn', '555-01'), change('zipCode', '60601')],
    ...bare('form.submit', 'failure.retry'),
    'xstate.done.actor.checkPortIn': [done('checkPortIn', { message: ELIGIBLE })],
    'xstate.error.actor.checkPortIn': [
      failed('checkPortIn', { status: 422, message: NOT_ELIGIBLE, code: 'not_eligible' }),
      fieldRefused('checkPortIn', 'msisdn', 'Please enter a valid number'),
      failed('checkPortIn', { status: 0, message: NETWORK }),
    ],
  },
  serializeState: ((s: { value: unknown; context: { values: { portIn: string; zipCode: string } } }) =>
    JSON.stringify([s.value, valid(portInCheckFormSchema)(s.context.values)])) as never,
} satisfies MachineSamples<typeof portInCheckMachine>

const physicalLine: PortInLine = { id: portInLine.id, simType: 'physical', iccid: FOREIGN_SIM }
export const account = { firstName: 'Dana', lastName: 'Whitfield' }
const opening = { line: physicalLine, msisdn: '3125550199', zipCode: '60601', accountDetails: account }
export const storedOldService = { billingAccountNumber: '123456789', billingAccountPassword: '0000' }
/** Old carrier details given in the add-port-in dialog on the way to the eligibility check. */
export const givenOldService = { billingAccountNumber: '987654321', billingAccountPassword: '2468' }
/** What GET portin/{lineId}/old-service answers for the transfer under way (edit) and the refused one (resubmit). */
export const editedOldService = { billingAccountNumber: '123456789', billingAccountPassword: '4321' }
/** What the lines list carries of a stored old service: the account number, never the PIN. */
const listedOf = (stored: { billingAccountNumber: string }) => ({ billingAccountNumber: stored.billingAccountNumber })

export const portInSamples = {
  // Passes: the replay's page lists the line in the state the scenario opens the dialog for; opened again another
  // way, it would need another line.
  cover: 'passes' as const,
  machine: portInMachine,
  events: {
    'portIn.add': [{ type: 'portIn.add', ...opening, iccid: FOREIGN_SIM }],
    'portIn.eligible': [
      { type: 'portIn.eligible', ...opening, iccid: OUR_SIM },
      { type: 'portIn.eligible', ...opening, iccid: FOREIGN_SIM },
      { type: 'portIn.eligible', ...opening, iccid: FOREIGN_SIM, oldService: givenOldService },
    ],
    'portIn.edit': [{ type: 'portIn.edit', ...opening, oldService: listedOf(editedOldService) }],
    'portIn.resubmit': [
      {
        type: 'portIn.resubmit',
        ...opening,
        oldService: listedOf(storedOldService),
        failureField: 'pinPassword',
        failureReason: PORT_IN_PIN_REJECTED,
      },
    ],
    ...bare('eligible.continue'),
    'field.change': [change('billingAccount', '12345'), change('billingAccount', '987654321'), change('pinPassword', '2468')],
    ...bare('form.submit', 'dialog.close'),
    'xstate.done.actor.bringNumber': [done('bringNumber', { message: PORT_IN_SENT })],
    'xstate.error.actor.bringNumber': [
      fieldRefused('bringNumber', 'billingAccount', 'Please enter a valid Number'),
      failed('bringNumber', { status: 409, message: ALREADY_UNDER_WAY }),
    ],
    'xstate.done.actor.updatePortInDetails': (snapshot) => [
      done('updatePortInDetails', { message: snapshot.matches('addDetails') ? DETAILS_STORED : DETAILS_SAVED }),
    ],
    'xstate.error.actor.updatePortInDetails': [
      failed('updatePortInDetails', { status: 0, message: NETWORK }),
      fieldRefused('updatePortInDetails', 'pinPassword', 'PIN or password is required'),
    ],
    'xstate.done.actor.makeStart': [done('makeStart', { message: RESUBMITTED })],
    'xstate.done.actor.loadOldService': (snapshot) => [
      done('loadOldService', { oldService: snapshot.matches('editPortIn') ? editedOldService : storedOldService }),
    ],
    'xstate.error.actor.loadOldService': [failed('loadOldService', { status: 0, message: NETWORK })],
    'xstate.error.actor.makeStart': [
      fieldRefused('makeStart', 'pinPassword', 'PIN or password is required'),
      failed('makeStart', { status: 409, message: 'This port-in is not waiting for a re-submit.' }),
    ],
  },
  serializeState: ((s: {
    value: unknown
    context: { values: { billingAccount: string; pinPassword: string }; draft: { iccid: string | null } | null }
  }) =>
    JSON.stringify([
      s.value,
      valid(portInFormSchema)(s.context.values),
      // Each field on its own, so that the graph walks from an empty form to a complete one.
      s.context.values.billingAccount.length >= 7,
      s.context.values.pinPassword !== '',
      isCarrierSim(s.context.draft?.iccid),
    ])) as never,
} satisfies MachineSamples<typeof portInMachine>

// ---- The lines page as one system (machines/lines-page.machine.ts) ----

/** Each child's calls: the lines answer at once (a machine that is done on start); every other call never settles. */
export const pageCalls = { loadLines: 0 }
const answeredLines = createMachine({
  initial: 'answered',
  states: { answered: { type: 'final' } },
  output: () => {
    pageCalls.loadLines += 1
    return { lines: [esimLine, portInLine] }
  },
})
const pending = fromPromise(() => new Promise<never>(() => {}))
const quiet = (machine: AnyStateMachine, keep: Record<string, unknown> = {}) =>
  machine.provide({
    actors: { ...Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, pending])), ...keep },
  } as never)

const submittedLine: Line = {
  ...portInLine,
  id: 'line-submitted',
  portIn: { state: 'submitted', msisdn: '3125550177', zipCode: '60601', oldService: { billingAccountNumber: '123456789' } },
}
const refusedLine: Line = {
  ...portInLine,
  id: 'line-refused',
  portIn: {
    state: 'failed',
    msisdn: '3125550188',
    zipCode: '60601',
    oldService: listedOf(storedOldService),
    failureField: 'pinPassword',
    failureReason: PORT_IN_PIN_REJECTED,
  },
}
const onLine = (type: string, line: Line) => ({ type, line, accountDetails: account }) as never

export const linesPageSamples = {
  // The browser replay's page checks for this machine read a scenario as one pass from a fresh page; walks
  // (`coveringPaths` in tests/support/machine-graph.ts) are not replayed for it.
  cover: 'edges' as const,
  machine: linesPageMachine,
  provide: {
    actors: {
      lines: quiet(linesPageChildren.lines, { loadLines: answeredLines }),
      nickname: quiet(linesPageChildren.nickname),
      quickSimCheck: linesPageChildren.quickSimCheck,
      portInCheck: quiet(linesPageChildren.portInCheck),
      portIn: quiet(linesPageChildren.portIn),
      esimQr: linesPageChildren.esimQr,
    },
  } as never,
  events: {
    'line.nickname': [{ type: 'line.nickname', line: withNickname }],
    'line.showQrCode': [{ type: 'line.showQrCode', lineId: esimLine.id }],
    'line.quickSimCheck': [onLine('line.quickSimCheck', portInLine)],
    'line.portIn': [onLine('line.portIn', portInLine)],
    'line.editPortIn': [onLine('line.editPortIn', submittedLine), onLine('line.editPortIn', esimLine)],
    'line.resubmitPortIn': [onLine('line.resubmitPortIn', refusedLine)],
    'sim.checked': [{ type: 'sim.checked', lineId: portInLine.id, simNumber: OUR_SIM }],
    'portIn.detailsSaved': [
      { type: 'portIn.detailsSaved', lineId: portInLine.id, msisdn: '3125550199', zipCode: '60601', oldService: givenOldService },
    ],
    'number.eligible': [
      { type: 'number.eligible', lineId: portInLine.id, msisdn: '3125550199', zipCode: '60601' },
      { type: 'number.eligible', lineId: esimLine.id, msisdn: '2025550143', zipCode: '60601' },
    ],
    ...bare('portIn.ended', 'lines.changed'),
  },
  // What the page holds decides what a hand-off does: the line, the SIM number, whether details were given.
  serializeState: ((s: { value: unknown; context: { draft: { line: Line; simNumber: string | null; oldService: unknown } | null } }) =>
    JSON.stringify([
      s.value,
      s.context.draft?.line.id ?? null,
      s.context.draft?.simNumber ?? null,
      !!s.context.draft?.oldService,
    ])) as never,
} satisfies MachineSamples<typeof linesPageMachine>
