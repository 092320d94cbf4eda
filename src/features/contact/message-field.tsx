import { useId, type ChangeEvent } from 'react'
import { cx } from 'styled-system/css'
import { contactLayout } from 'styled-system/recipes/contact-layout'
import { field } from 'styled-system/recipes/field'
import { validationMessages } from '@/i18n/catalogues/validation'
import { useTranslateText } from '@/i18n/react'

export interface MessageFieldProps {
  label: string
  name: string
  value: string
  error: string | null
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void
  maxLength: number
  disabled?: boolean
}

/** A labelled multi-line field with the error area under it and a character count (the contact message). */
export function MessageField({ label, name, value, error, onChange, maxLength, disabled }: MessageFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const countId = `${id}-count`
  const classes = field()
  const layout = contactLayout()
  const invalid = Boolean(error)
  const translate = useTranslateText(validationMessages)
  return (
    <div className={classes.root} data-invalid={invalid ? '' : undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.control} data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        <textarea
          id={id}
          name={name}
          rows={6}
          className={classes.textarea}
          value={value}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : countId}
        />
      </div>
      <div className={layout.messageFoot}>
        <p id={errorId} className={classes.errorText} role="alert">
          {error ? translate(error) : ''}
        </p>
        <p id={countId} className={cx(classes.helperText, layout.count)}>
          {value.length}/{maxLength}
        </p>
      </div>
    </div>
  )
}
