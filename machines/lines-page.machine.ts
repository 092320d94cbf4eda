import { assertEvent, assign, sendParent, sendTo, setup } from 'xstate'
import type { Line } from '@contract/lines'
import { displayMsisdn, type AccountDetails } from '@contract/port-in'
import { esimQrMachine } from './esim-qr.machine'
import { linesMachine } from './lines.machine'
import { nicknameMachine, type NicknameLine } from './nickname.machine'
import { portInCheckMachine } from './port-in-check.machine'
import { portInMachine, type PortInLine } from './port-in.machine'
import { quickSimCheckMachine } from './quick-sim-check.machine'
import type { MachineTypes } from './chart'

/** A child flow of the page: its invoke id, systemId (how siblings reach it) and src are all its name. */
const child = <const TName extends string>(name: TName) => ({ id: name, systemId: name, src: name })

/** Old-service details as given on the way (add-port-in dialog) or as stored on the line. */
interface OldService {
  billingAccountNumber?: string
  billingAccountPassword?: string
}

/**
 * What the page holds while a customer brings a number over (SPEC §3 port-in draft): the line, the SIM number the
 * quick SIM check took, and the old carrier details the add-port-in dialog stored.
 */
interface PortInDraft {
  line: Line
  accountDetails: AccountDetails
  simNumber: string | null
  oldService: OldService | null
}

export interface LinesPageContext {
  draft: PortInDraft | null
}

/** A customer's action on a line card; the port-in ones carry the account holder (SPEC §3 accountDetails). */
type LineAction<T extends string> = { type: T; line: Line; accountDetails: AccountDetails }

export type LinesPageEvent =
  /** 'Add nickname' / 'Edit nickname' on a line. */
  | { type: 'line.nickname'; line: NicknameLine }
  /** 'Show eSIM QR code' on an active eSIM line. */
  | { type: 'line.showQrCode'; lineId: string }
  /** 'Quick SIM check' on a line waiting for its port-in. */
  | LineAction<'line.quickSimCheck'>
  /** 'Port in my number' on a line waiting for its port-in: the eligibility check. */
  | LineAction<'line.portIn'>
  /** 'Edit details' on a transfer under way. */
  | LineAction<'line.editPortIn'>
  /** 'Re-submit' on a refused transfer. */
  | LineAction<'line.resubmitPortIn'>
  // Hand-offs, sent by the children (their actions, wired below):
  /** Quick SIM check, Next: the checked SIM number. */
  | { type: 'sim.checked'; lineId: string; simNumber: string }
  /** add-port-in dialog, saved (temp/update add-portIn-details): the details given. */
  | { type: 'portIn.detailsSaved'; lineId: string; msisdn: string; zipCode: string; oldService: Required<OldService> }
  /** Eligibility check, eligible: the number and ZIP code checked. */
  | { type: 'number.eligible'; lineId: string; msisdn: string; zipCode: string }
  /** The port-in started or failed to start: what the page held is cleared (SPEC §4). */
  | { type: 'portIn.ended' }
  /** A nickname or a port-in changed a line: the list asks again. */
  | { type: 'lines.changed' }

/** The line as the port-in machine needs it: the temporary subscription id, its SIM type and SIM. */
const portInLineOf = (line: Line): PortInLine => ({ id: line.id, simType: line.simType, iccid: line.iccid })

/** The children, with their hand-offs wired to this page (their other actions are the app's: notifications). */
const children = {
  lines: linesMachine,
  nickname: nicknameMachine.provide({ actions: { reloadLines: sendParent({ type: 'lines.changed' }) } }),
  quickSimCheck: quickSimCheckMachine.provide({
    actions: { openAddPortIn: sendParent((_, params: { lineId: string; simNumber: string }) => ({ type: 'sim.checked', ...params })) },
  }),
  portInCheck: portInCheckMachine.provide({
    actions: {
      openPortInDetails: sendParent((_, params: { lineId: string; msisdn: string; zipCode: string }) => ({
        type: 'number.eligible',
        ...params,
      })),
    },
  }),
  portIn: portInMachine.provide({
    actions: {
      reloadLines: sendParent({ type: 'lines.changed' }),
      detailsSaved: sendParent((_, params: { lineId: string; msisdn: string; zipCode: string; oldService: Required<OldService> }) => ({
        type: 'portIn.detailsSaved',
        ...params,
      })),
      portInEnded: sendParent({ type: 'portIn.ended' }),
    },
  }),
  esimQr: esimQrMachine,
}

/** The children by name, for the app to provide their calls and notifications on top of this wiring. */
export const linesPageChildren = children

/**
 * /dashboard/plans as one system: this machine invokes the lines list and the dialog flows that act on a line
 * (nickname, eSIM QR code, quick SIM check, port-in eligibility check, port-in details), each with its systemId, and
 * carries the hand-offs between them: quick SIM check Next → the add-port-in dialog with the checked SIM number →
 * (details stored) the eligibility check → (eligible) 'Good News!' and the start, with the SIM number and details
 * held here in between; a nickname or port-in change reloads the list.
 */
