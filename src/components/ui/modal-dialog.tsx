import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useState } from 'react'
import { dialog } from 'styled-system/recipes/dialog'
import { CloseIcon } from './icons'
import type { ModalProps } from './modal-props'
import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'

/**
 * The modal over Ark Dialog that `Modal` loads when it first opens: title, optional picture and description, body,
 * footer and a close icon. Its portal is added when it first opens, and kept after (the closing animation).
 */
export default function ModalDialog({
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
  // Ark's dialog is mounted closed and opened by the next commit, as a dialog that was on the page all along. A
  // dialog mounted open takes the layer of a dialog closing in the same commit as its parent, and is dismissed with
  // it ('Verify' closing the check as 'Good News!' opens: tests/views/lines-port-in.test.tsx).
  const [mounted, setMounted] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second commit is the point: Ark sees it open
  useEffect(() => setMounted(true), [])
  const shown = mounted && open
  const dismiss = onClose ?? onCancel
  const classes = dialog({ size, centered: centered ?? Boolean(picture) })
  return (
    <Dialog.Root
      open={shown}
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
      {mounted ? (
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
