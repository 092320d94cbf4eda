import { useId, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { Modal } from '../../components/ui/modal'

export interface FormDialogProps {
  open: boolean
  title: string
  description?: ReactNode
  submitLabel: string
  cancelLabel?: string
  /** The call is in flight: the primary button spins, Cancel waits. */
  busy?: boolean
  onSubmit: () => void
  /** Cancel, the close icon, Escape and a click outside. */
  onClose: () => void
  children: ReactNode
}

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', width: 'full' })

/**
 * A modal holding one form: the fields, then Cancel and the primary button (a submit button, so Enter in a field
 * submits). After a refused submit the first field that needs the customer gets the focus.
 */
export function FormDialog({ open, title, description, submitLabel, cancelLabel = 'Cancel', busy = false, onSubmit, onClose, children }: FormDialogProps) {
  const formId = useId()
  return (
    <Modal
      open={open}
      title={title}
      description={description}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} size="lg" loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={title}
        className={formStyle}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault()
          const form = event.currentTarget
          onSubmit()
          setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
        }}
      >
        {children}
      </form>
    </Modal>
  )
}
