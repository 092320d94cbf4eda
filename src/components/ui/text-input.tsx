import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { field } from 'styled-system/recipes/field'
import { uiMessages } from '@/i18n/catalogues/ui'
import { validationMessages } from '@/i18n/catalogues/validation'
import { useT, useTranslateText } from '@/i18n/react'
import { EyeIcon, EyeOffIcon } from './icons'

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label (also the input's accessible name). */
  label: ReactNode
  /** The form field name as spelt in SPEC §3 (email, password, zipCode…). */
  name: string
  /** The field's error; shown in the error text area under the field and announced. */
  error?: string | null
  /** A hint under the field, shown while there is no error. */
  helperText?: ReactNode
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean
  /**
   * Key-down handler. Enter runs it and does NOT submit an enclosing form (its default is prevented), so a
   * field can trigger its own action (SPEC §2: pressing a key in the nickname input triggers save).
   * Without a handler Enter behaves as usual.
   */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  className?: string
}

/**
 * A labelled text input with an error text area and, for `type="password"`, a visibility toggle.
 * A plain input rather than Ark's Field: the error must be wired through aria-describedby from the first render,
 * and this stays light enough for every form.
 */
export function TextInput({
  label,
  name,
  error,
  helperText,
  hideLabel = false,
  type = 'text',
  id: idProp,
  onKeyDown,
  required,
  disabled,
  className,
  ...rest
}: TextInputProps) {
  const uid = useId()
  // A message of contract/'s rules, in the page's language (a server's message is already in it).
  const translate = useTranslateText(validationMessages)
  const t = useT(uiMessages)
  const id = idProp ?? `field-${name}-${uid}`
  const errorId = `${id}-error`
  const helperId = `${id}-helper`
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  const invalid = Boolean(error)
  const classes = field({ hideLabel })
  const describedBy = [invalid ? errorId : null, helperText && !invalid ? helperId : null].filter(Boolean).join(' ')

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!onKeyDown) return
    if (event.key === 'Enter') event.preventDefault()
    onKeyDown(event)
  }

  return (
    <div className={cx(classes.root, className)} data-invalid={invalid ? '' : undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? (
          <span className={classes.requiredIndicator} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={classes.control} data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        <input
          id={id}
          name={name}
          type={isPassword && revealed ? 'text' : type}
          className={classes.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          required={required}
          disabled={disabled}
          onKeyDown={handleKeyDown}
          {...rest}
        />
        {isPassword ? (
          <button
            type="button"
            className={classes.toggle}
            aria-label={t(revealed ? 'ui.password.hide' : 'ui.password.show')}
            aria-controls={id}
            disabled={disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      {helperText && !invalid ? (
        <p id={helperId} className={classes.helperText}>
          {helperText}
        </p>
      ) : null}
      <p id={errorId} className={classes.errorText} role="alert" hidden={!invalid && Boolean(helperText)}>
        {error ? translate(error) : ''}
      </p>
    </div>
  )
}

/** An email address: the email keyboard, the browser's autofill of one and its check of the address's form. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" inputMode="email" autoComplete="email" {...props} />
}

/** A phone number without its country code: the number pad, autofilled with the national number. */
export function PhoneNumberInput(props: TextInputProps) {
  return <TextInput type="tel" inputMode="numeric" autoComplete="tel-national" {...props} />
}

/**
 * A password, masked, with the reveal button. `autoComplete` tells a password manager which one it is: the current
 * password (it fills it in) or a new one (it offers one, and saves what is chosen).
 */
export function PasswordInput(props: TextInputProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <TextInput type="password" {...props} />
}
