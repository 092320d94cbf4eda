import type { SnapshotFrom } from 'xstate'
import { useFlow } from '@/lib/flow'
import { useLocaleFormat } from '@/i18n/locale-format'
import { localeFormat, type LocaleFormat } from '@/lib/locale'
import {
  isMonthOffered,
  monthYearPickerMachine,
  yearsOf,
  type MonthOfYear,
  type MonthYearPickerEvent,
} from '@machines/month-year-picker.machine'

type Snapshot = SnapshotFrom<typeof monthYearPickerMachine>

/** One year in the picker's year list. */
interface PickerYear {
  year: number
  /** The year of the chosen month. */
  selected: boolean
  /** This year. */
  current: boolean
  /** Shows that year's months. */
  choose: () => void
}

/** One month in the picker's month grid. */
interface PickerMonth {
  /** 1-12. */
  month: number
  /** The month's short name ('Mar'). */
  name: string
  /** The chosen month. */
  selected: boolean
  /** This month. */
  current: boolean
  /** Months still to come are not offered unless the future is allowed. */
  disabled: boolean
  choose: () => void
}

/** The month/year picker as the view needs it: its trigger's label, the year list, then the month grid. */
export interface MonthYearPickerApi {
  /** The chosen month ('Mar 2026'). */
  label: string
  /** The menu is open. */
  open: boolean
  /** The year list headed 'Year' (else the month grid under the chosen year). */
  choosingYear: boolean
  toggle: () => void
  /** Ark's popover asks to open or close (trigger, Escape, a click outside). */
  setOpen: (next: boolean) => void
  years: PickerYear[]
  /** The month grid's heading: the year, which goes back to the year list. */
  viewYear: number
  showYears: () => void
  months: PickerMonth[]
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: MonthYearPickerEvent) => void, f: LocaleFormat = localeFormat()): MonthYearPickerApi {
  const { selected, viewYear, today } = snapshot.context
  const open = !snapshot.matches('closed')
  const choosingYear = snapshot.matches('choosingYear')
  return {
    label: f.monthYear(selected),
    open,
    choosingYear,
    toggle: () => send({ type: 'picker.toggle' }),
    setOpen: (next: boolean) => {
      if (next !== open) send({ type: next ? 'picker.toggle' : 'picker.close' })
    },
    years: yearsOf(snapshot.context).map((year) => ({
      year,
      selected: year === selected.year,
      current: year === today.year,
      choose: () => send({ type: 'year.choose', year }),
    })),
    viewYear,
    showYears: () => send({ type: 'years.show' }),
    months: f.monthNames().map((name, index) => ({
      month: index + 1,
      name,
      selected: selected.year === viewYear && selected.month === index + 1,
      current: today.year === viewYear && today.month === index + 1,
      disabled: !isMonthOffered(snapshot.context, index + 1, viewYear),
      choose: () => send({ type: 'month.choose', month: index + 1 }),
    })),
  }
}

export interface UseMonthYearPickerOptions {
  selected: MonthOfYear
  today: MonthOfYear
  allowFuture?: boolean
  /** Called once per choice, as soon as the month is chosen (the menu closes 300 ms later). */
  onChange: (value: MonthOfYear) => void
}

/** Binds the month/year picker machine; the page hears of each choice through `onChange`. */
export function useMonthYearPicker({ selected, today, allowFuture, onChange }: UseMonthYearPickerOptions): MonthYearPickerApi {
  const f = useLocaleFormat()
  return useFlow(
    monthYearPickerMachine,
    { actions: { announceChoice: (_, value) => onChange(value) }, input: { selected, today, allowFuture } },
    (snapshot, send) => connect(snapshot, send, f),
  )
}
