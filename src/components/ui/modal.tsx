import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useState, type ReactNode } from 'react'
import { dialog, type DialogVariantProps } from 'styled-system/recipes/dialog'
import { DeleteWarning } from '../illustrations/delete-warning'
import { Button } from './button'
import { CloseIcon } from './icons'
import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'

export interface ModalProps extends DialogVariantProps {
  open: boolean
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons along the bottom edge. */
  footer?: ReactNode
  /** A picture above the title (success, failure, warning dialogs). */
  picture?: ReactNode
  /** Called by the close icon, Escape and a click outside. When absent, those call `onCancel` (SPEC §2). */
  onClose?: () => void
  onCancel?: () => void
  /** Accessible name of the close icon. */
  closeLabel?: string
  /** `alertdialog` for confirmations that interrupt the customer. */
  role?: 'dialog' | 'alertdialog'
}

/**
 * A modal over Ark Dialog: title, optional picture and description, body, footer and a close icon. Its portal is
 * added when it first opens, and kept after (the closing animation): a closed dialog's portal drew again after
 * every hydration (Ark's `Portal` has a server snapshot), once per dialog of the page.
 */
export function Modal({
  open,
  title,
  description,
  children,
  footer,
  picture,
  onClose,
  onCancel,
  closeLabel: closeLabelProp,
  role = 'dialog',
  size,
  centered,
}: ModalProps) {
  const t = useT(uiMessages)
  const closeLabel = closeLabelProp ?? t('ui.dialog.close')
  const [opened, setOpened] = useState(open)
  // Derived during the render (React's "storing information from previous renders"): no extra commit.
  if (open && !opened) setOpened(true)
  const dismiss = onClose ?? onCancel
  const classes = dialog({ size, centered: centered ?? Boolean(picture) })
  return (
    <Dialog.Root
      open={open}
      role={role}
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        if (!details.open) dismiss?.()
      }}
      // A notification lies over the page, and at 375 px over the dialog too: tapping it, or closing it, is not
      // leaving the dialog (the customer would lose what they typed).
      onInteractOutside={(event) => {
        const target = event.detail.target
        if (target instanceof Element && target.closest('[data-scope="toast"]')) event.preventDefault()
      }}
      // Focus cannot leave a modal dialog by the customer's hand (the dialog traps it); when it lands outside, a
      // script put it there: another dialog closing gives focus back to what had it before it opened. One dialog
      // closing as the next opens ('Try again' on a failure dialog reopens the form under it) must not close the
      // new one. The customer still closes a dialog by Escape, the close icon, its buttons or a click outside.
      onFocusOutside={(event) => event.preventDefault()}
    >
      {opened ? (
        <Portal>
          <Dialog.Backdrop className={classes.backdrop} />
          <Dialog.Positioner className={classes.positioner}>
            <Dialog.Content className={classes.content}>
              <Dialog.CloseTrigger className={classes.closeTrigger} aria-label={closeLabel}>
                <CloseIcon />
              </Dialog.CloseTrigger>
              <div className={classes.header}>
                {picture ? <div className={classes.picture}>{picture}</div> : null}
                <Dialog.Title className={classes.title}>{title}</Dialog.Title>
                {description ? <Dialog.Description className={classes.description}>{description}</Dialog.Description> : null}
              </div>
              {children ? <div className={classes.body}>{children}</div> : null}
              {footer ? <div className={classes.footer}>{footer}</div> : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      ) : null}
    </Dialog.Root>
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
