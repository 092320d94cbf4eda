/** Sample events and starting inputs of the month/year picker: shared by its path tests and the scenario catalogue. */
import { monthYearPickerMachine } from '@machines/month-year-picker.machine'
import type { MachineSamples } from '../support/machine-graph'
import { bare } from './sample-events'

export const TODAY = { month: 3, year: 2026 }

export const monthYearPickerSamples = {
  machine: monthYearPickerMachine,
  inputs: {
    // The order history's picker (the app's one) on its full view: this month chosen, past months only. First, so
    // that the covering scenarios come from it and the browser replays them on that page.
    'as the order history opens it': { selected: TODAY, today: TODAY },
    'future months allowed': { selected: { month: 3, year: 2026 }, today: TODAY, allowFuture: true },
  },
  events: {
    ...bare('picker.toggle', 'picker.close'),
    // This year, last year, and the year a future-allowing picker reaches 11 years on.
    'year.choose': [
      { type: 'year.choose', year: 2026 },
      { type: 'year.choose', year: 2015 },
      { type: 'year.choose', year: 2037 },
    ],
    ...bare('years.show'),
    'month.choose': [
      { type: 'month.choose', month: 2 },
      { type: 'month.choose', month: 12 },
    ],
    'xstate.after.closeDelay': [{ type: 'xstate.after.closeDelay.monthYearPicker.closing' } as never],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.viewYear, s.context.selected]),
} satisfies MachineSamples<typeof monthYearPickerMachine>
