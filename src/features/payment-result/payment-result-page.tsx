import { Link } from '@tanstack/react-router'
import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { StatusScreen } from './status-screen'
import { Button, buttonStyle } from '@/components/ui/button'
import { RefreshIcon } from '@/components/ui/icons'
import { PaymentOutcomeDialogs } from '@/components/ui/payment-dialogs'
import { Spinner } from '@/components/ui/spinner'
import { checkoutTextsMessages } from '@/i18n/catalogues/checkout-texts'
import { paymentResultMessages } from '@/i18n/catalogues/payment-result'
import { useT, useTranslateText } from '@/i18n/react'
import { usePaymentResult } from './use-payment-result'

function Links() {
  const layout = checkoutLayout()
  const t = useT(paymentResultMessages)
  return (
    <div className={layout.stack}>
      <Link to="/dashboard" className={buttonStyle({ variant: 'secondary', fullWidth: true })}>
        {t('payment-result.myAccount')}
      </Link>
      <Link to="/cart" className={buttonStyle({ variant: 'outline', fullWidth: true })}>
        {t('payment-result.cart')}
      </Link>
      <Link to="/shop" className={buttonStyle({ variant: 'ghost', fullWidth: true })}>
        {t('payment-result.shop')}
      </Link>
    </div>
  )
}

/** /stripe-response (outside the shared layout): the result of the hosted payment or card-saving page. */
export function PaymentResultPage() {
  const api = usePaymentResult()
  const t = useT(paymentResultMessages)
  const translate = useTranslateText(checkoutTextsMessages)

  if (api.nothingToCheck || api.unknownSession) {
    return (
      <StatusScreen
        title={t(api.nothingToCheck ? 'payment-result.nothing.title' : 'payment-result.unknown.title')}
        text={t(api.nothingToCheck ? 'payment-result.nothing.text' : 'payment-result.unknown.text')}
      >
        <Links />
      </StatusScreen>
    )
  }

  if (api.stillPending || api.unavailable) {
    return (
      <StatusScreen
        title={t(api.stillPending ? 'payment-result.pending.title' : 'payment-result.unavailable.title')}
        text={
          api.stillPending
            ? t('payment-result.pending.text')
            : `${api.error ? translate(api.error) : ''} ${t('payment-result.unavailable.text')}`.trim()
        }
      >
        <Button variant="solid" size="lg" fullWidth onClick={api.recheck}>
          <RefreshIcon size={18} /> {t(api.stillPending ? 'payment-result.checkAgain' : 'payment-result.tryAgain')}
        </Button>
        <Link to="/dashboard" className={buttonStyle({ variant: 'outline', fullWidth: true })}>
          {t('payment-result.myAccount')}
        </Link>
      </StatusScreen>
    )
  }

  if (api.paid || api.paymentFailed) {
    return (
      <>
        <StatusScreen
          title={t(api.paid ? 'payment-result.paid.title' : 'payment-result.failed.title')}
          text={t(api.paid ? 'payment-result.paid.text' : 'payment-result.failed.text')}
        />
        <PaymentOutcomeDialogs
          paid={api.paid}
          paidLine={t('payment-result.paid.line')}
          onToDashboard={api.toDashboard}
          failed={api.paymentFailed}
          reason={api.failureReason ? translate(api.failureReason) : null}
          onTryAgain={api.tryAgain}
        />
      </>
    )
  }

  return (
    <StatusScreen
      title={t(api.leaving ? 'payment-result.moment' : 'payment-result.checking')}
      text={t('payment-result.keepOpen')}
      picture={<Spinner size="lg" label={t(api.leaving ? 'payment-result.loading' : 'payment-result.checkingLabel')} />}
    />
  )
}

/** The payment return page until the browser has drawn it from its stored payment markers (`ssr: false`). */
export function PaymentResultPending() {
  const t = useT(paymentResultMessages)
  return (
    <StatusScreen
      title={t('payment-result.checking')}
      text={t('payment-result.keepOpen')}
      picture={<Spinner size="lg" label={t('payment-result.checkingLabel')} />}
    />
  )
}
