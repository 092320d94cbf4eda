import { Link } from '@tanstack/react-router'
import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { StatusScreen } from '@/components/layout/status-screen'
import { Button, buttonStyle } from '@/components/ui/button'
import { RefreshIcon } from '@/components/ui/icons'
import { PaymentFailureDialog, PaymentSuccessDialog } from '@/components/ui/payment-dialogs'
import { Spinner } from '@/components/ui/spinner'
import { usePaymentResult } from './use-payment-result'

function Links() {
  const layout = checkoutLayout()
  return (
    <div className={layout.stack}>
      <Link to="/dashboard" className={buttonStyle({ variant: 'secondary', fullWidth: true })}>
        Go to My Account
      </Link>
      <Link to="/cart" className={buttonStyle({ variant: 'outline', fullWidth: true })}>
        Back to your cart
      </Link>
      <Link to="/shop" className={buttonStyle({ variant: 'ghost', fullWidth: true })}>
        Browse plans
      </Link>
    </div>
  )
}

/** /stripe-response (outside the shared layout): the result of the hosted payment or card-saving page. */
export function PaymentResultPage() {
  const api = usePaymentResult()

  if (api.nothingToCheck || api.unknownSession) {
    return (
      <StatusScreen
        title={api.nothingToCheck ? 'No payment to check' : "We couldn't find this payment"}
        text={
          api.nothingToCheck
            ? "We couldn't find a payment to check in this browser. If you have just paid, your order and receipt are in My Account."
            : 'This payment is not one we know. If you have just paid, your order and receipt are in My Account.'
        }
      >
        <Links />
      </StatusScreen>
    )
  }

  if (api.stillPending || api.unavailable) {
    return (
      <StatusScreen
        title={api.stillPending ? 'Your payment is still being processed' : "We couldn't check your payment"}
        text={
          api.stillPending
            ? 'This can take a minute. You will not be charged twice: check again in a moment.'
            : `${api.error ?? ''} You will not be charged twice: try again in a moment.`
        }
      >
        <Button variant="solid" size="lg" fullWidth onClick={api.recheck}>
          <RefreshIcon size={18} /> {api.stillPending ? 'Check again' : 'Try again'}
        </Button>
        <Link to="/dashboard" className={buttonStyle({ variant: 'outline', fullWidth: true })}>
          Go to My Account
        </Link>
      </StatusScreen>
    )
  }

  if (api.paid || api.paymentFailed) {
    return (
      <>
        <StatusScreen
          title={api.paid ? 'Payment received' : 'Payment not completed'}
          text={api.paid ? 'Thank you for choosing Ring Mobile.' : 'Nothing was charged.'}
        />
        <PaymentSuccessDialog open={api.paid} onToDashboard={api.toDashboard}>
          Your new line is being set up. You&apos;ll find it, and your receipt, in My Account.
        </PaymentSuccessDialog>
        <PaymentFailureDialog open={api.paymentFailed} onTryAgain={api.tryAgain} reason={api.failureReason} />
      </>
    )
  }

  return (
    <StatusScreen
      title={api.leaving ? 'One moment…' : 'Checking your payment…'}
      text="This only takes a few seconds. Please keep this page open."
      picture={<Spinner size="lg" label={api.leaving ? 'Loading' : 'Checking your payment'} />}
    />
  )
}

/** The payment return page until the browser has drawn it from its stored payment markers (`ssr: false`). */
export function PaymentResultPending() {
  return (
    <StatusScreen
      title="Checking your payment…"
      text="This only takes a few seconds. Please keep this page open."
      picture={<Spinner size="lg" label="Checking your payment" />}
    />
  )
}