export const linesPageMachine = setup({
  types: {} as MachineTypes<LinesPageContext, LinesPageEvent>,
  actors: children,
  actions: {
    /** A new port-in journey on this line; what was held for the same line (SIM number, details) is kept. */
    holdLine: assign(({ context, event }) => {
      assertEvent(event, ['line.quickSimCheck', 'line.portIn'])
      const same = context.draft?.line.id === event.line.id
      return {
        draft: {
          line: event.line,
          accountDetails: event.accountDetails,
          simNumber: same && event.type === 'line.portIn' ? context.draft!.simNumber : null,
          oldService: same && event.type === 'line.portIn' ? context.draft!.oldService : null,
        },
      }
    }),
    holdSimNumber: assign(({ context, event }) => {
      assertEvent(event, 'sim.checked')
      return { draft: context.draft && { ...context.draft, simNumber: event.simNumber } }
    }),
    holdDetails: assign(({ context, event }) => {
      assertEvent(event, 'portIn.detailsSaved')
      return { draft: context.draft && { ...context.draft, oldService: event.oldService } }
    }),
    forget: assign({ draft: null }),
    openNickname: sendTo('nickname', ({ event }) => {
      assertEvent(event, 'line.nickname')
      return { type: 'dialog.open' as const, line: event.line }
    }),
    openQrCode: sendTo('esimQr', ({ event }) => {
      assertEvent(event, 'line.showQrCode')
      return { type: 'dialog.open' as const, lineId: event.lineId }
    }),
    openQuickSimCheck: sendTo('quickSimCheck', ({ event }) => {
      assertEvent(event, 'line.quickSimCheck')
      return { type: 'dialog.open' as const, lineId: event.line.id }
    }),
    /** The eligibility check, prefilled from the line's item details (SPEC §2). */
    openEligibilityCheck: sendTo('portInCheck', ({ context }) => {
      const line = context.draft!.line
      return {
        type: 'dialog.open' as const,
        lineId: line.id,
        msisdn: displayMsisdn(line.portIn?.msisdn ?? ''),
        zipCode: line.portIn?.zipCode || line.zipCode,
      }
    }),
    /** Next on the quick SIM check: the add-port-in dialog with the checked SIM number. */
    openAddPortIn: sendTo('portIn', ({ context }) => {
      const { line, accountDetails, simNumber } = context.draft!
      return {
        type: 'portIn.add' as const,
        line: portInLineOf(line),
        msisdn: line.portIn?.msisdn ?? '',
        zipCode: line.portIn?.zipCode || line.zipCode,
        iccid: simNumber,
        accountDetails,
      }
    }),
    /** Eligible: 'Good News!' with the SIM number and details held for this line. */
    openGoodNews: sendTo('portIn', ({ context, event }) => {
      assertEvent(event, 'number.eligible')
      const { line, accountDetails, simNumber, oldService } = context.draft!
      return {
        type: 'portIn.eligible' as const,
        line: portInLineOf(line),
        msisdn: event.msisdn,
        zipCode: event.zipCode,
        iccid: simNumber,
        oldService,
        accountDetails,
      }
    }),
    openStoredPortIn: sendTo('portIn', ({ event }) => {
      assertEvent(event, ['line.editPortIn', 'line.resubmitPortIn'])
      const stored = event.line.portIn!
      const opening = {
        line: portInLineOf(event.line),
        msisdn: stored.msisdn,
        zipCode: stored.zipCode,
        oldService: stored.oldService ?? null,
        accountDetails: event.accountDetails,
      }
      return event.type === 'line.editPortIn'
        ? { type: 'portIn.edit' as const, ...opening }
        : { type: 'portIn.resubmit' as const, ...opening, failureField: stored.failureField, failureReason: stored.failureReason }
    }),
    reloadLines: sendTo('lines', { type: 'lines.reload' }),
  },
  guards: {
    /** The hand-off is about the line this page holds (a late answer for another line is ignored). */
    isHeldLine: ({ context, event }) => {
      assertEvent(event, ['sim.checked', 'portIn.detailsSaved', 'number.eligible'])
      return context.draft?.line.id === event.lineId
    },
    hasPortIn: ({ event }) => {
      assertEvent(event, ['line.editPortIn', 'line.resubmitPortIn'])
      return !!event.line.portIn
    },
  },
}).createMachine({
  id: 'linesPage',
  description: 'The lines page (/dashboard/plans) as one system: the list, its dialogs, and the hand-offs between them.',
  context: { draft: null },
  invoke: [child('lines'), child('nickname'), child('quickSimCheck'), child('portInCheck'), child('portIn'), child('esimQr')],
  initial: 'ready',
  states: {
    ready: {
      description:
        'The lines and whichever dialog is open; holds the line, the checked SIM number and the details given while a number is brought over.',
      on: {
        'line.nickname': { actions: 'openNickname', description: 'The nickname dialog for the line' },
        'line.showQrCode': { actions: 'openQrCode', description: 'The eSIM QR code dialog for the line' },
        'line.quickSimCheck': { actions: ['holdLine', 'openQuickSimCheck'], description: 'Quick SIM check for the line' },
        'line.portIn': {
          actions: ['holdLine', 'openEligibilityCheck'],
          description: 'Port in my number: the eligibility check, prefilled',
        },
        'line.editPortIn': { guard: 'hasPortIn', actions: 'openStoredPortIn', description: 'Edit details: the port-in dialog prefilled' },
        'line.resubmitPortIn': { guard: 'hasPortIn', actions: 'openStoredPortIn', description: 'Re-submit: the port-in dialog prefilled' },
        'sim.checked': {
          guard: 'isHeldLine',
          actions: ['holdSimNumber', 'openAddPortIn'],
          description: 'Next on the quick SIM check: the SIM number is held, the add-port-in dialog opens',
        },
        'portIn.detailsSaved': {
          guard: 'isHeldLine',
          actions: ['holdDetails', 'openEligibilityCheck'],
          description: 'Details stored: they are held, the eligibility check opens',
        },
        'number.eligible': {
          guard: 'isHeldLine',
          actions: 'openGoodNews',
          description: "Eligible: 'Good News!' with the SIM number and details held",
        },
        'portIn.ended': { actions: 'forget', description: 'Started or failed to: what was held is cleared' },
        'lines.changed': { actions: 'reloadLines', description: 'A line changed: the list asks again' },
      },
    },
  },
})
