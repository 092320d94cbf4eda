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
                <div className={classes.grid} role="group" aria-labelledby="month-year-picker-years">
                  {api.years.map((year) => (
                    <PickerOption key={year.year} option={year} className={classes.option}>
                      {year.year}
                    </PickerOption>
                  ))}
                </div>
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
                <div className={classes.grid} role="group" aria-label={t('payment.picker.months', { year: api.viewYear })}>
                  {api.months.map((month) => (
                    <PickerOption key={month.month} option={month} className={classes.option}>
                      {month.name}
                    </PickerOption>
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

/** One year or month in the menu: pressed when chosen, marked when it is today's. */
function PickerOption({
  option,
  className,
  children,
}: {
  option: { selected: boolean; current: boolean; disabled?: boolean; choose: () => void }
  className: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={option.selected}
      data-today={option.current ? '' : undefined}
      disabled={option.disabled}
      onClick={option.choose}
    >
      {children}
    </button>
  )
}
