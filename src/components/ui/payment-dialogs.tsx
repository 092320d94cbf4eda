import type { ReactNode } from 'react'
import { entrance } from 'styled-system/recipes/entrance'
import { PaymentFailure, PaymentSuccess } from '../illustrations/payment'
import { OutcomeDialog } from './modal'
import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'

/** SPEC §9: the success message animation, 0.5 s (none with reduced motion: global-css). */
const successIn = entrance({ motion: 'success' })

/**
 * SPEC §2's payment success dialog: 'Payment Successful' / 'Thank You', one button 'To Dashboard'. Closing it
 * does the same as the button.
 */
function PaymentSuccessDialog({
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
  const t = useT(uiMessages)
  return (
    <OutcomeDialog
      open={open}
      picture={<PaymentSuccess className={successIn} />}
      title={t('ui.payment.successTitle')}
      description={t('ui.payment.successText')}
      actionLabel={t('ui.payment.toDashboard')}
      onAction={onToDashboard}
      loading={busy}
    >
      {children}
    </OutcomeDialog>
  )
}

/**
 * SPEC §2's payment failure dialog: 'Payment Failed' / 'Please try again!', one button 'Try again'. Closing it
 * does the same as the button.
 */
function PaymentFailureDialog({
  open,
  onTryAgain,
  reason,
}: {
  open: boolean
  onTryAgain: () => void
  /** Why, when the server said (a declined card), under the fixed text. */
  reason?: ReactNode
}) {
  const t = useT(uiMessages)
  return (
    <OutcomeDialog
      open={open}
      picture={<PaymentFailure />}
      title={t('ui.payment.failedTitle')}
      description={t('ui.payment.failedText')}
      actionLabel={t('ui.payment.tryAgain')}
      onAction={onTryAgain}
    >
      {reason}
    </OutcomeDialog>
  )
}

/** A payment's end over the page it was made from (the checkout, the payment return page): one of the two dialogs. */
export function PaymentOutcomeDialogs({
  paid,
  paidLine,
  busy,
  onToDashboard,
  failed,
  reason,
  onTryAgain,
}: {
  paid: boolean
  /** The success dialog's line under 'Thank You'. */
  paidLine: ReactNode
  busy?: boolean
  onToDashboard: () => void
  failed: boolean
  reason: ReactNode
  onTryAgain: () => void
}) {
  return (
    <>
      <PaymentSuccessDialog open={paid} busy={busy} onToDashboard={onToDashboard}>
        {paidLine}
      </PaymentSuccessDialog>
      <PaymentFailureDialog open={failed} onTryAgain={onTryAgain} reason={reason} />
    </>
  )
}
