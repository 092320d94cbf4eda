import { PinInput as ArkPinInput, usePinInput } from '@ark-ui/react/pin-input'
import { useImperativeHandle, useMemo, type ReactNode, type Ref } from 'react'
import { cx } from 'styled-system/css'
import { pinInput } from 'styled-system/recipes/pin-input'

/** What a parent can do to the boxes (e.g. put the cursor back in the first box after a wrong code). */
export interface PinInputHandle {
  focus: () => void
}

export interface PinInputProps {
  /** The visible label (also names the group of boxes). */
  label: ReactNode
  /** How many boxes: 6 for the sign-in code, 5 for the email-change code. */
  length: number
  /** The code so far, as a string of digits (controlled). */
  value: string
  /** Called with the digits typed or pasted so far (boxes left empty are skipped). */
  onValueChange: (value: string) => void
  /** Called once every box holds a digit. */
  onComplete?: (value: string) => void
  /** Form field name of the hidden input that carries the whole code. */
  name?: string
  disabled?: boolean
  invalid?: boolean
  autoFocus?: boolean
  /** Describes the boxes for assistive technology (e.g. the id of the error or hint under them). */
  describedBy?: string
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean
  className?: string
  ref?: Ref<PinInputHandle>
}

/**
 * One-time code boxes over Ark PinInput: digits only, `autocomplete="one-time-code"` so phones offer the code
 * from the message, and a pasted code ("123 456", "123-456") spreads over the boxes.
 */
export function PinInput({
  label,
  length,
  value,
  onValueChange,
  onComplete,
  name,
  disabled,
  invalid,
  autoFocus,
  describedBy,
  hideLabel,
  className,
  ref,
}: PinInputProps) {
  const boxes = useMemo(() => Array.from({ length }, (_, index) => value[index] ?? ''), [length, value])
  const classes = pinInput({ hideLabel })
  const api = usePinInput({
    count: length,
    value: boxes,
    type: 'numeric',
    otp: true,
    name,
    disabled,
    invalid,
    autoFocus,
    placeholder: '',
    selectOnFocus: true,
    sanitizeValue: (raw) => raw.replace(/\D/g, ''),
    onValueChange: (details) => onValueChange(details.value.join('')),
    onValueComplete: (details) => onComplete?.(details.valueAsString),
    translations: { inputLabel: (index, count) => `Digit ${index + 1} of ${count}` },
  })
  useImperativeHandle(ref, () => ({ focus: () => api.focus() }), [api])

  return (
    <ArkPinInput.RootProvider value={api} className={cx(classes.root, className)}>
      <ArkPinInput.Label className={classes.label}>{label}</ArkPinInput.Label>
      <ArkPinInput.Control className={classes.control} aria-describedby={describedBy}>
        {boxes.map((_, index) => (
          <ArkPinInput.Input key={index} index={index} className={classes.input} inputMode="numeric" />
        ))}
      </ArkPinInput.Control>
      <ArkPinInput.HiddenInput />
    </ArkPinInput.RootProvider>
  )
}
