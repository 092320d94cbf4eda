import { expect } from 'vitest'
import { MONTH_NAMES, monthYearLabel, YEAR_COUNT, yearsOf } from '@machines/month-year-picker.machine'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { monthYearPickerSamples, TODAY } from './month-year-picker.samples'

/** What the button shows after each choice the samples can make (month/year), and before any. */
const BUTTON_LABELS: Record<string, string> = {
  start: 'Mar 2026',
  '2/2026': 'Feb 2026',
  '12/2026': 'Dec 2026',
  '2/2015': 'Feb 2015',
  '12/2015': 'Dec 2015',
  '2/2037': 'Feb 2037',
  '12/2037': 'Dec 2037',
}

const announced = (calls: RecordedCall[]) => calls.filter((call) => call.name === 'announceChoice')

describeMachinePaths({
  ...monthYearPickerSamples,
  expectations: {
    closed: ({ snapshot, event, previous, stepCalls, events }) => {
      // The button: the month last chosen on this path (in the year chosen before it), else March 2026 as both
      // samples start; written out, not recomputed.
      let chosen = 'start'
      let year = 0
      for (const step of events) {
        if (step.type === 'year.choose') year = step.year
        if (step.type === 'month.choose' && snapshot.context.selected.month === step.month) chosen = `${step.month}/${year}`
      }
      expect(monthYearLabel(snapshot.context.selected)).toBe(BUTTON_LABELS[chosen])
      expect(stepCalls).toEqual([])
      // Closing without a choice keeps the month the button showed.
      if (event?.type === 'picker.close' || event?.type === 'picker.toggle')
        expect(snapshot.context.selected).toEqual(previous?.context.selected)
    },
    choosingYear: ({ snapshot, event }) => {
      const years = yearsOf(snapshot.context)
      expect(years).toHaveLength(YEAR_COUNT)
      expect(years[0]).toBe(TODAY.year)
      // Back from this year: 2026 … 2015; forward when the future is allowed: 2026 … 2037.
      expect(years.at(-1)).toBe(snapshot.context.allowFuture ? TODAY.year + 11 : TODAY.year - 11)
      // It always opens on the year list, with the chosen year marked.
      if (event?.type === 'picker.toggle') expect(snapshot.context.viewYear).toBe(snapshot.context.selected.year)
      expect(snapshot.can({ type: 'year.choose', year: TODAY.year - 12 })).toBe(false)
      expect(snapshot.can({ type: 'year.choose', year: snapshot.context.allowFuture ? TODAY.year - 1 : TODAY.year + 1 })).toBe(false)
    },
    choosingMonth: ({ snapshot, event }) => {
      if (event?.type === 'year.choose') expect(snapshot.context.viewYear).toBe(event.year)
      expect(MONTH_NAMES).toHaveLength(12)
      expect(snapshot.can({ type: 'years.show' })).toBe(true)
      // Months still to come are offered only when the future is allowed.
      const futureMonth = { type: 'month.choose' as const, month: TODAY.month + 1 }
      if (snapshot.context.viewYear === TODAY.year) expect(snapshot.can(futureMonth)).toBe(snapshot.context.allowFuture)
      else expect(snapshot.can(futureMonth)).toBe(true)
      expect(snapshot.can({ type: 'month.choose', month: 13 })).toBe(false)
    },
    closing: ({ snapshot, event, previous, stepCalls }) => {
      if (event?.type !== 'month.choose') throw new Error('closing follows a month choice')
      const chosen = { month: event.month, year: previous!.context.viewYear }
      expect(snapshot.context.selected).toEqual(chosen)
      // The page hears of the choice at once; the menu closes 300 ms later.
      expect(announced(stepCalls)).toHaveLength(1)
      expect(snapshot.machine.implementations.delays.closeDelay).toBe(300)
      expect(snapshot.can({ type: 'month.choose', month: 1 })).toBe(false)
    },
  },
})
