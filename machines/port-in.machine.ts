import { assertEvent, assign, setup } from 'xstate'
import { providedByApp } from './provided'
import {
  isCarrierSim,
  portInFormSchema,
  type AccountDetails,
  type BringNumberPayload,
  type MakeStartPayload,
  type OldServiceAnswer,
  type PortInAnswer,
  type TempUpdatePayload,
} from '@contract/port-in'
import { errorMessage, errorOf, formKit, outputMessage, type FieldChangeEvent, type FormContext } from './form'
import { callState, withAnswer, type MachineTypes } from './chart'

/** The three modes of the port-in details dialog (SPEC §4). */
export type PortInMode = 'add-portIn' | 'edit-portIn' | 'resubmit-portIn'

/** The line the number moves onto. */
export interface PortInLine {
  /** The temporary subscription id (SPEC §3 item details id). */
  id: string
  simType: 'esim' | 'physical'
  /** The SIM the line has (activation details). */
  iccid: string | null
}

/** The stored port-in data (SPEC §3 port-in draft/state): msisdn, zipCode, and the SIM number when one was checked. */
interface PortInDraft {
  msisdn: string
  zipCode: string
  iccid: string | null
}

export interface PortInContext extends FormContext<{ billingAccount: string; pinPassword: string }> {
  line: PortInLine | null
  draft: PortInDraft | null
  /** The account holder (SPEC §3 accountDetails): the customer's name. */
  accountDetails: AccountDetails
  /** The fields the customer typed in while the stored details loaded: the answer does not overwrite them. */
  typed: string[]
}

interface Opening {
  line: PortInLine
  msisdn: string
  zipCode: string
  accountDetails: AccountDetails
}

/** Old-service details as given in the add-port-in dialog or stored on the line (SPEC §3 attDetails.oldService). */
interface StoredOldService {
  billingAccountNumber?: string
  billingAccountPassword?: string
}

/** What the lines list knows of the old carrier account: the number, never the PIN. */
interface ListedOldService {
  billingAccountNumber?: string
}

export type PortInEvent =
  /** Next on the quick SIM check: the add-port-in dialog with the checked SIM number stored (add-portIn). */
  | ({ type: 'portIn.add'; iccid: string | null } & Opening)
  /**
   * The eligibility check said yes: the 'Good News!' dialog (add-portIn), with the SIM number and the old carrier
   * details when the customer already gave them on the way (quick SIM check, add-port-in dialog).
   */
  | ({ type: 'portIn.eligible'; iccid: string | null; oldService?: StoredOldService | null } & Opening)
  /**
   * Edit details of a transfer under way (edit-portIn): the account number from the lines list at once, the PIN
   * or password fetched when the dialog opens.
   */
  | ({ type: 'portIn.edit'; oldService: ListedOldService | null } & Opening)
  /** Re-submit a failed transfer (resubmit-portIn), prefilled likewise; the field the carrier refused is highlighted. */
  | ({
      type: 'portIn.resubmit'
      oldService: ListedOldService | null
      failureField?: string | null
      failureReason?: string | null
    } & Opening)
  /** 'Continue' on the 'Good News!' dialog. */
  | { type: 'eligible.continue' }
  | FieldChangeEvent
  /** Save / Re-submit. */
  | { type: 'form.submit' }
  /** Cancel or the close icon. */
  | { type: 'dialog.close' }

/** What the dialog says when the stored PIN or password could not be fetched. */
const OLD_SERVICE_NOT_LOADED = 'We could not load your saved PIN or password'

const blankValues = () => ({ billingAccount: '', pinPassword: '' })
const blank = (): PortInContext => ({
  values: blankValues(),
  errors: {},
  formError: null,
  retryAt: null,
  line: null,
  draft: null,
  accountDetails: {},
  typed: [],
})
const form = formKit<PortInContext, PortInEvent>(portInFormSchema)
const FORM_FIELDS = new Set(['billingAccount', 'pinPassword'])

