import { useId, type ReactNode } from 'react'
import { choice } from 'styled-system/recipes/choice'

/** A radio or checkbox drawn as a card (checkout's number, SIM and payment; the family dialogs' choices). */
export function ChoiceCard({
  type = 'radio',
  name,
  value,
  checked,
  disabled,
  onChange,
  icon,
  title,
  badge,
  children,
  aside,
  invalid,
}: {
  type?: 'radio' | 'checkbox'
  name: string
  value: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  icon?: ReactNode
  title: ReactNode
  badge?: ReactNode
  children?: ReactNode
  aside?: ReactNode
  invalid?: boolean
}) {
  const classes = choice()
  const textId = useId()
  return (
    <label className={classes.root} data-invalid={invalid ? '' : undefined} data-choice={value}>
      <input
        type={type}
        className={classes.input}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={children ? textId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {icon ? (
        <span className={classes.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={classes.body}>
        <span className={classes.title}>
          {title}
          {badge}
        </span>
        {children ? (
          <span id={textId} className={classes.text}>
            {children}
          </span>
        ) : null}
      </span>
      {aside ? <span className={classes.aside}>{aside}</span> : null}
    </label>
  )
}

/** One radio card of a `ChoiceCards` list: its value, what it says (`text` under the title), its icon and badge. */
export interface ChoiceOption<V extends string> {
  value: V
  title: ReactNode
  text?: ReactNode
  icon?: ReactNode
  badge?: ReactNode
  aside?: ReactNode
  disabled?: boolean
}

/**
 * The radio cards of one choice, one card per option, all named `name`: the card of `value` is checked, choosing a
 * card calls `onChoose` with its value; `invalid` marks every card (nothing chosen yet).
 */
export function ChoiceCards<V extends string>({
  name,
  options,
  value,
  onChoose,
  invalid,
}: {
  name: string
  options: readonly ChoiceOption<V>[]
  value: V | null | undefined
  onChoose: (value: V) => void
  invalid?: boolean
}) {
  return options.map(({ text, ...option }) => (
    <ChoiceCard
      key={option.value}
      {...option}
      name={name}
      checked={option.value === value}
      onChange={() => onChoose(option.value)}
      invalid={invalid}
    >
      {text}
    </ChoiceCard>
  ))
}

/**
 * A group of choice cards with its legend and, under it, the message that says what is missing (already
 * translated). An empty string keeps the alert in place with nothing in it, so a message that appears later is
 * announced; undefined draws no alert.
 */
export function ChoiceGroup({
  legend,
  columns,
  error,
  children,
}: {
  legend: string
  columns?: 1 | 2
  error?: string
  children: ReactNode
}) {
  const classes = choice({ columns: columns === 2 ? '2' : '1' })
  const errorId = useId()
  return (
    <div>
      <fieldset className={classes.group} aria-describedby={error ? errorId : undefined}>
        <legend className={classes.legend}>{legend}</legend>
        {children}
      </fieldset>
      {error !== undefined ? (
        <p id={errorId} className={classes.errorText} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
