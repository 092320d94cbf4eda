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

/** A confirmation dialog ('Delete Card?' — 'Yes, Delete' / 'Cancel'). */
export function ConfirmationModal({
  open,
  title,
  message,
  picture,
  confirmLabel,
  cancelLabel: cancelLabelProp,
  onConfirm,
  onCancel,
  onClose,
  loading = false,
}: ConfirmationModalProps) {
  const t = useT(uiMessages)
  const cancelLabel = cancelLabelProp ?? t('ui.dialog.cancel')
  return (
    <Modal
      open={open}
      role="alertdialog"
      size="sm"
      centered
      title={title}
      description={message}
      picture={picture ?? <DeleteWarning />}
      onClose={onClose}
      onCancel={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant="solid" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
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
