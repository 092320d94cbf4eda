import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate'
import { linesPageChildren, linesPageMachine } from '@machines/lines-page.machine'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { isCarrierSim, PORT_IN_PIN_REJECTED } from '@contract/port-in'
import {
  account,
  esimLine,
  linesPageSamples,
  pageCalls,
  portInLine,
  ALREADY_UNDER_WAY,
  DETAILS_SAVED,
  DETAILS_STORED,
  editedOldService,
  esimQrSamples,
  givenOldService,
  FOREIGN_SIM,
  linesSamples,
  NETWORK,
  NICKNAME_SAVED,
  nicknameSamples,
  NOT_ELIGIBLE,
  OUR_SIM,
  portInCheckSamples,
  portInSamples,
  quickSimCheckSamples,
  RESUBMITTED,
  storedOldService,
  withNickname,
} from './lines.samples'

const actorCalls = (calls: RecordedCall[], name?: string) =>
  calls.filter((c): c is Extract<RecordedCall, { kind: 'actor' }> => c.kind === 'actor' && (!name || c.name === name))
const actionCalls = (calls: RecordedCall[], name: string) =>
  calls.filter((c): c is Extract<RecordedCall, { kind: 'action' }> => c.kind === 'action' && c.name === name)

type AnyEvent = { type: string; field?: string; value?: unknown; error?: unknown; output?: unknown; [key: string]: unknown } | undefined
type ErrorShape = { status: number; message: string; errors?: { field: string; message: string }[]; code?: string }

/** Exactly one notification of this kind in the step. */
const expectOne = (stepCalls: RecordedCall[], name: string) => expect(actionCalls(stepCalls, name), name).toHaveLength(1)
const expectNone = (stepCalls: RecordedCall[], name: string) => expect(actionCalls(stepCalls, name), name).toEqual([])