const oldServiceOf = (context: PortInContext) => ({
  billingAccountNumber: context.values.billingAccount.trim(),
  billingAccountPassword: context.values.pinPassword.trim(),
})

/** The line, the account holder and the number of an opening event, over a blank form. */
const openWith = (event: Opening, iccid: string | null) => ({
  ...blank(),
  line: event.line,
  accountDetails: event.accountDetails,
  draft: { msisdn: event.msisdn, zipCode: event.zipCode, iccid },
})

/** POST portin/bring/number (add-portIn): with our carrier's SIM the old carrier details are not needed. */
const bringNumberInput = (context: PortInContext, isAttSim: boolean): BringNumberPayload => ({
  msisdn: context.draft!.msisdn,
  zipCode: context.draft!.zipCode,
  ...(isAttSim ? {} : { oldService: oldServiceOf(context) }),
  tempSubscriptionId: context.line!.id,
  iccid: context.draft!.iccid,
  isAttSim,
})

const portIn = setup({
  types: {} as MachineTypes<PortInContext, PortInEvent>,
  actors: {
    /** POST /app/users/portin/bring/number */
    bringNumber: providedByApp<PortInAnswer, BringNumberPayload>('bringNumber'),
    /** POST /app/users/portin/temp/update */
    updatePortInDetails: providedByApp<PortInAnswer, TempUpdatePayload>('updatePortInDetails'),
    /** POST /app/users/portin/make/start */
    makeStart: providedByApp<PortInAnswer, MakeStartPayload>('makeStart'),
    /** GET /app/users/portin/{lineId}/old-service: the stored old carrier details, PIN included. */
    loadOldService: providedByApp<OldServiceAnswer, { lineId: string }>('loadOldService'),
  },
  actions: {
    storeDraft: assign(({ event }) => {
      assertEvent(event, ['portIn.add', 'portIn.eligible'])
      const stored = event.type === 'portIn.eligible' ? event.oldService : null
      return {
        ...openWith(event, event.iccid),
        values: { billingAccount: stored?.billingAccountNumber ?? '', pinPassword: stored?.billingAccountPassword ?? '' },
      }
    }),
    prefillFromStored: assign(({ event }) => {
      assertEvent(event, ['portIn.edit', 'portIn.resubmit'])
      const errors: Record<string, string> = {}
      if (event.type === 'portIn.resubmit' && event.failureField && FORM_FIELDS.has(event.failureField)) {
        errors[event.failureField] = event.failureReason || 'Please check this detail with your old carrier'
      }
      return {
        ...openWith(event, null),
        values: { billingAccount: event.oldService?.billingAccountNumber ?? '', pinPassword: '' },
        errors,
      }
    }),
    /** Typing while the stored details load: that field is the customer's from now on. */
    markTyped: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      return { typed: context.typed.includes(event.field) ? context.typed : [...context.typed, event.field] }
    }),
    /** The stored details fill every field the customer has not typed in. */
    prefillOldService: assign(({ context }, { oldService }: OldServiceAnswer) => {
      const stored = { billingAccount: oldService?.billingAccountNumber, pinPassword: oldService?.billingAccountPassword }
      const values = { ...context.values }
      for (const field of ['billingAccount', 'pinPassword'] as const) {
        if (!context.typed.includes(field) && stored[field] !== undefined) values[field] = stored[field]
      }
      return { values, typed: [] }
    }),
    /** The stored details did not come: the dialog says so, and what the customer typed stays. */
    showLoadFailed: assign(({ event }) => ({
      formError: `${OLD_SERVICE_NOT_LOADED} (${errorOf(event).message.replace(/\.$/, '')}). Type it in, or close and try again later.`,
      typed: [],
    })),
    /** Clears the stored port-in data (SPEC §4) and the form. */
    clearDraft: assign(() => blank()),
    ...form.actions,
    /** SPEC §8: the long add-portIn success notice that stays open (provided by the app). */
    notifyStarted: () => {},
    /** A success notification with the server's message (provided by the app). */
    notifySaved: (_, _params: { message: string }) => {},
    /** An error notification with the server's message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
    /** Reloads the lines so each shows where its port-in stands (provided by the app). */
    reloadLines: () => {},
    /** Navigates to /dashboard (provided by the app). */
    goToDashboard: () => {},
    /**
     * add-portIn-details saved: the page moves on to the eligibility check with the number, the ZIP code and the
     * details just given (provided by the page).
     */
    detailsSaved: (_, _params: { lineId: string; msisdn: string; zipCode: string; oldService: Required<StoredOldService> }) => {},
    /** The transfer started or failed to: the page forgets the SIM number and details it held (provided by the page). */
    portInEnded: () => {},
  },
  guards: {
    ...form.guards,
    /** The stored SIM number is one of our carrier's SIMs (SPEC §4): no old carrier details needed. */
    hasOurSim: ({ context }) => isCarrierSim(context.draft?.iccid),
    /** The old carrier details were given on the way (add-port-in dialog): Continue sends them at once. */
    hasDetails: form.guards.isFormValid,
    /** The server refused a field of the form: show it there rather than giving up. */
    isFieldRefusal: ({ event }) => {
      const error = errorOf(event)
      return error.status === 422 && !!error.errors?.some((item) => FORM_FIELDS.has(item.field))
    },
  },
})

