import { Link } from '@tanstack/react-router'
import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { priceSummary } from 'styled-system/recipes/price-summary'
import { HelpCard } from '@/components/layout/blocks'
import { Page } from '@/components/layout/page'
import { PendingPage } from '@/components/layout/pending-page'
import { Section } from '@/components/layout/section'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FeatureList } from '@/components/ui/feature-list'
import { EmptyCartCard, YourPlanBadge } from '@/components/ui/cart-parts'
import { ArrowRightIcon, CloseIcon, LockIcon } from '@/components/ui/icons'
import { cartMessages } from '@/i18n/catalogues/cart'
import { useT } from '@/i18n/react'
import { useCartPage, type CartPageApi } from './use-cart-page'

function CartItemView({ item, remove }: { item: NonNullable<CartPageApi['item']>; remove: () => void }) {
  const layout = checkoutLayout()
  const summary = priceSummary()
  const t = useT(cartMessages)
  return (
    <div className={layout.root}>
      <div className={layout.main}>
        <Card.Root variant="elevated" as="section" aria-labelledby="cart-item-title" data-cart-item={item.id}>
          <Card.Header>
            <YourPlanBadge />
            <div className={layout.itemHead}>
              <Card.Title id="cart-item-title">{item.name}</Card.Title>
              <p className={layout.price} data-price="">
                {item.price}
              </p>
            </div>
          </Card.Header>
          <Card.Body>
            <FeatureList description={item.description} />
          </Card.Body>
          <Card.Footer>
            <Button variant="outline" size="sm" onClick={remove} aria-label={t('cart.item.removeLabel', { name: item.name })}>
              <CloseIcon size={16} /> {t('cart.item.remove')}
            </Button>
            <Link to="/shop" className={buttonStyle({ variant: 'ghost', size: 'sm' })}>
              {t('cart.item.change')}
            </Link>
          </Card.Footer>
        </Card.Root>
      </div>
      <aside className={layout.aside} aria-labelledby="cart-summary-title">
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title id="cart-summary-title" level={2}>
              {t('cart.summary.title')}
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <dl className={summary.root}>
              <div className={summary.row}>
                <dt className={summary.label}>{t('cart.summary.plan', { name: item.name })}</dt>
                <dd className={summary.value}>{item.price}</dd>
              </div>
            </dl>
            <p className={summary.note}>{t('cart.summary.note')}</p>
            <Link to="/cart/checkout" className={buttonStyle({ variant: 'solid', size: 'lg', fullWidth: true })}>
              {t('cart.summary.checkout')} <ArrowRightIcon size={18} />
            </Link>
            <p className={layout.trust}>
              <LockIcon /> {t('cart.summary.trust')}
            </p>
          </Card.Body>
        </Card.Root>
      </aside>
    </div>
  )
}

/** The cart page's heading, also drawn while the page is on its way (`CartPending`). */
function useHeading() {
  const t = useT(cartMessages)
  return { eyebrow: t('cart.heading.eyebrow'), title: t('cart.heading.title'), intro: t('cart.heading.intro') }
}

/** /cart until the browser has drawn it from its stored cart: the heading, and a place held for the rest. */
export function CartPending() {
  return <PendingPage heading={useHeading()} />
}

/** /cart: the one plan in the cart, its monthly price, remove, and the way to checkout. */
export function CartPage() {
  const api = useCartPage()
  const t = useT(cartMessages)
  return (
    <Page variant="compact" {...useHeading()}>
      <Section>
        {api.item ? (
          <CartItemView item={api.item} remove={api.remove} />
        ) : (
          <EmptyCartCard id="cart-empty-title" text={t('cart.empty.text')} />
        )}
      </Section>
      <Section>
        <HelpCard />
      </Section>
    </Page>
  )
}
