import { assign, setup } from 'xstate'
import type { MachineTypes } from './chart'

/** A month of a year; month 1-12. */
export interface MonthOfYear {
  month: number
  year: number
}

export interface MonthYearPickerInput {
  /** The month shown on the button at first. */
  selected: MonthOfYear
  /** Today's month: the year list starts from its year, and later months are not offered unless `allowFuture`. */
  today: MonthOfYear
  /** Offer the years forward from this one instead of back (SPEC §9). */
  allowFuture?: boolean
}

export interface MonthYearPickerContext {
  selected: MonthOfYear
  today: MonthOfYear
  allowFuture: boolean
  /** The year whose months the grid shows (the one chosen in the year list). */
  viewYear: number
}

export type MonthYearPickerEvent =
  | { type: 'picker.toggle' }
  | { type: 'picker.close' }
  | { type: 'year.choose'; year: number }
  | { type: 'years.show' }
  | { type: 'month.choose'; month: number }

/** SPEC §9: twelve years in the list. */
export const YEAR_COUNT = 12
/** SPEC §9: three-letter English month names. */
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** The years the list offers: this year and the 11 before it, or the 11 after it when the future is allowed. */
export function yearsOf(context: Pick<MonthYearPickerContext, 'today' | 'allowFuture'>): number[] {
  const { year } = context.today
  return Array.from({ length: YEAR_COUNT }, (_, index) => (context.allowFuture ? year + index : year - index))
}

/** Whether a month of a year may be chosen: any month when the future is allowed, else up to this month. */
export function isMonthOffered(context: Pick<MonthYearPickerContext, 'today' | 'allowFuture'>, month: number, year: number) {
  if (month < 1 || month > 12 || !yearsOf(context).includes(year)) return false
  if (context.allowFuture) return true
  return year < context.today.year || month <= context.today.month
}

/** 'Mar 2026' */
export const monthYearLabel = ({ month, year }: MonthOfYear) => `${MONTH_NAMES[month - 1] ?? ''} ${year}`

/**
 * The month/year picker (SPEC §2, §4, §9): a button showing e.g. 'Mar 2026'; it opens on the year list headed
 * 'Year', a year opens its month grid (Jan-Dec), the year heading goes back to the list, and a month choice
 * closes the menu 300 ms later.
 */
export const monthYearPickerMachine = setup({
  types: {} as MachineTypes<MonthYearPickerContext, MonthYearPickerEvent, MonthYearPickerInput>,
  actions: {
    viewYear: assign({ viewYear: ({ event }) => (event.type === 'year.choose' ? event.year : 0) }),
    viewSelectedYear: assign({ viewYear: ({ context }) => context.selected.year }),
    choose: assign({
      selected: ({ context, event }) => (event.type === 'month.choose' ? { month: event.month, year: context.viewYear } : context.selected),
    }),
    /** Tells the page the month the customer chose (provided: e.g. the order history's filter). */
    announceChoice: (_, _params: MonthOfYear) => {},
  },
  guards: {
    isOfferedYear: ({ context, event }) => event.type === 'year.choose' && yearsOf(context).includes(event.year),
    isOfferedMonth: ({ context, event }) => event.type === 'month.choose' && isMonthOffered(context, event.month, context.viewYear),
  },
  delays: {
    /** SPEC §9: the menu closes 300 ms after a choice, so the customer sees what they chose. */
    closeDelay: 300,
  },
}).createMachine({
  id: 'monthYearPicker',
  description: 'The month and year filter: a button, a year list, a month grid.',
  context: ({ input }) => ({
    selected: input.selected,
    today: input.today,
    allowFuture: input.allowFuture ?? false,
    viewYear: input.selected.year,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: "The button shows the chosen month and year, e.g. 'Mar 2026'.",
      on: { 'picker.toggle': { target: 'choosingYear', actions: 'viewSelectedYear', description: 'Open on the year list' } },
    },
    choosingYear: {
      description: "The year list headed 'Year': this year and the 11 before it (after it when the future is allowed).",
      on: {
        'year.choose': { guard: 'isOfferedYear', target: 'choosingMonth', actions: 'viewYear', description: 'A year' },
        'picker.toggle': { target: 'closed', description: 'The button again' },
        'picker.close': { target: 'closed', description: 'Escape or a click outside' },
      },
    },
    choosingMonth: {
      description: 'The months Jan-Dec of the chosen year under a year heading; months still to come are not offered.',
      on: {
        'month.choose': {
          guard: 'isOfferedMonth',
          target: 'closing',
          actions: ['choose', { type: 'announceChoice', params: ({ context, event }) => ({ month: event.month, year: context.viewYear }) }],
          description: 'A month: the button shows it and the page filters by it',
        },
        'years.show': { target: 'choosingYear', description: 'The year heading: back to the year list' },
        'picker.toggle': { target: 'closed', description: 'The button again' },
        'picker.close': { target: 'closed', description: 'Escape or a click outside' },
      },
    },
    closing: {
      description: 'The chosen month stays highlighted for a moment before the menu closes.',
      after: { closeDelay: { target: 'closed', description: '300 ms later' } },
    },
  },
})
