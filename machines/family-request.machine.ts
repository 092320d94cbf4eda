import { assertEvent, assign, setup } from 'xstate'
import { REQUEST_VALID_HOURS, type FamilyChangeAnswer, type RequestPayload } from '@contract/family'
import { callState, readState, withAnswer, type MachineTypes } from './chart'
import { errorOf } from './results'
import { providedByApp } from './provided'
import { readFailedDialog, type FamilyFlowOutput } from './family-invite.machine'

/** What a member may ask for on their line: the line's data add-ons and the plans, each with what it costs. */
export interface RequestOptions {
  addOns: { addOnId: string; name: string; total: number }[]
  plans: { planId: string; name: string; price: number; current: boolean }[]
}

export interface FamilyRequestInput {
  lineId: string
  /** The line's plan now: a plan change offers the others. */
  planName: string
}

interface RequestContext {
  lineId: string
  planName: string
  options: RequestOptions | null
  kind: 'addOn' | 'planChange'
  /** The add-on or plan chosen, by id. */
  itemId: string | null
  error: string | null
  answer: FamilyChangeAnswer | null
}

export type FamilyRequestEvent =
  /** "An add-on" / "A plan change". */
  | { type: 'kind.choose'; kind: 'addOn' | 'planChange' }
  /** A radio: the add-on or the plan. */
  | { type: 'item.choose'; itemId: string }
  /** "Send request". */
  | { type: 'request.submit' }
  | { type: 'options.retry' }
  | { type: 'close' }

/**
 * A member asks for an add-on (such as 3 GB of data) or a plan change on their own line: the owner or a manager
 * approves it (charged to the owner's card) or declines it within 24 hours, after which it expires. Both see the
 * request and its answer in the history on the Family page.
 */
export const familyRequestMachine = setup({
  types: {} as MachineTypes<RequestContext, FamilyRequestEvent, FamilyRequestInput> & { output: FamilyFlowOutput },
  actors: {
    /** GET /app/line-care/lines/{lineId}/add-ons and GET /app/plans: what may be asked for. */
    loadOptions: providedByApp<RequestOptions, { lineId: string; planName: string }>('loadOptions'),
    /** POST /app/family/requests {kind, lineId, addOnId | planId} */
    sendRequest: providedByApp<FamilyChangeAnswer, RequestPayload>('sendRequest'),
  },
  guards: {
    /** The chosen add-on or plan is one offered (a plan other than the line's own). */
    isOffered: ({ context, event }) => {
      assertEvent(event, 'item.choose')
      return context.kind === 'addOn'
        ? !!context.options?.addOns.some((offer) => offer.addOnId === event.itemId)
        : !!context.options?.plans.some((plan) => plan.planId === event.itemId && !plan.current)
    },
    itemChosen: ({ context }) => context.itemId !== null,
  },
  actions: {
    keepOptions: assign((_, options: RequestOptions) => ({
      options,
      // A line with no add-on to offer starts on the plans.
      kind: options.addOns.length ? ('addOn' as const) : ('planChange' as const),
      error: null,
    })),
    chooseKind: assign(({ event }) => {
      assertEvent(event, 'kind.choose')
      return { kind: event.kind, itemId: null, error: null }
    }),
    chooseItem: assign(({ event }) => {
      assertEvent(event, 'item.choose')
      return { itemId: event.itemId, error: null }
    }),
    askForItem: assign(({ context }) => ({ error: context.kind === 'addOn' ? 'Choose an add-on' : 'Choose a plan' })),
    keepError: assign(({ event }) => ({ error: errorOf(event).errors?.[0]?.message ?? errorOf(event).message })),
    keepAnswer: assign((_, answer: FamilyChangeAnswer) => ({ answer })),
  },
}).createMachine({
  id: 'familyRequest',
  description: 'A member asks the group owner for an add-on or a plan change on their own line.',
  context: ({ input }) => ({
    lineId: input.lineId,
    planName: input.planName,
    options: null,
    kind: 'addOn',
    itemId: null,
    error: null,
    answer: null,
  }),
  initial: 'loadingOptions',
  output: ({ context }) => context.answer,
  states: {
    loadingOptions: readState('The dialog opens with a spinner while the add-ons and plans are read.', 'loadOptions', {
      input: ({ context }: { context: RequestContext }) => ({ lineId: context.lineId, planName: context.planName }),
      onDone: { target: 'choosing', actions: withAnswer('keepOptions'), description: 'The choices' },
      onError: { target: 'failed', actions: 'keepError', description: 'Could not read them' },
    }),
    failed: readFailedDialog(
      'The dialog says the choices could not be read, with Try again and Cancel.',
      'options.retry',
      'loadingOptions',
    ),
    choosing: {
      description: `"An add-on" or "A plan change", a radio per choice with its price, who pays (the group owner), that it waits ${REQUEST_VALID_HOURS} hours for an answer; "Send request" and "Cancel".`,
      on: {
        'kind.choose': { actions: 'chooseKind', description: 'An add-on / A plan change' },
        'item.choose': { guard: 'isOffered', actions: 'chooseItem', description: 'Chooses one' },
        'request.submit': [
          { guard: 'itemChosen', target: 'sending', description: 'Send request' },
          { actions: 'askForItem', description: 'Nothing chosen: says so' },
        ],
        close: { target: 'cancelled', description: 'Cancel' },
      },
    },
    sending: callState('"Send request" spins.', 'sendRequest', {
      input: ({ context }: { context: RequestContext }): RequestPayload =>
        context.kind === 'addOn'
          ? { kind: 'addOn', lineId: context.lineId, addOnId: context.itemId ?? '' }
          : { kind: 'planChange', lineId: context.lineId, planId: context.itemId ?? '' },
      onDone: { target: 'sent', actions: withAnswer('keepAnswer'), description: 'Sent' },
      onError: { target: 'choosing', actions: 'keepError', description: 'Refused (one already waits, not allowed): says so' },
    }),
    sent: { type: 'final', description: 'The dialog closes; the request shows as waiting for an answer.' },
    cancelled: { type: 'final', description: 'The dialog closes; nothing is sent.' },
  },
})
