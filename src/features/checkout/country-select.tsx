import { createListCollection, Select } from '@ark-ui/react/select'
import { useId, useMemo } from 'react'
import { select } from 'styled-system/recipes/select'
import { flag } from 'styled-system/recipes/flag'
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons'
import { checkoutMessages } from '@/i18n/catalogues/checkout'
import { validationMessages } from '@/i18n/catalogues/validation'
import { useT, useTranslateText } from '@/i18n/react'

/** The United States flag, small enough for a select row (no emoji font needed). */
function UsFlag() {
  const stripes = Array.from({ length: 7 }, (_, i) => <rect key={i} y={i * (20 / 6.5)} width="38" height={20 / 13} fill="#B22234" />)
  return (
    <svg viewBox="0 0 38 20" className={flag()} data-flag="" aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <rect width="38" height="20" fill="#fff" />
      {stripes}
      <rect width="15.2" height={20 * (7 / 13)} fill="#3C3B6E" />
      {[1.6, 4.6, 7.6, 10.6, 13.6].flatMap((x) =>
        [1.6, 4.4, 7.2, 10].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.55" fill="#fff" />),
      )}
    </svg>
  )
}

const FLAGS: Record<string, () => React.JSX.Element> = { US: UsFlag }

export interface CountryOption {
  value: string
  label: string
}

/**
 * The country select of the shipping step (SPEC §3: value, label and flag; default label 'Country'), over Ark
 * Select with the dropdown's recipe, each option with its flag.
 */
export function CountrySelect({
  options,
  value,
  onChange,
  error,
}: {
  options: readonly CountryOption[]
  value: string | null
  onChange: (value: string | null) => void
  error?: string | null
}) {
  const collection = useMemo(
    () =>
      createListCollection<CountryOption>({ items: [...options], itemToString: (item) => item.label, itemToValue: (item) => item.value }),
    [options],
  )
  const classes = select()
  const errorId = `${useId()}-error`
  const t = useT(checkoutMessages)
  const translate = useTranslateText(validationMessages)
  const selected = options.find((option) => option.value === value) ?? null
  const SelectedFlag = selected ? FLAGS[selected.value] : undefined
  return (
    <Select.Root
      className={classes.root}
      collection={collection}
      name="country"
      invalid={Boolean(error)}
      lazyMount
      unmountOnExit
      positioning={{ sameWidth: true, gutter: 6 }}
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? null)}
    >
      <Select.Label className={classes.label}>{t('checkout.shipping.country')}</Select.Label>
      <Select.Control className={classes.control}>
        <Select.Trigger className={classes.trigger} aria-describedby={error ? errorId : undefined}>
          {SelectedFlag ? <SelectedFlag /> : null}
          <Select.ValueText
            className={classes.valueText}
            placeholder={t('checkout.shipping.country')}
            data-placeholder={selected ? undefined : ''}
          />
          <Select.Indicator className={classes.indicator}>
            <ChevronDownIcon />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner className={classes.positioner}>
        <Select.Content className={classes.content}>
          {options.map((option) => {
            const Flag = FLAGS[option.value]
            return (
              <Select.Item key={option.value} item={option} className={classes.item}>
                <Select.ItemText className={classes.itemText}>
                  {Flag ? <Flag /> : null} {option.label}
                </Select.ItemText>
                <Select.ItemIndicator className={classes.itemIndicator}>
                  <CheckIcon />
                </Select.ItemIndicator>
              </Select.Item>
            )
          })}
        </Select.Content>
      </Select.Positioner>
      <Select.HiddenSelect />
      <p id={errorId} className={classes.errorText} role="alert">
        {error ? translate(error) : ''}
      </p>
    </Select.Root>
  )
}
