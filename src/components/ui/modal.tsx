import { lazy, Suspense, useState, type ReactNode } from 'react'
import { DeleteWarning } from '../illustrations/delete-warning'
import { Button } from './button'
import type { ModalProps } from './modal-props'
import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'

const ModalDialog = lazy(() => import('./modal-dialog'))

/**
 * A modal dialog (Ark Dialog): title, optional picture and description, body, footer and a close icon. Its code loads
 * when it first opens, so a page draws its closed dialogs for nothing (`npm run bench:bundle` lists what a page
 * loads); once open it stays mounted, for its closing animation and the next opening.
 */
export function Modal(props: ModalProps) {
  // Remembered from an earlier render (React's documented way to keep what a previous render saw).
  const [wanted, setWanted] = useState(props.open)
  if (props.open && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  ) : null
}

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  description?: ReactNode
  /** What the dialog shows between its description and its buttons (figures, a field, the card to charge…). */
  children?: ReactNode
  /** The confirm button's text ('Pay $12.00', 'Cancel pass', 'Get a transfer PIN'…). */
  confirmLabel: ReactNode
  /** Cancel's text; 'Cancel' unless given ('Keep pass'). */
  cancelLabel?: ReactNode
  /** The confirm button: calls this, or submits the form `form` names (Enter in its field does the same). */
  onConfirm?: () => void
  /** The id of the form in `children` that the confirm button submits. */
  form?: string
  /** Cancel; also the close icon, Escape and a click outside unless `onClose` is given. */
  onCancel: () => void
  onClose?: () => void
  /** The call is in flight: the confirm button spins and Cancel waits. */
  busy?: boolean
  /** False keeps the confirm button disabled (no card to charge, no first day yet). */
  canConfirm?: boolean
  /** `alertdialog` for a confirmation that interrupts the customer (cancelling a pass, deleting a card). */
  role?: 'dialog' | 'alertdialog'
  /** The small centred form with a picture above the title ('Delete Card?'), with regular-size buttons. */
  picture?: ReactNode
}

/**
 * A dialog that asks before a change: title, description, what it is about, then Cancel and the confirm button
 * (SPEC §2). Every confirm-or-cancel dialog of the app is this one, so Cancel waits and the button spins the same
 * way everywhere while the change is on its way.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel: cancelLabelProp,
  onConfirm,
  form,
  onCancel,
  onClose = onCancel,
  busy = false,
  canConfirm = true,
  role = 'dialog',
  picture,
}: ConfirmDialogProps) {
  const t = useT(uiMessages)
  const buttonSize = picture ? undefined : 'lg'
  return (
    <Modal
      open={open}
      role={role}
      title={title}
      description={description}
      onClose={onClose}
      {...(picture ? { picture, size: 'sm' as const, centered: true } : {})}
      footer={
        <>
          <Button variant="outline" size={buttonSize} onClick={onCancel} disabled={busy}>
            {cancelLabelProp ?? t('ui.dialog.cancel')}
          </Button>
          <Button
            variant="solid"
            size={buttonSize}
            onClick={onConfirm}
            {...(form ? { type: 'submit' as const, form } : {})}
            loading={busy}
            disabled={!canConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  )
}

export interface ConfirmationModalProps {
  open: boolean
  title: ReactNode
  message?: ReactNode
  /** Defaults to the delete-warning picture (SPEC §2). */
  picture?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
  onClose?: () => void
  /** The confirm button shows a spinner and is disabled while the action runs. */
  loading?: boolean
}

/** A confirmation with a picture ('Delete Card?' — 'Yes, Delete' / 'Cancel'): the small centred `ConfirmDialog`. */
export function ConfirmationModal({ message, picture, loading, ...props }: ConfirmationModalProps) {
  return <ConfirmDialog {...props} role="alertdialog" description={message} picture={picture ?? <DeleteWarning />} busy={loading} />
}

export interface OutcomeDialogProps {
  open: boolean
  /** The success, failure or warning picture above the title. */
  picture: ReactNode
  title: ReactNode
  description?: ReactNode
  /** The one button along the bottom ('Try again', 'Done', 'Continue'…). */
  actionLabel: ReactNode
  onAction: () => void
  /** The close icon, Escape and a click outside; the same as the button unless given. */
  onClose?: () => void
  /** The button spins while the action runs. */
  loading?: boolean
  role?: 'dialog' | 'alertdialog'
  children?: ReactNode
}

/** A small centred dialog that says how something went, with one full-width button (SPEC §2 result dialogs). */
export function OutcomeDialog({
  open,
  picture,
  title,
  description,
  actionLabel,
  onAction,
  onClose = onAction,
  loading,
  role = 'alertdialog',
  children,
}: OutcomeDialogProps) {
  return (
    <Modal
      open={open}
      size="sm"
      centered
      role={role}
      picture={picture}
      title={title}
      description={description}
      onClose={onClose}
      footer={
        <Button variant="solid" size="lg" fullWidth onClick={onAction} loading={loading}>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </Modal>
  )
}
