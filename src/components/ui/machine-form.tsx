import { useEffect, useRef, type FormEvent, type FormHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react'
import { focusFirstInvalid } from '@/lib/focus'

export interface MachineFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Hands the submit to the form's machine, which validates and shows the messages under the fields. */
  onSubmit: () => void
  /**
   * The submit's call is in flight. When it ends (the server refused a field), the cursor goes to the first
   * field that needs the customer, as after a refused submit.
   */
  busy?: boolean
  /**
   * SPEC §5: Enter in a text input never submits the form natively. Where the customer expects Enter to act (a
   * one-field dialog saves, a sign-in step moves on), this explicit key-down handler runs instead.
   */
  onEnter?: () => void
  children: ReactNode
}

/** Inputs whose Enter would submit the form natively (buttons, checkboxes and radios keep their own keys). */
const TYPING_INPUT = /^(text|email|password|tel|number|search|url|date|month|week|time|datetime-local)$/

/**
 * Enter in a text input: the native submit is prevented; the form's explicit handler runs, unless a field ran its
 * own (TextInput's onKeyDown prevents the default first) or an input method is composing a character.
 */
function handleEnter(event: KeyboardEvent<HTMLFormElement>, onEnter: (() => void) | undefined) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
  const target = event.target
  if (!(target instanceof HTMLInputElement) || !TYPING_INPUT.test(target.type)) return
  const handledByField = event.defaultPrevented
  event.preventDefault()
  if (!handledByField) onEnter?.()
}

/**
 * A form that never reloads the page and leaves validation to its machine (no browser bubbles). Enter in a field
 * does not submit it (SPEC §5): only the submit button does, and `onEnter` where Enter should act. After a refused
 * submit the cursor goes to the first field that needs the customer; React renders the machine's messages first.
 */
export function MachineForm({ onSubmit, busy = false, onEnter, children, ...props }: MachineFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const wasBusy = useRef(busy)
  useEffect(() => {
    if (wasBusy.current && !busy) focusFirstInvalid(formRef.current)
    wasBusy.current = busy
  }, [busy])
  return (
    <form
      {...props}
      ref={formRef}
      noValidate
      onKeyDown={(event) => {
        props.onKeyDown?.(event)
        handleEnter(event, onEnter && (() => {
          onEnter()
          setTimeout(() => focusFirstInvalid(formRef.current), 0)
        }))
      }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        onSubmit()
        setTimeout(() => focusFirstInvalid(formRef.current), 0)
      }}
    >
      {children}
    </form>
  )
}