/** Cancel or the close icon on any port-in dialog. */
const closeClears = {
  target: '#portIn.closed',
  actions: 'clearDraft',
  description: 'Cancel or the close icon: the stored data is cleared',
} as const

/** A transfer request went through (add-portIn). */
const started = {
  target: '#portIn.closed',
  description: 'Started: the stored data is cleared and the long notice stays open',
  actions: ['clearDraft', 'notifyStarted', 'reloadLines', 'portInEnded'],
} as const

/** A detail the server refused: its message under the field, the dialog stays. */
const detailRefused = {
  guard: 'isFieldRefusal',
  target: 'details',
  description: 'A detail refused: its message under the field',
  actions: ['showProviderError', { type: 'notifyFailed', params: errorMessage }],
} as const

/** A failed start (add-portIn, resubmit-portIn) gives up on the transfer. */
const startFailed = {
  target: '#portIn.closed',
  description: 'The start failed: cleared, the server’s message, the dialog closes, off to /dashboard',
  actions: ['clearDraft', { type: 'notifyFailed', params: errorMessage }, 'portInEnded', 'goToDashboard'],
} as const

/** bring/number with the old carrier details; a refused detail goes back to the form, any other refusal gives up. */
const bringWithDetails = {
  id: 'bringNumber',
  src: 'bringNumber',
  input: ({ context }: { context: PortInContext }) => bringNumberInput(context, false),
  onDone: started,
  onError: [detailRefused, startFailed],
} as const

/** The old carrier details dialog of each mode: billingAccount and pinPassword; submitting goes to `sending`. */
function detailsState(description: string, sending: string, changeDescription = 'Typing clears that field’s error') {
  return portIn.createStateConfig({
    description,
    on: {
      'field.change': { actions: 'changeField', description: changeDescription },
      'form.submit': [
        { guard: { type: 'isFormValid', params: form.figures }, target: sending, description: 'Every field passes its check: sent' },
        { actions: 'showErrors', description: 'Invalid input: messages under the fields, nothing sent' },
      ],
      'dialog.close': closeClears,
    },
  })
}

/**
 * The dialog of edit and resubmit opens at once with what the lines list knows (the account number) while the
 * stored PIN or password is fetched (only this call returns it). The customer may type meanwhile; the
 * answer fills only the fields not typed in. A failed fetch keeps everything and says so in the dialog.
 */
function loadingDetailsState() {
  return portIn.createStateConfig({
    description:
      'The dialog is open, prefilled with the account number from the lines list; the stored PIN or password is fetched (GET portin/{lineId}/old-service). Save waits; typing and Cancel work.',
    tags: ['loading'],
    invoke: {
      id: 'loadOldService',
      src: 'loadOldService',
      input: ({ context }) => ({ lineId: context.line!.id }),
      onDone: {
        target: 'details',
        actions: withAnswer('prefillOldService'),
        description: 'Loaded: the stored details fill the fields the customer has not typed in',
      },
      onError: {
        target: 'details',
        actions: 'showLoadFailed',
        description: 'Not loaded: the dialog says so; what the customer typed stays',
      },
    },
    on: {
      'field.change': { actions: ['changeField', 'markTyped'], description: 'Typing while loading: kept when the details arrive' },
      'dialog.close': closeClears,
    },
  })
}

