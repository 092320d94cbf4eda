import { useEffect, useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react'
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
function handleEnter(event: KeyboardEvent, onEnter: (() => void) | undefined) {
  if (event.key !== 'Enter' || event.isComposing) return
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
  // Enter is a native key-down listener (the form is not an interactive element for React's handlers), on the
  // document so that it runs after the fields' own React handlers (React listens at the app's root, below the
  // document), for key presses inside this form only.
  const onEnterRef = useRef(onEnter)
  useEffect(() => {
    onEnterRef.current = onEnter
  })
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) return
      handleEnter(
        event,
        onEnterRef.current &&
          (() => {
            onEnterRef.current?.()
            setTimeout(() => focusFirstInvalid(form), 0)
          }),
      )
    }
    const { ownerDocument } = form
    ownerDocument.addEventListener('keydown', onKeyDown)
    return () => ownerDocument.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <form
      {...props}
      ref={formRef}
      noValidate
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
