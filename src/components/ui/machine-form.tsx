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
  children: ReactNode
}

/**
 * A form that never reloads the page and leaves validation to its machine (no browser bubbles). After a refused
 * submit the cursor goes to the first field that needs the customer; React renders the machine's messages first.
 */
export function MachineForm({ onSubmit, busy = false, children, ...props }: MachineFormProps) {
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
