import { assign, setup } from 'xstate'
import { SIM_MESSAGES, simActivationFormSchema, type SimKit } from '@contract/sim'
import { editingTransitions, errorOf, formContext, formKit, type FieldChangeEvent, type FormContext } from './form'
import { providedByApp } from './provided'
import { callState, lineIdOf, readState, retryState, routeByAnswer, withAnswer, type MachineTypes } from './chart'

export interface SimActivationContext extends FormContext<{ iccid: string }> {
  lineId: string
  kit: SimKit | null
  /** Why the kit could not be read. */
  loadError: string | null
}

export type SimActivationEvent =
  | FieldChangeEvent
  /** 'Activate SIM' (button or Enter in the ICCID field). */
  | { type: 'form.submit' }
  /** 'Check again' while the kit is on its way, or 'Try again' after a failed read. */
  | { type: 'kit.refresh' }

const form = formKit<SimActivationContext, SimActivationEvent>(simActivationFormSchema)

/** The server said the kit is locked (the last wrong try, or a locked kit). */
const isLockedError = ({ event }: { event: Parameters<typeof errorOf>[0] }) => {
  const error = errorOf(event)
  return error.message === SIM_MESSAGES.locked || !!error.errors?.some((entry) => entry.message === SIM_MESSAGES.locked)
}

/**
 * Activating a shipped SIM kit on a physical line's card: the kit's shipment (packed, shipped with
 * its tracking number, delivered; the carrier simulator moves it), then, once delivered, the ICCID printed on the
 * card, checked by the form's rules (19-20 digits, Luhn) and by the server against the SIM shipped (a wrong one
 * costs a try; after the last, activation is locked). The right one starts activation; the lines reload.
 */
export const simActivationMachine = setup({
  types: {} as MachineTypes<SimActivationContext, SimActivationEvent, { lineId: string }>,
  actors: {
    /** GET /app/lines/{lineId}/sim */
    loadKit: providedByApp<SimKit, { lineId: string }>('loadKit'),
    /** POST /app/lines/{lineId}/sim/activate {iccid} */
    activateSim: providedByApp<SimKit, { lineId: string; iccid: string }>('activateSim'),
  },
  actions: {
    ...form.actions,
    keepKit: assign((_, kit: SimKit) => ({ kit, loadError: null })),
    keepLoadError: assign(({ event }) => ({ loadError: errorOf(event).message })),
    /** Reloads the lines so the card shows the line activating (provided by the app). */
    reloadLines: () => {},
    /** A success notification (provided by the app). */
    notifyActivated: () => {},
  },
  guards: {
    ...form.guards,
    isActivated: (_, kit: SimKit) => kit.stage === 'activated',
    canActivate: (_, kit: SimKit) => kit.canActivate,
    isLocked: (_, kit: SimKit) => kit.stage === 'delivered' && kit.triesLeft === 0,
    isLockedError,
  },
}).createMachine({
  id: 'simActivation',
  description: 'A shipped SIM card: where it is on its way, then activating it with the ICCID printed on the card.',
  context: ({ input }) => ({ ...formContext({ iccid: '' }), lineId: input.lineId, kit: null, loadError: null }),
  initial: 'loading',
  states: {
    loading: readState('A spinner while the SIM kit is read.', 'loadKit', {
      input: lineIdOf,
      onDone: routeByAnswer('keepKit', [
        { guard: 'isActivated', target: 'activated', description: 'Already activated' },
        { guard: 'isLocked', target: 'locked', description: 'Five wrong SIM numbers: activation locked' },
        { guard: 'canActivate', target: 'ready', description: 'Delivered: the activation form' },
        { target: 'onItsWay', description: 'Not delivered yet' },
      ]),
      onError: { target: 'failed', actions: 'keepLoadError', description: 'Could not load: the reason and Try again' },
    }),
    failed: retryState("The kit could not be read: the message and 'Try again'.", 'kit.refresh'),
    onItsWay: {
      description: 'The shipment steps (packed, shipped with the tracking number, delivered) and when it is expected; "Check again".',
      on: { 'kit.refresh': { target: 'loading', description: 'Check again' } },
    },
    ready: {
      description: 'Delivered: the steps done, the instructions and the "SIM card number (ICCID)" field with "Activate SIM".',
      initial: 'editing',
      states: {
        editing: {
          description: "The ICCID field; its rules and the server's answer show under it, with the tries left.",
          on: editingTransitions({
            guard: 'isFormValid',
            figures: form.figures,
            target: 'activating',
            invalid: 'Not 19-20 digits, or a mistyped digit (Luhn): the message under the field, nothing sent',
          }),
        },
        activating: callState('Sending the ICCID; the button spins.', 'activateSim', {
          input: ({ context }: { context: SimActivationContext }) => ({ lineId: context.lineId, iccid: context.values.iccid }),
          onDone: {
            target: '#simActivation.activated',
            actions: [withAnswer('keepKit'), 'notifyActivated', 'reloadLines'],
            description: 'The SIM shipped: activation starts, the lines reload',
          },
          onError: [
            {
              guard: 'isLockedError',
              target: '#simActivation.locked',
              actions: 'showProviderError',
              description: 'The last try was wrong: locked',
            },
            {
              target: 'editing',
              actions: 'showProviderError',
              description: 'Another SIM (a try less), or not possible now: the message',
            },
          ],
        }),
      },
    },
    locked: {
      description: 'Too many wrong SIM numbers: activation is locked; the customer is asked to contact us.',
    },
    activated: {
      description: 'The SIM is activated; the line shows its activation on its card.',
    },
  },
})