/**
 * Port-in (SPEC §2, §4, §7), one machine with its three modes as states:
 * - add-portIn details: Next on the quick SIM check opens "Let's port in your number" with the SIM number stored;
 *   Save stores the old carrier details (POST portin/temp/update, mode add-portIn-details) and hands over to the
 *   eligibility check.
 * - add-portIn: the eligibility check said yes → 'Good News! Your number is eligible for port-in' → Continue: with
 *   one of our carrier's SIMs stored, or the old carrier details already given, the request goes at once;
 *   otherwise "Let's port in your number" asks for the old carrier details → POST portin/bring/number. Success
 *   clears the stored data and shows the long stay-open notice; a failed start clears it, closes the dialog and
 *   goes to /dashboard.
 * - edit-portIn: "Let's port in your number", prefilled (the PIN fetched on opening) → POST portin/temp/update;
 *   failure keeps the dialog open.
 * - resubmit-portIn: "Re-submit port-in", prefilled likewise, the refused field highlighted → POST portin/make/start;
 *   a failed start clears, closes and goes to /dashboard like add.
 */
export const portInMachine = portIn.createMachine({
  id: 'portIn',
  description: 'Bringing a number over from another carrier: add, edit or re-submit the old carrier details.',
  context: blank,
  initial: 'closed',
  states: {
    closed: {
      description: 'The lines list, each line showing where its port-in stands; no port-in dialog is shown.',
      on: {
        'portIn.add': {
          target: 'addDetails',
          actions: 'storeDraft',
          description: 'Next on the quick SIM check: the add-port-in dialog with the SIM number stored',
        },
        'portIn.eligible': { target: 'addPortIn', actions: 'storeDraft', description: 'The eligibility check said yes' },
        'portIn.edit': { target: 'editPortIn', actions: 'prefillFromStored', description: 'Edit details of a transfer under way' },
        'portIn.resubmit': {
          target: 'resubmitPortIn',
          actions: 'prefillFromStored',
          description: 'Re-submit a failed transfer; the refused field is highlighted',
        },
      },
    },
    addDetails: {
      description:
        'Mode add-portIn, from the quick SIM check: the old carrier details stored before the start (POST portin/temp/update, add-portIn-details).',
      initial: 'details',
      states: {
        details: detailsState(
          "\"Let's port in your number\" / \"Please provide your old carrier details\": billingAccount, pinPassword, 'Save' and 'Cancel'.",
          'saving',
        ),
        saving: callState('Storing the old carrier details and the SIM number; Save spins.', 'updatePortInDetails', {
          input: ({ context }: { context: PortInContext }) => ({
            mode: 'add-portIn-details' as const,
            oldService: oldServiceOf(context),
            accountDetails: context.accountDetails,
            msisdn: context.draft!.msisdn,
            tempSubscriptionId: context.line!.id,
            iccid: context.draft!.iccid,
          }),
          onDone: {
            target: '#portIn.closed',
            description: 'Stored: the server’s message, and on to the eligibility check with the details given',
            actions: [
              { type: 'notifySaved', params: outputMessage },
              {
                type: 'detailsSaved',
                params: ({ context }: { context: PortInContext }) => ({
                  lineId: context.line!.id,
                  msisdn: context.draft!.msisdn,
                  zipCode: context.draft!.zipCode,
                  oldService: oldServiceOf(context),
                }),
              },
              'clearDraft',
            ],
          },
          onError: [
            detailRefused,
            {
              target: 'details',
              description: 'Refused: the server’s message; the dialog stays open',
              actions: ['showProviderError', { type: 'notifyFailed', params: errorMessage }],
            },
          ],
        }),
      },
    },
    addPortIn: {
      description: 'Mode add-portIn: starting a transfer (POST portin/bring/number).',
      initial: 'eligible',
      states: {
        eligible: {
          description: "The success dialog: 'Good News! Your number is eligible for port-in' and 'Continue'.",
          on: {
            'eligible.continue': [
              { guard: 'hasOurSim', target: 'startingWithOurSim', description: 'Our carrier’s SIM stored: the request goes at once' },
              {
                guard: { type: 'hasDetails', params: form.figures },
                target: 'startingWithDetails',
                description: 'The old carrier details already given: the request goes at once',
              },
              { target: 'details', description: 'Otherwise: the old carrier details dialog' },
            ],
            'dialog.close': closeClears,
          },
        },
        startingWithOurSim: callState('Sending the request at once (no old carrier details needed); Continue spins.', 'bringNumber', {
          input: ({ context }: { context: PortInContext }) => bringNumberInput(context, true),
          onDone: started,
          onError: startFailed,
        }),
        startingWithDetails: {
          description: 'Sending the request with the old carrier details given on the way; Continue spins.',
          tags: ['busy'],
          invoke: bringWithDetails,
        },
        details: detailsState(
          "\"Let's port in your number\" / \"Please provide your old carrier details\": billingAccount, pinPassword, 'Save' and 'Cancel'.",
          'starting',
        ),
        starting: {
          description: 'Sending the transfer request with the old carrier details; Save spins.',
          tags: ['busy'],
          invoke: bringWithDetails,
        },
      },
    },
    editPortIn: {
      description: 'Mode edit-portIn: new old carrier details for a transfer under way (POST portin/temp/update).',
      initial: 'loadingDetails',
      states: {
        loadingDetails: loadingDetailsState(),
        details: detailsState(
          "\"Let's port in your number\" / \"Please provide your old carrier details\", prefilled; 'Save' and 'Cancel'.",
          'saving',
        ),
        saving: callState('Saving the details; Save spins.', 'updatePortInDetails', {
          input: ({ context }: { context: PortInContext }) => ({
            oldService: oldServiceOf(context),
            accountDetails: context.accountDetails,
            msisdn: context.draft!.msisdn,
            tempSubscriptionId: context.line!.id,
          }),
          onDone: {
            target: '#portIn.closed',
            description: 'Saved: the server’s message, the lines reload',
            actions: [{ type: 'notifySaved', params: outputMessage }, 'reloadLines', 'clearDraft'],
          },
          onError: {
            target: 'details',
            description: 'Refused: the server’s message; the dialog stays open',
            actions: ['showProviderError', { type: 'notifyFailed', params: errorMessage }],
          },
        }),
      },
    },
    resubmitPortIn: {
      description: 'Mode resubmit-portIn: the transfer again with corrected details (POST portin/make/start).',
      initial: 'loadingDetails',
      states: {
        loadingDetails: loadingDetailsState(),
        details: detailsState(
          '"Re-submit port-in" / "Make sure the details are correct & click Re-submit", prefilled, the refused field highlighted; \'Re-submit\' and \'Cancel\'.',
          'resubmitting',
          'Typing clears that field’s highlight',
        ),
        resubmitting: callState('Re-submitting the transfer; Re-submit spins.', 'makeStart', {
          input: ({ context }: { context: PortInContext }) => ({
            oldService: { ...oldServiceOf(context), ...context.accountDetails },
            accountDetails: context.accountDetails,
            activationDetails: { iccid: context.line!.iccid, simType: context.line!.simType },
            msisdn: context.draft!.msisdn,
            tempSubscriptionId: context.line!.id,
          }),
          onDone: {
            target: '#portIn.closed',
            description: 'Re-submitted: the stored data is cleared, the server’s message, the lines reload',
            actions: ['clearDraft', { type: 'notifySaved', params: outputMessage }, 'reloadLines'],
          },
          onError: [detailRefused, startFailed],
        }),
      },
    },
  },
})
