import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { Page } from '@/components/layout/page'
import { useCheckoutHeading } from './checkout-pending'
import { Section } from '@/components/layout/section'
import { buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FeatureList } from '@/components/ui/feature-list'
import { EmptyCartCard, YourPlanBadge } from '@/components/ui/cart-parts'
import { LockIcon } from '@/components/ui/icons'
import { PaymentOutcomeDialogs } from '@/components/ui/payment-dialogs'
import { useCart } from '@/app/app-context'
import type { CartItem } from '@/lib/storage/cart'
import { CheckoutStepper } from './checkout-stepper'
import { DeviceStep, NumberStep, ShippingStep, SimStep } from './checkout-steps'
import { ReviewStep } from './review-step'
import { checkoutMessages } from '@/i18n/catalogues/checkout'
import { checkoutTextsMessages } from '@/i18n/catalogues/checkout-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { useCheckout, type CheckoutApi } from './use-checkout'

function OrderSummary({ plan, description }: { plan: CheckoutApi['plan']; description?: string }) {
  const layout = checkoutLayout()
  const t = useT(checkoutMessages)
  return (
    <aside className={layout.aside} aria-labelledby="checkout-summary-title">
      <Card.Root variant="outline">
        <Card.Header>
          <YourPlanBadge />
          <Card.Title id="checkout-summary-title" level={2}>
            {plan.name}
          </Card.Title>
          <Card.Description>{plan.price}</Card.Description>
        </Card.Header>
        <Card.Body>
          <FeatureList description={description} size="sm" />
          <Link to="/cart" className={buttonStyle({ variant: 'link', size: 'sm' })}>
            {t('checkout.summary.change')}
          </Link>
        </Card.Body>
      </Card.Root>
      <p className={layout.trust}>
        <LockIcon /> {t('checkout.summary.trust')}
      </p>
    </aside>
  )
}

function Step({ api }: { api: CheckoutApi }) {
  switch (api.step) {
    case 'number':
      return <NumberStep api={api} />
    case 'device':
      return <DeviceStep api={api} />
    case 'sim':
      return <SimStep api={api} />
    case 'shipping':
      return <ShippingStep api={api} />
    case 'review':
      return <ReviewStep api={api} />
  }
}

/** The checkout of the plan in the cart: the steps, the order summary, and the payment dialogs. */
function CheckoutFlow({ item }: { item: CartItem }) {
  const api = useCheckout({ id: item.id, retailName: item.retailName, retailPrice: item.retailPrice })
  const layout = checkoutLayout()
  const [leaving, setLeaving] = useState(false)
  const t = useT(checkoutMessages)
  const translate = useTranslateText(checkoutTextsMessages)

  // A new step: focus its heading, so keyboard and screen-reader users start at the top of it.
  const firstStep = useRef(true)
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false
      return
    }
    document.querySelector<HTMLElement>('[data-step-heading]')?.focus()
  }, [api.step])

  return (
    <>
      <CheckoutStepper api={api} />
      <div className={layout.root}>
        <div className={layout.main}>
          <Step api={api} />
        </div>
        <OrderSummary plan={api.plan} description={item.retailDescription} />
      </div>
      <PaymentOutcomeDialogs
        paid={api.paid}
        paidLine={t('checkout.paid.text')}
        busy={leaving}
        onToDashboard={() => {
          setLeaving(true)
          void api.toDashboard()
        }}
        failed={api.paymentFailed}
        reason={api.paymentError ? translate(api.paymentError) : null}
        onTryAgain={api.retryPayment}
      />
    </>
  )
}

/** /cart/checkout (signed in): one view over the checkout machine for the plan in the cart. */
export function CheckoutPage() {
  const { item } = useCart()
  const t = useT(checkoutMessages)
  return (
    <Page variant="compact" {...useCheckoutHeading()}>
      <Section>
        {item ? <CheckoutFlow key={item.id} item={item} /> : <EmptyCartCard id="checkout-empty-title" text={t('checkout.empty.text')} />}
      </Section>
    </Page>
  )
}
