import { useId, type ReactNode } from 'react'
import { formLayout } from 'styled-system/recipes/form-layout'
import { Button } from './button'
import { MachineForm } from './machine-form'
import { Modal } from './modal'
import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'

export interface FormDialogProps {
  open: boolean
  /** The dialog's title, which also names its form. */
  title: string
  description?: ReactNode
  /** The primary button's text ('Save Changes', 'Send me the code', 'Change Password'…). */
  submitLabel: string
  cancelLabel?: string
  /** The call is in flight: the primary button spins, Cancel and closing wait. */
  busy?: boolean
  /** False keeps the primary button disabled (e.g. the email code until 5 digits). */
  canSubmit?: boolean
  onSubmit: () => void
  /** Cancel, the close icon, Escape and a click outside. */
  onClose: () => void
  /** When Cancel does something else than closing (the email code step goes back to the email). */
  onCancel?: () => void
  /** A one-field dialog: Enter in the field saves, as the primary button does (SPEC §5). */
  enterSaves?: boolean
  children: ReactNode
}

/** What a dialog flow's API offers (shown, in flight, submit, close), spread into FormDialog with `formDialogOf`. */
export interface DialogFlowApi {
  open: boolean
  busy: boolean
  submit: () => void
  close: () => void
}

/** FormDialog's open, busy, submit and close props from a dialog flow's API: `<FormDialog {...formDialogOf(api)} …>`. */
export function formDialogOf(api: DialogFlowApi) {
  return { open: api.open, busy: api.busy, onSubmit: api.submit, onClose: api.close }
}

const formStyle = formLayout().form

/**
 * A modal holding one form: the fields, then Cancel and the primary button, which submits the form. Enter in a
 * field does not submit (SPEC §5), except in a one-field dialog (`enterSaves`), where it saves through the form's
 * key-down handler. After a refused submit the first field that needs the customer gets the focus.
 */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  cancelLabel: cancelLabelProp,
  busy = false,
  canSubmit = true,
  onSubmit,
  onClose,
  onCancel,
  enterSaves = false,
  children,
}: FormDialogProps) {
  const t = useT(uiMessages)
  const cancelLabel = cancelLabelProp ?? t('ui.dialog.cancel')
  const formId = useId()
  return (
    <Modal
      open={open}
      title={title}
      description={description}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onCancel ?? onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} size="lg" loading={busy} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <MachineForm
        id={formId}
        aria-label={title}
        className={formStyle}
        onSubmit={onSubmit}
        onEnter={enterSaves ? () => canSubmit && !busy && onSubmit() : undefined}
      >
        {children}
      </MachineForm>
    </Modal>
  )
}

/** Two fields side by side from 426 px up, stacked on phones. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={formLayout().pair}>{children}</div>
}
