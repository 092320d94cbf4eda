import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { PaymentFailure, PaymentSuccess } from '../illustrations/payment'
import { Button } from './button'
import { Modal } from './modal'

/** SPEC §9: the success message animation, 0.5 s (none with reduced motion: global-css). */
const successIn = css({ animation: 'successIn {durations.success} {easings.emphasized}' })

/**
 * SPEC §2's payment success dialog: 'Payment Successful' / 'Thank You', one button 'To Dashboard'. Closing it
 * does the same as the button.
 */
export function PaymentSuccessDialog({
  open,
  onToDashboard,
  busy = false,
  children,
}: {
  open: boolean
  onToDashboard: () => void
  busy?: boolean
  /** A line under 'Thank You' (what happens next). */
  children?: ReactNode
}) {
  return (
    <Modal
      open={open}
      size="sm"
      centered
      role="alertdialog"
      picture={<PaymentSuccess className={successIn} />}
      title="Payment Successful"
      description="Thank You"
      onClose={onToDashboard}
      footer={
        <Button variant="solid" size="lg" fullWidth onClick={onToDashboard} loading={busy}>
          To Dashboard
        </Button>
      }
    >
      {children}
    </Modal>
  )
}

/**
 * SPEC §2's payment failure dialog: 'Payment Failed' / 'Please try again!', one button 'Try again'. Closing it
 * does the same as the button.
 */
export function PaymentFailureDialog({
  open,
  onTryAgain,
  reason,
}: {
  open: boolean
  onTryAgain: () => void
  /** Why, when the server said (a declined card), under the fixed text. */
  reason?: ReactNode
}) {
  return (
    <Modal
      open={open}
      size="sm"
      centered
      role="alertdialog"
      picture={<PaymentFailure />}
      title="Payment Failed"
      description="Please try again!"
      onClose={onTryAgain}
      footer={
        <Button variant="solid" size="lg" fullWidth onClick={onTryAgain}>
          Try again
        </Button>
      }
    >
      {reason}
    </Modal>
  )
}
