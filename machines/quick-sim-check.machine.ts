import { assertEvent, assign, setup } from 'xstate'
import { isCarrierSim, quickSimCheckFormSchema } from '@contract/port-in'
import { formContext, formKit, type FieldChangeEvent, type FormContext } from './form'
import { closedState, type DialogEvent, type MachineTypes } from './chart'

interface QuickSimCheckContext extends FormContext<{ simNumber: string }> {
  /** The line whose number is to be brought over. */
  lineId: string | null
}

export type QuickSimCheckEvent =
  | DialogEvent<{ lineId: string }>
  | FieldChangeEvent
  /** The button while it reads 'Check'. */
  | { type: 'sim.check' }
  /** The button once it reads 'Next'. */
  | { type: 'sim.next' }

const blank = (): QuickSimCheckContext => ({ ...formContext({ simNumber: '' }), lineId: null })
const form = formKit<QuickSimCheckContext, QuickSimCheckEvent>(quickSimCheckFormSchema)

const quickSimCheck = setup({
  types: {} as MachineTypes<QuickSimCheckContext, QuickSimCheckEvent>,
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'dialog.open')
      return { ...blank(), lineId: event.lineId }
    }),
    reset: assign(() => blank()),
    changeField: form.actions.changeField,
    showErrors: form.actions.showErrors,
    /** Opens the add-port-in dialog for the line with this SIM number stored (provided by the app). */
    openAddPortIn: (_, _params: { lineId: string; simNumber: string }) => {},
  },
  guards: {
    isOurSim: ({ context }) => form.guards.isFormValid({ context }) && isCarrierSim(context.values.simNumber),
    isValidSim: form.guards.isFormValid,
  },
})

/** The result of Check, with the button now reading 'Next' (SPEC §4). */
function resultState(description: string) {
  return quickSimCheck.createStateConfig({
    description,
    on: {
      'field.change': { target: 'entering', actions: 'changeField', description: 'Any edit resets the result' },
      'sim.next': {
        target: 'closed',
        description: 'Next: the add-port-in dialog opens with this SIM number stored',
        actions: [
          { type: 'openAddPortIn', params: ({ context }) => ({ lineId: context.lineId!, simNumber: context.values.simNumber }) },
          'reset',
        ],
      },
      'dialog.close': { target: 'closed', actions: 'reset', description: 'Cancel or the close icon' },
    },
  })
}

/**
 * Quick SIM check (SPEC §2, §4): the customer types the number of the SIM card in the phone that has the number to
 * bring. Check tells whether that SIM is one of our carrier's (SPEC §4 prefixes: no new SIM needed) or not (a new
 * SIM is on us); any edit resets the result; Next hands the SIM number to the add-port-in dialog.
 */
export const quickSimCheckMachine = quickSimCheck.createMachine({
  id: 'quickSimCheck',
  description: 'Checking whether the SIM card the customer already has can take the number over (Quick SIM check).',
  context: blank,
  initial: 'closed',
  states: {
    closed: closedState('The lines list; the dialog is not shown.', {
      target: 'entering',
      actions: 'start',
      description: 'Quick SIM check: an empty SIM number',
    }),
    entering: {
      description: "The SIM number input (digits, up to 22) and the 'Check' button; no result shown.",
      on: {
        'field.change': { actions: 'changeField', description: 'Typing clears the field’s error' },
        'sim.check': [
          { guard: { type: 'isOurSim', params: form.figures }, target: 'simReady', description: 'One of our carrier’s SIMs' },
          { guard: { type: 'isValidSim', params: form.figures }, target: 'newSimNeeded', description: 'Another carrier’s SIM' },
          { actions: 'showErrors', description: "Not 18-22 digits: 'ICCID number should be 18-22 digits'" },
        ],
        'dialog.close': { target: 'closed', actions: 'reset', description: 'Cancel or the close icon' },
      },
    },
    simReady: resultState("'Your existing SIM card is all set for porting…'; the button reads 'Next'."),
    newSimNeeded: resultState("'Your porting requires a new SIM card…'; the button reads 'Next'."),
  },
})
