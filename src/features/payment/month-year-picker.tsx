import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { monthYearPicker } from 'styled-system/recipes/month-year-picker'
import { ChevronDownIcon } from '@/components/ui/icons'
import { CalendarIcon } from './icons'
import type { MonthYearPickerApi } from './use-month-year-picker'

export interface MonthYearPickerProps {
  api: MonthYearPickerApi
  /** What the button filters, for assistive technology ("Order history month"). */
  label: string
}

/**
 * The month/year filter (SPEC §2): the button shows e.g. 'Mar 2026'; the menu opens on the year list headed
 * 'Year', then the months Jan-Dec of that year under a year heading that goes back to the list.
 */
export function MonthYearPicker({ api, label }: MonthYearPickerProps) {
  const classes = monthYearPicker()
  return (
    <Popover.Root
      open={api.open}
      onOpenChange={(details) => api.setOpen(details.open)}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger className={classes.trigger} aria-label={`${label}: ${api.label}`}>
        <CalendarIcon />
        {api.label}
        <ChevronDownIcon />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={classes.positioner}>
          <Popover.Content className={classes.content} aria-label={`Choose the ${label.toLowerCase()}`}>
            {api.choosingYear ? (
              <>
                <p className={classes.heading} id="month-year-picker-years">
                  Year
                </p>
                <div className={classes.grid} role="group" aria-labelledby="month-year-picker-years">
                  {api.years.map((year) => (
                    <button
                      key={year.year}
                      type="button"
                      className={classes.option}
                      aria-pressed={year.selected}
                      data-today={year.current ? '' : undefined}
                      onClick={year.choose}
                    >
                      {year.year}
                    </button>
                  ))}
                </div>
              </>
            ) : (
              <>
                <div className={classes.heading}>
                  <button type="button" className={classes.headingButton} onClick={api.showYears} aria-label={`${api.viewYear}, choose another year`}>
                    {api.viewYear}
                    <ChevronDownIcon />
                  </button>
                </div>
                <div className={classes.grid} role="group" aria-label={`Months of ${api.viewYear}`}>
                  {api.months.map((month) => (
                    <button
                      key={month.month}
                      type="button"
                      className={classes.option}
                      aria-pressed={month.selected}
                      data-today={month.current ? '' : undefined}
                      disabled={month.disabled}
                      onClick={month.choose}
                    >
                      {month.name}
                    </button>
                  ))}
                </div>
              </>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