// ---------------------------------------------------------------------------------------------------------------
describeMachinePaths({
  ...linesSamples,
  expectations: {
    loading: ({ snapshot, stepCalls }) => {
      // A spinner where the lines will be: the list is asked for.
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(actorCalls(stepCalls, 'loadLines')).toHaveLength(1)
    },
    ready: ({ snapshot, event, previous }) => {
      expect(snapshot.hasTag('busy')).toBe(false)
      if (event?.type === 'xstate.done.actor.loadLines') {
        expect(snapshot.context.lines).toEqual((event.output as { lines: unknown[] }).lines)
        expect(snapshot.context.error).toBeNull()
      }
      if (event?.type === 'xstate.error.actor.loadLines') {
        // A failed refresh keeps the list the customer was looking at.
        expect(snapshot.context.lines).toBe(previous?.context.lines)
      }
    },
    refreshing: ({ snapshot, previous, stepCalls, event }) => {
      expect(actorCalls(stepCalls, 'loadLines')).toHaveLength(1)
      expect(snapshot.context.lines).toEqual(previous?.context.lines)
      // The clock only asks again while something is on the move (a pending SIM in the samples).
      if (event?.type.startsWith('xstate.after.')) expect(snapshot.context.lines.some((l) => l.simStatus === 'pending')).toBe(true)
    },
    failed: ({ snapshot }) => {
      expect(snapshot.context.error).toBe(NETWORK)
      expect(snapshot.can({ type: 'lines.retry' })).toBe(true)
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
describeMachinePaths({
  ...nicknameSamples,
  expectations: {
    closed: ({ snapshot, event, stepCalls }) => {
      // Hidden and reset, whichever way it closed.
      expect(snapshot.context.values.nickname).toBe('')
      expect(snapshot.context.line).toBeNull()
      if (event?.type === 'xstate.done.actor.saveNickname') {
        expectOne(stepCalls, 'notifySaved')
        expectOne(stepCalls, 'reloadLines')
        expect((event.output as { data: { message: string } }).data.message).toBe(NICKNAME_SAVED)
      } else {
        expectNone(stepCalls, 'notifySaved')
        expectNone(stepCalls, 'reloadLines')
      }
    },
    editing: ({ snapshot, event, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(false)
      const e = event as AnyEvent
      if (e?.type === 'dialog.open') {
        const line = e.line as typeof withNickname
        // Prefilled when the line has a nickname (Edit), empty otherwise (Add); no old errors.
        expect(snapshot.context.values.nickname).toBe(line.nickname ?? '')
        expect(snapshot.context.errors).toEqual({})
      }
      if (e?.type === 'field.change') {
        expect(snapshot.context.values.nickname).toBe(e.value)
        expect(snapshot.context.errors.nickname).toBeUndefined()
      }
      if (e?.type === 'form.submit') {
        expect(snapshot.context.errors.nickname).toBe('Please add a nickname')
        expect(actorCalls(stepCalls)).toEqual([])
      }
      if (e?.type === 'xstate.error.actor.saveNickname') {
        // The server's message as a notification; the dialog stays open with what was typed.
        const error = e.error as ErrorShape
        expectOne(stepCalls, 'notifyFailed')
        expect(snapshot.context.values.nickname).not.toBe('')
        if (error.errors) expect(snapshot.context.errors.nickname).toBe(error.errors[0].message)
        else expect(snapshot.context.formError).toBe(error.message)
      }
    },
    saving: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.can({ type: 'dialog.close' })).toBe(false)
      // The plan id in the path, the nickname trimmed.
      expect(actorCalls(stepCalls, 'saveNickname')).toEqual([
        {
          kind: 'actor',
          name: 'saveNickname',
          input: { lineId: snapshot.context.line!.id, nickname: snapshot.context.values.nickname.trim() },
        },
      ])
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
describeMachinePaths({
  ...esimQrSamples,
  expectations: {
    closed: ({ snapshot, event }) => {
      // No QR code shown, and no line held: at first, and after Close.
      expect(snapshot.context.lineId).toBeNull()
      if (event) expect(event.type).toBe('dialog.close')
    },
    showing: ({ snapshot, event }) => {
      // The QR code of the line whose button was pressed; Close is offered.
      expect(snapshot.context.lineId).toBe((event as AnyEvent)!.lineId)
      expect(snapshot.context.lineId).toBe(esimLine.id)
      expect(snapshot.can({ type: 'dialog.close' })).toBe(true)
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
describeMachinePaths({
  ...quickSimCheckSamples,
  expectations: {
    closed: ({ snapshot, event, previous, stepCalls }) => {
      expect(snapshot.context.values.simNumber).toBe('')
      if (event?.type === 'sim.next') {
        // Next hands the checked SIM number to the add-port-in dialog.
        expect(actionCalls(stepCalls, 'openAddPortIn')).toHaveLength(1)
        expect(previous?.context.values.simNumber).toMatch(/^\d{18,22}$/)
      } else expectNone(stepCalls, 'openAddPortIn')
    },
    entering: ({ snapshot, event, previous }) => {
      const e = event as AnyEvent
      if (e?.type === 'dialog.open') expect(snapshot.context.values.simNumber).toBe('')
      if (e?.type === 'field.change') {
        // Any edit resets the result: back to 'Check'.
        expect(snapshot.context.values.simNumber).toBe(e.value)
        expect(snapshot.context.errors.simNumber).toBeUndefined()
        if (previous && !previous.matches('entering')) expect(snapshot.can({ type: 'sim.next' })).toBe(false)
      }
      if (e?.type === 'sim.check') expect(snapshot.context.errors.simNumber).toBe('ICCID number should be 18-22 digits')
    },
    simReady: ({ snapshot }) => {
      expect(isCarrierSim(snapshot.context.values.simNumber)).toBe(true)
      expect(snapshot.context.values.simNumber).toBe(OUR_SIM)
      expect(snapshot.can({ type: 'sim.next' })).toBe(true)
    },
    newSimNeeded: ({ snapshot }) => {
      expect(snapshot.context.values.simNumber).toBe(FOREIGN_SIM)
      expect(isCarrierSim(snapshot.context.values.simNumber)).toBe(false)
      expect(snapshot.can({ type: 'sim.next' })).toBe(true)
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
describeMachinePaths({
  ...portInCheckSamples,
  expectations: {
    closed: ({ snapshot, event, previous, stepCalls }) => {
      expect(snapshot.context.values).toEqual({ portIn: '', zipCode: '' })
      if (event?.type === 'xstate.done.actor.checkPortIn') {
        // Eligible: this dialog closes and the port-in details flow opens with the checked number.
        expectOne(stepCalls, 'openPortInDetails')
        expect(previous?.context.values.zipCode).toBe('60601')
      } else expectNone(stepCalls, 'openPortInDetails')
    },
    editing: ({ snapshot, event, stepCalls }) => {
      const e = event as AnyEvent
      if (e?.type === 'dialog.open') {
        // Prefilled from the item details when present.
        expect(snapshot.context.values).toEqual({ portIn: (e.msisdn as string | null) ?? '', zipCode: (e.zipCode as string | null) ?? '' })
      }
      if (e?.type === 'form.submit') {
        expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0)
        if (snapshot.context.values.zipCode === '') expect(snapshot.context.errors.zipCode).toBe('Please enter 5 digit ZIP Code')
        if (snapshot.context.values.portIn === '555-01') expect(snapshot.context.errors.portIn).toBe('Please enter a valid number')
        expect(actorCalls(stepCalls)).toEqual([])
      }
      if (e?.type === 'xstate.error.actor.checkPortIn') {
        // The server's msisdn error shows under the portIn field.
        expect(snapshot.context.errors.portIn).toBe('Please enter a valid number')
        expectOne(stepCalls, 'notifyFailed')
      }
    },
    verifying: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      const [call] = actorCalls(stepCalls, 'checkPortIn')
      // Sent as 10 digits.
      expect(call.input).toEqual({ msisdn: snapshot.context.values.portIn.replace(/\D/g, ''), zipCode: snapshot.context.values.zipCode })
    },
    notEligible: ({ event, stepCalls }) => {
      if (event?.type === 'xstate.error.actor.checkPortIn') {
        expect((event.error as ErrorShape).message).toBe(NOT_ELIGIBLE)
        expectOne(stepCalls, 'notifyFailed')
      }
    },
    failed: ({ event, stepCalls }) => {
      if (event?.type === 'xstate.error.actor.checkPortIn') {
        expect((event.error as ErrorShape).status).toBe(0)
        expectOne(stepCalls, 'notifyFailed')
      }
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
type PortInSnapshot = Parameters<
  Parameters<typeof describeMachinePaths<typeof portInSamples.machine>>[0]['expectations'][string]
>[0]['snapshot']

/**
 * The messages under the port-in fields per value the samples put there (SPEC §5: the account number at least 7
 * characters, the PIN or password required), written out; null: no message.
 */
const PORT_IN_RULES: Record<'billingAccount' | 'pinPassword', Record<string, string | null>> = {
  billingAccount: { '': 'Please enter a valid Number', '12345': 'Please enter a valid Number', '987654321': null, '123456789': null },
  pinPassword: { '': 'PIN or password is required', '2468': null, '0000': null, '4321': null },
}
function portInMessages(values: { billingAccount: string; pinPassword: string }) {
  const messages: Record<string, string> = {}
  for (const field of ['billingAccount', 'pinPassword'] as const) {
    expect(Object.keys(PORT_IN_RULES[field]), `a sample value of ${field}`).toContain(values[field])
    if (PORT_IN_RULES[field][values[field]]) messages[field] = PORT_IN_RULES[field][values[field]]!
  }
  return messages
}
/** What each call's refused field says, as the samples answer it. */
const REFUSED: Record<string, Record<string, string>> = {
  'xstate.error.actor.bringNumber': { billingAccount: 'Please enter a valid Number' },
  'xstate.error.actor.updatePortInDetails': { pinPassword: 'PIN or password is required' },
  'xstate.error.actor.makeStart': { pinPassword: 'PIN or password is required' },
}

/** The demo line's number as port-in's calls send it (SPEC §7): the number, the line it goes to. */
const DEMO_NUMBER = { msisdn: '3125550199', tempSubscriptionId: 'line-demo-physical' }

/** SPEC §7 bring/number for the demo line: its number and ZIP code, with the SIM (and old carrier details) given. */
const bringNumberInput = (given: { oldService?: object; iccid: string; isAttSim: boolean }) => ({
  ...DEMO_NUMBER,
  zipCode: '60601',
  ...given,
})

/** A busy step that sent exactly one call, `name` with `input`, and nothing else. */
function expectSending(snapshot: PortInSnapshot, stepCalls: RecordedCall[], name: string, input: Record<string, unknown>) {
  expect(snapshot.hasTag('busy')).toBe(true)
  expect(actorCalls(stepCalls)).toEqual([{ kind: 'actor', name, input }])
}

/** A port-in dialog with its form: prefill on opening, errors on a refused submit, typing clears. */
function expectForm(snapshot: PortInSnapshot, event: AnyEvent, stepCalls: RecordedCall[]) {
  expect(snapshot.hasTag('busy')).toBe(false)
  if (event?.type === 'field.change') {
    expect(snapshot.context.values[event.field as 'billingAccount']).toBe(event.value)
    expect(snapshot.context.errors[event.field!]).toBeUndefined()
  }
  if (event?.type === 'form.submit') {
    // Refused: exactly the messages of the fields as they are, nothing sent.
    expect(snapshot.context.errors).toEqual(portInMessages(snapshot.context.values))
    expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0)
    expect(actorCalls(stepCalls)).toEqual([])
  }
  if (event?.type.startsWith('xstate.error.actor.')) {
    // The refused field's message under it, and nothing else.
    expect(snapshot.context.errors).toEqual(REFUSED[event.type])
    expectOne(stepCalls, 'notifyFailed')
  }
}

/** A details form saved with temp/update: server trouble keeps it open with the server's message; else as any form. */
function expectSavedDetailsForm(snapshot: PortInSnapshot, event: AnyEvent, stepCalls: RecordedCall[]) {
  if (event?.type === 'xstate.error.actor.updatePortInDetails' && !(event.error as ErrorShape).errors) {
    expectOne(stepCalls, 'notifyFailed')
    expect(snapshot.context.formError).toBe(NETWORK)
    expectNone(stepCalls, 'goToDashboard')
    return
  }
  expectForm(snapshot, event, stepCalls)
}

/** The fields typed since the dialog opened (edit or resubmit), last value per field. */
function typedSinceOpening(events: AnyEvent[]) {
  const opened = events.findLastIndex((e) => e?.type === 'portIn.edit' || e?.type === 'portIn.resubmit')
  const typed: Record<string, unknown> = {}
  for (const e of events.slice(opened + 1)) if (e?.type === 'field.change') typed[e.field!] = e.value
  return typed
}

/**
 * What the edit or resubmit dialog's fields hold, from the customer's side: the account number the lines list
 * carries and an empty PIN on opening, the stored details (`stored`, GET old-service) in every field not typed in
 * once they arrive, and what the customer typed.
 */
function fieldsShown(events: AnyEvent[], stored: { billingAccountNumber: string; billingAccountPassword: string }) {
  const opened = events.findLastIndex((e) => e?.type === 'portIn.edit' || e?.type === 'portIn.resubmit')
  const listed = (events[opened]!.oldService as { billingAccountNumber: string }).billingAccountNumber
  const fields: Record<string, string> = { billingAccount: listed, pinPassword: '' }
  let typed = new Set<string>()
  for (const e of events.slice(opened + 1)) {
    if (e?.type === 'field.change') {
      fields[e.field!] = String(e.value)
      typed.add(e.field!)
    }
    if (e?.type === 'xstate.done.actor.loadOldService') {
      if (!typed.has('billingAccount')) fields.billingAccount = stored.billingAccountNumber
      if (!typed.has('pinPassword')) fields.pinPassword = stored.billingAccountPassword
    }
    if (e?.type === 'xstate.done.actor.loadOldService' || e?.type === 'xstate.error.actor.loadOldService') typed = new Set()
  }
  return fields as { billingAccount: string; pinPassword: string }
}

/** The old-service details a save sends: what the dialog's fields hold (`fieldsShown`), in the carrier's names. */
function oldServiceSent(events: AnyEvent[], stored: { billingAccountNumber: string; billingAccountPassword: string }) {
  const { billingAccount, pinPassword } = fieldsShown(events, stored)
  return { billingAccountNumber: billingAccount, billingAccountPassword: pinPassword }
}

/**
 * Edit and resubmit open at once with the account number from the lines list, and fetch the stored PIN or
 * password (GET portin/{lineId}/old-service, the only answer with the PIN); the customer may type meanwhile.
 */
function expectLoadingDetails(snapshot: PortInSnapshot, event: AnyEvent, stepCalls: RecordedCall[], listedAccount: string) {
  expect(snapshot.hasTag('loading')).toBe(true)
  expect(snapshot.hasTag('busy')).toBe(false)
  // Save waits for the details; Cancel works.
  expect(snapshot.can({ type: 'form.submit' })).toBe(false)
  expect(snapshot.can({ type: 'dialog.close' })).toBe(true)
  if (event?.type === 'portIn.edit' || event?.type === 'portIn.resubmit') {
    expect(snapshot.context.values).toEqual({ billingAccount: listedAccount, pinPassword: '' })
    expect(actorCalls(stepCalls)).toEqual([{ kind: 'actor', name: 'loadOldService', input: { lineId: 'line-demo-physical' } }])
  }
  if (event?.type === 'field.change') {
    expect(snapshot.context.values[event.field as 'billingAccount']).toBe(event.value)
    expect(actorCalls(stepCalls)).toEqual([])
  }
}

/**
 * The stored details arrived (each field the customer did not type in takes the stored value) or did not (the
 * dialog says so, and every value stays as it was). True when the event was the fetch's result.
 */
function expectLoaded(
  snapshot: PortInSnapshot,
  event: AnyEvent,
  previous: PortInSnapshot | undefined,
  events: AnyEvent[],
  stored: { billingAccountNumber: string; billingAccountPassword: string },
) {
  if (event?.type === 'xstate.done.actor.loadOldService') {
    // Each field the customer did not type in takes the stored value.
    expect(snapshot.context.values).toEqual(fieldsShown(events, stored))
    expect(snapshot.context.formError).toBeNull()
    return true
  }
  if (event?.type === 'xstate.error.actor.loadOldService') {
    // A failed fetch loses nothing the customer typed, and the dialog says what happened.
    expect(snapshot.context.values).toEqual(previous!.context.values)
    expect(snapshot.context.formError).toBe(
      "We could not load your saved PIN or password (We couldn't reach Ring Mobile. Check your connection and try again). Type it in, or close and try again later.",
    )
    return true
  }
  return false
}

/** A start that failed: stored data cleared, the server's message, closed, off to /dashboard. */
function expectFailedStart(snapshot: PortInSnapshot, stepCalls: RecordedCall[]) {
  expect(snapshot.context.draft).toBeNull()
  expectOne(stepCalls, 'notifyFailed')
  expectOne(stepCalls, 'goToDashboard')
  expectNone(stepCalls, 'reloadLines')
}

describeMachinePaths({
  ...portInSamples,
  expectations: {
    closed: ({ snapshot, event, previous, stepCalls }) => {
      // Whatever happened, the stored port-in data is gone once the dialogs close.
      expect(snapshot.context.draft).toBeNull()
      expect(snapshot.context.values).toEqual({ billingAccount: '', pinPassword: '' })
      const type = event?.type
      if (type === 'xstate.done.actor.bringNumber') {
        // SPEC §8: the long add-portIn notice that stays open; the page forgets what it held.
        expectOne(stepCalls, 'notifyStarted')
        expectOne(stepCalls, 'reloadLines')
        expectOne(stepCalls, 'portInEnded')
        expectNone(stepCalls, 'goToDashboard')
      } else if (type === 'xstate.done.actor.updatePortInDetails' && previous?.matches('addDetails')) {
        // add-portIn-details stored: the server's message, and the page moves on to the eligibility check with them.
        expect(actionCalls(stepCalls, 'notifySaved').map((call) => call.params)).toEqual([{ message: DETAILS_STORED }])
        expect(actionCalls(stepCalls, 'detailsSaved')).toHaveLength(1)
        expectNone(stepCalls, 'portInEnded')
        expectNone(stepCalls, 'reloadLines')
      } else if (type === 'xstate.done.actor.updatePortInDetails' || type === 'xstate.done.actor.makeStart') {
        expect(actionCalls(stepCalls, 'notifySaved').map((call) => call.params)).toEqual([
          { message: type.endsWith('makeStart') ? RESUBMITTED : DETAILS_SAVED },
        ])
        expectOne(stepCalls, 'reloadLines')
      } else if (type === 'xstate.error.actor.bringNumber' || type === 'xstate.error.actor.makeStart') {
        expectFailedStart(snapshot, stepCalls)
        expectOne(stepCalls, 'portInEnded')
        // From the details form a refused field stays open (see addPortIn.details); any other refusal ends here.
        if (previous?.matches({ addPortIn: 'starting' })) expect((event!.error as ErrorShape).message).toBe(ALREADY_UNDER_WAY)
      } else {
        expectNone(stepCalls, 'notifyStarted')
        expectNone(stepCalls, 'goToDashboard')
        if (type === 'dialog.close') expect(previous?.hasTag('busy')).toBe(false)
      }
    },
    'addPortIn.eligible': ({ snapshot, event }) => {
      // 'Good News! Your number is eligible for port-in' with Continue: the draft is stored.
      expect(snapshot.context.draft).toMatchObject({ msisdn: '3125550199', zipCode: '60601' })
      // The SIM number the check handed over (the event's), not any SIM of the samples.
      expect(snapshot.context.draft!.iccid).toBe((event as AnyEvent)!.iccid)
      // Prefilled with the details given on the way (add-port-in dialog), empty otherwise.
      const given = (event as AnyEvent)?.oldService
      expect(snapshot.context.values).toEqual(
        given ? { billingAccount: '987654321', pinPassword: '2468' } : { billingAccount: '', pinPassword: '' },
      )
    },
    'addPortIn.startingWithDetails': ({ snapshot, stepCalls }) => {
      // The details given on the way: Continue sends them at once (no second details dialog).
      expectSending(
        snapshot,
        stepCalls,
        'bringNumber',
        bringNumberInput({ oldService: givenOldService, iccid: FOREIGN_SIM, isAttSim: false }),
      )
    },
    'addDetails.details': ({ snapshot, event, stepCalls }) => {
      if (event?.type === 'portIn.add') {
        // Next on the quick SIM check: the add-port-in dialog, empty, with the SIM number stored.
        expect(snapshot.context.draft).toEqual({ msisdn: '3125550199', zipCode: '60601', iccid: FOREIGN_SIM })
        expect(snapshot.context.values).toEqual({ billingAccount: '', pinPassword: '' })
      }
      expectSavedDetailsForm(snapshot, event as AnyEvent, stepCalls)
    },
    'addDetails.saving': ({ snapshot, stepCalls }) => {
      // SPEC §7 temp/update in its add-portIn-details mode, with the checked SIM number.
      expectSending(snapshot, stepCalls, 'updatePortInDetails', {
        ...DEMO_NUMBER,
        mode: 'add-portIn-details',
        oldService: givenOldService,
        accountDetails: account,
        iccid: FOREIGN_SIM,
      })
    },
    'addPortIn.startingWithOurSim': ({ snapshot, stepCalls }) => {
      // Our carrier's SIM: the request goes at once, without old carrier details.
      expect(snapshot.context.draft!.iccid).toBe(OUR_SIM)
      expectSending(snapshot, stepCalls, 'bringNumber', bringNumberInput({ iccid: OUR_SIM, isAttSim: true }))
    },
    'addPortIn.details': ({ snapshot, event, stepCalls }) => {
      if (event?.type === 'eligible.continue') {
        // Not our SIM: the details dialog in add mode, empty.
        expect(snapshot.context.draft!.iccid).toBe(FOREIGN_SIM)
        expect(snapshot.context.values).toEqual({ billingAccount: '', pinPassword: '' })
        expect(actorCalls(stepCalls)).toEqual([])
      }
      expectForm(snapshot, event as AnyEvent, stepCalls)
    },
    'addPortIn.starting': ({ snapshot, stepCalls }) => {
      expect(snapshot.can({ type: 'dialog.close' })).toBe(false)
      // SPEC §7 bring/number: msisdn, zipCode, oldService, tempSubscriptionId; with the dialog's iccid and isAttSim.
      const oldService = { billingAccountNumber: '987654321', billingAccountPassword: '2468' }
      expectSending(snapshot, stepCalls, 'bringNumber', bringNumberInput({ oldService, iccid: FOREIGN_SIM, isAttSim: false }))
    },
    'editPortIn.loadingDetails': ({ snapshot, event, stepCalls }) => {
      expectLoadingDetails(snapshot, event as AnyEvent, stepCalls, editedOldService.billingAccountNumber)
      if (event?.type === 'portIn.edit') expect(snapshot.context.errors).toEqual({})
    },
    'editPortIn.details': ({ snapshot, event, previous, events, stepCalls }) => {
      // Prefilled from the stored old-service details, fetched on opening.
      if (expectLoaded(snapshot, event as AnyEvent, previous, events as AnyEvent[], editedOldService)) {
        expect(snapshot.hasTag('loading')).toBe(false)
        return
      }
      expectSavedDetailsForm(snapshot, event as AnyEvent, stepCalls)
    },
    'editPortIn.saving': ({ snapshot, stepCalls, events }) => {
      // SPEC §7 temp/update: oldService, accountDetails, msisdn.
      expectSending(snapshot, stepCalls, 'updatePortInDetails', {
        ...DEMO_NUMBER,
        oldService: oldServiceSent(events as AnyEvent[], editedOldService),
        accountDetails: account,
      })
    },
    'resubmitPortIn.loadingDetails': ({ snapshot, event, stepCalls }) => {
      expectLoadingDetails(snapshot, event as AnyEvent, stepCalls, storedOldService.billingAccountNumber)
      // The field the carrier refused is highlighted with its reason from the start.
      if (event?.type === 'portIn.resubmit') expect(snapshot.context.errors).toEqual({ pinPassword: PORT_IN_PIN_REJECTED })
    },
    'resubmitPortIn.details': ({ snapshot, event, previous, events, stepCalls }) => {
      // Prefilled with the refused details, fetched on opening; the highlight stays unless the PIN was typed.
      if (expectLoaded(snapshot, event as AnyEvent, previous, events as AnyEvent[], storedOldService)) {
        if (!('pinPassword' in typedSinceOpening(events as AnyEvent[])))
          expect(snapshot.context.errors.pinPassword).toBe(PORT_IN_PIN_REJECTED)
        return
      }
      expectForm(snapshot, event as AnyEvent, stepCalls)
    },
    'resubmitPortIn.resubmitting': ({ snapshot, stepCalls, events }) => {
      // SPEC §7 make/start: oldService with the holder's name, accountDetails, activationDetails, msisdn.
      expectSending(snapshot, stepCalls, 'makeStart', {
        ...DEMO_NUMBER,
        oldService: { ...oldServiceSent(events as AnyEvent[], storedOldService), ...account },
        accountDetails: account,
        activationDetails: { iccid: FOREIGN_SIM, simType: 'physical' },
      })
    },
  },
})

// ---------------------------------------------------------------------------------------------------------------
// The lines page as one system: each hand-off is checked in the child it reaches.
type PageSnapshot = ReturnType<typeof linesPageMachine.transition>
const childOf = (snapshot: PageSnapshot, id: 'lines' | 'nickname' | 'quickSimCheck' | 'portInCheck' | 'portIn' | 'esimQr') =>
  (snapshot.children[id] as AnyActorRef).getSnapshot() as AnyMachineSnapshot
let loadsBefore = 0

describeMachinePaths({
  ...linesPageSamples,
  expectations: {
    ready: ({ snapshot, event, previous }) => {
      const e = event as AnyEvent
      const draft = snapshot.context.draft
      const portIn = childOf(snapshot, 'portIn')
      const portInBefore = previous && childOf(previous, 'portIn')
      if (!e) {
        // The list is asked for once; no dialog is open; nothing is held.
        expect(childOf(snapshot, 'lines').value).toBe('ready')
        expect(childOf(snapshot, 'lines').context.lines).toEqual([esimLine, portInLine])
        for (const id of ['nickname', 'quickSimCheck', 'portInCheck', 'portIn', 'esimQr'] as const)
          expect(childOf(snapshot, id).value).toBe('closed')
        expect(draft).toBeNull()
        loadsBefore = pageCalls.loadLines
        return
      }
      // Only 'lines.changed' asks for the list again.
      expect(pageCalls.loadLines).toBe(loadsBefore + (e.type === 'lines.changed' ? 1 : 0))
      loadsBefore = pageCalls.loadLines
      switch (e.type) {
        case 'line.nickname':
          expect(childOf(snapshot, 'nickname').value).toBe('editing')
          expect(childOf(snapshot, 'nickname').context.line).toEqual(withNickname)
          break
        case 'line.showQrCode':
          // The eSIM QR code dialog, for the line whose button was pressed; nothing is held for a port-in.
          expect(childOf(snapshot, 'esimQr').value).toBe('showing')
          expect(childOf(snapshot, 'esimQr').context.lineId).toBe(esimLine.id)
          expect(draft).toEqual(previous?.context.draft)
          break
        case 'line.quickSimCheck':
          // A new journey: the line is held, nothing checked yet.
          expect(childOf(snapshot, 'quickSimCheck').value).toBe('entering')
          expect(childOf(snapshot, 'quickSimCheck').context.lineId).toBe(portInLine.id)
          expect(draft).toEqual({ line: portInLine, accountDetails: account, simNumber: null, oldService: null })
          break
        case 'line.portIn':
          // The eligibility check, prefilled from the line; what was held for this line stays.
          expect(childOf(snapshot, 'portInCheck').value).toBe('editing')
          expect(childOf(snapshot, 'portInCheck').context.values).toEqual({ portIn: '(312) 555-0199', zipCode: '60601' })
          expect(draft?.line).toBe(portInLine)
          expect(draft?.simNumber).toBe(previous?.context.draft?.simNumber ?? null)
          expect(draft?.oldService).toEqual(previous?.context.draft?.oldService ?? null)
          break
        case 'line.editPortIn':
        case 'line.resubmitPortIn': {
          // (A port-in dialog already open keeps its place: the customer cannot reach another card behind it.)
          if (portInBefore?.value !== 'closed') {
            expect(portIn.value).toEqual(portInBefore?.value)
            break
          }
          // Open at once with the account number the list carries; the list has no PIN: it is being
          // fetched (its call never settles here). A resubmit shows the field the carrier refused from the start.
          const edit = e.type === 'line.editPortIn'
          expect(portIn.value).toEqual(edit ? { editPortIn: 'loadingDetails' } : { resubmitPortIn: 'loadingDetails' })
          expect(portIn.context.values).toEqual({ billingAccount: '123456789', pinPassword: '' })
          if (edit) expect(portIn.context.draft).toEqual({ msisdn: '3125550177', zipCode: '60601', iccid: null })
          else expect(portIn.context.errors).toEqual({ pinPassword: PORT_IN_PIN_REJECTED })
          break
        }
        case 'sim.checked':
          // Next on the quick SIM check: the SIM number is held and the add-port-in dialog opens with it.
          expect(draft?.simNumber).toBe(OUR_SIM)
          if (portInBefore?.value === 'closed') {
            expect(portIn.value).toEqual({ addDetails: 'details' })
            expect(portIn.context.draft).toEqual({ msisdn: '3125550199', zipCode: '60601', iccid: OUR_SIM })
            expect(portIn.context.accountDetails).toEqual(account)
          } else expect(portIn.value).toEqual(portInBefore?.value)
          break
        case 'portIn.detailsSaved':
          // Details stored: held here, and the eligibility check opens prefilled.
          expect(draft?.oldService).toEqual(givenOldService)
          expect(childOf(snapshot, 'portInCheck').value).toBe('editing')
          expect(childOf(snapshot, 'portInCheck').context.values).toEqual({ portIn: '(312) 555-0199', zipCode: '60601' })
          break
        case 'number.eligible':
          // Only the held line's check gets through (the guard); 'Good News!' with the SIM number and details held.
          expect(e.lineId).toBe(portInLine.id)
          if (portInBefore?.value === 'closed') {
            expect(portIn.value).toEqual({ addPortIn: 'eligible' })
            expect(portIn.context.draft).toEqual({ msisdn: '3125550199', zipCode: '60601', iccid: draft!.simNumber })
            expect(portIn.context.values).toEqual(
              draft!.oldService ? { billingAccount: '987654321', pinPassword: '2468' } : { billingAccount: '', pinPassword: '' },
            )
          } else expect(portIn.value).toEqual(portInBefore?.value)
          break
        case 'portIn.ended':
          expect(draft).toBeNull()
          break
        case 'lines.changed':
          expect(draft).toEqual(previous?.context.draft)
          break
        default:
          throw new Error(`unexpected ${e.type}`)
      }
    },
  },
})

describe('the lines page: the whole port-in choreography through the real children', () => {
  it('quick SIM check → add-port-in dialog (temp/update add-portIn-details) → eligibility check → Good News → started at once', async () => {
    const calls: Array<[string, unknown]> = []
    const answer = (name: string, output: unknown) =>
      fromPromise(async ({ input }: { input: unknown }) => {
        calls.push([name, input])
        return output
      }) as never
    const actor = createActor(
      linesPageMachine.provide({
        actors: {
          lines: linesPageChildren.lines.provide({ actors: { loadLines: answer('loadLines', { lines: [portInLine] }) } }),
          portInCheck: linesPageChildren.portInCheck.provide({ actors: { checkPortIn: answer('checkPortIn', { message: 'ok' }) } }),
          portIn: linesPageChildren.portIn.provide({
            actors: {
              updatePortInDetails: answer('updatePortInDetails', { message: DETAILS_STORED }),
              bringNumber: answer('bringNumber', { message: 'sent' }),
            },
          }),
        },
      }),
    ).start()
    const child = (id: 'lines' | 'quickSimCheck' | 'portInCheck' | 'portIn') => actor.getSnapshot().children[id] as AnyActorRef
    await waitFor(child('lines'), (s) => s.matches('ready'))

    actor.send({ type: 'line.quickSimCheck', line: portInLine, accountDetails: account })
    child('quickSimCheck').send({ type: 'field.change', field: 'simNumber', value: FOREIGN_SIM })
    child('quickSimCheck').send({ type: 'sim.check' })
    child('quickSimCheck').send({ type: 'sim.next' })
    expect(child('quickSimCheck').getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.draft?.simNumber).toBe(FOREIGN_SIM)
    expect(child('portIn').getSnapshot().value).toEqual({ addDetails: 'details' })

    child('portIn').send({ type: 'field.change', field: 'billingAccount', value: '987654321' })
    child('portIn').send({ type: 'field.change', field: 'pinPassword', value: '2468' })
    child('portIn').send({ type: 'form.submit' })
    await waitFor(child('portInCheck'), (s) => s.matches('editing'))
    expect(child('portIn').getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.draft?.oldService).toEqual(givenOldService)

    child('portInCheck').send({ type: 'form.submit' })
    await waitFor(child('portIn'), (s) => s.matches({ addPortIn: 'eligible' }))
    child('portIn').send({ type: 'eligible.continue' })
    await waitFor(child('portIn'), (s) => s.matches('closed'))
    expect(actor.getSnapshot().context.draft).toBeNull()
    await waitFor(child('lines'), (s) => s.matches('ready'))
    expect(calls).toEqual([
      ['loadLines', undefined],
      [
        'updatePortInDetails',
        {
          mode: 'add-portIn-details',
          oldService: givenOldService,
          accountDetails: account,
          msisdn: '3125550199',
          tempSubscriptionId: portInLine.id,
          iccid: FOREIGN_SIM,
        },
      ],
      ['checkPortIn', { msisdn: '3125550199', zipCode: '60601' }],
      [
        'bringNumber',
        {
          msisdn: '3125550199',
          zipCode: '60601',
          oldService: givenOldService,
          tempSubscriptionId: portInLine.id,
          iccid: FOREIGN_SIM,
          isAttSim: false,
        },
      ],
      // The start reloads the list.
      ['loadLines', undefined],
    ])
    actor.stop()
  })
})
