import { Portal } from '@ark-ui/react/portal'
import { createListCollection, Select, useSelectContext } from '@ark-ui/react/select'
import { useId, useMemo, type KeyboardEvent, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { select } from 'styled-system/recipes/select'
import { CheckIcon, ChevronDownIcon } from './icons'
import { Spinner } from './spinner'
import { uiMessages } from '@/i18n/catalogues/ui'
import { validationMessages } from '@/i18n/catalogues/validation'
import { useT, useTranslateText } from '@/i18n/react'

export interface DropdownOption {
  value: string
  label: string
  disabled?: boolean
}

export interface DropdownProps {
  label: ReactNode
  /** The form field name (state, streetDirection, country…); also names the hidden native select. */
  name?: string
  options: DropdownOption[]
  /** The selected value; `null` for none. Leave undefined for an uncontrolled dropdown. */
  value?: string | null
  defaultValue?: string | null
  onChange?: (value: string | null, option: DropdownOption | null) => void
  placeholder?: string
  /** While true the menu shows "Loading..." instead of options. */
  loading?: boolean
  error?: string | null
  disabled?: boolean
  required?: boolean
  /** Choosing the selected option again clears it (SPEC §2: street direction). */
  deselectable?: boolean
  hideLabel?: boolean
  noOptionsText?: string
  loadingText?: string
  className?: string
  /**
   * Renders the menu in a portal at the end of the page, so a scrolling container (a dialog's body) does not clip
   * it. The menu keeps its own layer (3000, above modals).
   */
  portalled?: boolean
}

/** SPEC §9: keyboard paging moves the highlight by five options. */
const DROPDOWN_PAGE_SIZE = 5

/** The menu with PageUp/PageDown paging, which Ark's select does not do by itself. */
function PagedContent({ className, children }: { className: string; children: ReactNode }) {
  const api = useSelectContext()
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return
    const items = api.collection.items as DropdownOption[]
    const enabled = items.filter((item) => !item.disabled)
    if (enabled.length === 0) return
    event.preventDefault()
    const current = enabled.findIndex((item) => item.value === api.highlightedValue)
    const step = event.key === 'PageDown' ? DROPDOWN_PAGE_SIZE : -DROPDOWN_PAGE_SIZE
    const next = Math.min(enabled.length - 1, Math.max(0, (current < 0 ? 0 : current) + step))
    api.setHighlightValue(enabled[next].value)
  }
  return (
    <Select.Content className={className} onKeyDown={onKeyDown}>
      {children}
    </Select.Content>
  )
}

function ValueText({ className, placeholder }: { className: string; placeholder: string }) {
  const api = useSelectContext()
  return <Select.ValueText className={className} placeholder={placeholder} data-placeholder={api.value.length === 0 ? '' : undefined} />
}

/** A dropdown field over Ark Select: 56 px rows, 'Select...', 'No options', 'Loading...' (SPEC §2, §9). */
export function Dropdown({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  placeholder: placeholderProp,
  loading = false,
  error,
  disabled,
  required,
  deselectable,
  hideLabel,
  noOptionsText: noOptionsProp,
  loadingText: loadingProp,
  className,
  portalled = false,
}: DropdownProps) {
  const t = useT(uiMessages)
  const translate = useTranslateText(validationMessages)
  const placeholder = placeholderProp ?? t('ui.dropdown.placeholder')
  const noOptionsText = noOptionsProp ?? t('ui.dropdown.noOptions')
  const loadingText = loadingProp ?? t('ui.dropdown.loading')
  const collection = useMemo(
    () =>
      createListCollection<DropdownOption>({
        items: options,
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [options],
  )
  const errorId = `${useId()}-error`
  const classes = select({ hideLabel })
  const invalid = Boolean(error)
  const controlled = value !== undefined

  const menu = (
    <Select.Positioner className={classes.positioner}>
      <PagedContent className={classes.content}>
        {loading ? (
          <div className={classes.loading} role="status">
            <Spinner size="sm" />
            {loadingText}
          </div>
        ) : options.length === 0 ? (
          <div className={classes.empty}>{noOptionsText}</div>
        ) : (
          options.map((option) => (
            <Select.Item key={option.value} item={option} className={classes.item}>
              <Select.ItemText className={classes.itemText}>{option.label}</Select.ItemText>
              <Select.ItemIndicator className={classes.itemIndicator}>
                <CheckIcon />
              </Select.ItemIndicator>
            </Select.Item>
          ))
        )}
      </PagedContent>
    </Select.Positioner>
  )

  return (
    <Select.Root
      className={cx(classes.root, className)}
      collection={collection}
      name={name}
      disabled={disabled}
      required={required}
      invalid={invalid}
      deselectable={deselectable}
      lazyMount
      unmountOnExit
      positioning={{ sameWidth: true, gutter: 6 }}
      {...(controlled ? { value: value ? [value] : [] } : { defaultValue: defaultValue ? [defaultValue] : undefined })}
      onValueChange={(details) => {
        const option = (details.items[0] as DropdownOption | undefined) ?? null
        onChange?.(option?.value ?? null, option)
      }}
    >
      <Select.Label className={classes.label}>{label}</Select.Label>
      <Select.Control className={classes.control}>
        <Select.Trigger className={classes.trigger} aria-describedby={invalid ? errorId : undefined}>
          <ValueText className={classes.valueText} placeholder={placeholder} />
          <Select.Indicator className={classes.indicator}>
            <ChevronDownIcon />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      {portalled ? <Portal>{menu}</Portal> : menu}
      <Select.HiddenSelect />
      <p id={errorId} className={classes.errorText} role="alert">
        {error ? translate(error) : ''}
      </p>
    </Select.Root>
  )
}
