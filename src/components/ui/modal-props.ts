import type { ReactNode } from 'react'
import type { DialogVariantProps } from 'styled-system/recipes/dialog'

/**
 * What a modal dialog takes: `Modal` (modal.tsx, loaded with the page) passes it on to `ModalDialog`
 * (modal-dialog.tsx, loaded when a dialog first opens). Its own module, so that neither of the two imports the other.
 */
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
