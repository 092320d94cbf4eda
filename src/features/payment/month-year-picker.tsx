import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { monthYearPicker } from 'styled-system/recipes/month-year-picker'
import { ChevronDownIcon } from '@/components/ui/icons'
import { CalendarIcon } from './icons'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { useT } from '@/i18n/react'
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
  const t = useT(paymentMessages)
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
          <Popover.Content className={classes.content} aria-label={t('payment.picker.choose', { what: label.toLowerCase() })}>
            {api.choosingYear ? (
              <>
                <p className={classes.heading} id="month-year-picker-years">
                  {t('payment.picker.year')}
                </p>
                <PickerGrid
                  classes={classes}
                  aria-labelledby="month-year-picker-years"
                  options={api.years.map((year) => ({ ...year, key: year.year, text: year.year }))}
                />
              </>
            ) : (
              <>
                <div className={classes.heading}>
                  <button
                    type="button"
                    className={classes.headingButton}
                    onClick={api.showYears}
                    aria-label={t('payment.picker.otherYear', { year: api.viewYear })}
                  >
                    {api.viewYear}
                    <ChevronDownIcon />
                  </button>
                </div>
                <PickerGrid
                  classes={classes}
                  aria-label={t('payment.picker.months', { year: api.viewYear })}
                  options={api.months.map((month) => ({ ...month, key: month.month, text: month.name }))}
                />
              </>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

/** The years or the months of the menu, a group of buttons: pressed when chosen, marked when it is today's. */
function PickerGrid({
  classes,
  options,
  ...name
}: {
  classes: { grid: string; option: string }
  options: { key: number; text: ReactNode; selected: boolean; current: boolean; disabled?: boolean; choose: () => void }[]
  'aria-label'?: string
  'aria-labelledby'?: string
}) {
  return (
    <div className={classes.grid} role="group" {...name}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className={classes.option}
          aria-pressed={option.selected}
          data-today={option.current ? '' : undefined}
          disabled={option.disabled}
          onClick={option.choose}
        >
          {option.text}
        </button>
      ))}
    </div>
  )
}
