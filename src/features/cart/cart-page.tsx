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
import { useCartPage, type CartPageApi } from './use-cart-page'

function CartItemView({ item, remove }: { item: NonNullable<CartPageApi['item']>; remove: () => void }) {
  const layout = checkoutLayout()
  const summary = priceSummary()
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
            <Button variant="outline" size="sm" onClick={remove} aria-label={`Remove ${item.name} from your cart`}>
              <CloseIcon size={16} /> Remove
            </Button>
            <Link to="/shop" className={buttonStyle({ variant: 'ghost', size: 'sm' })}>
              Change plan
            </Link>
          </Card.Footer>
        </Card.Root>
      </div>
      <aside className={layout.aside} aria-labelledby="cart-summary-title">
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title id="cart-summary-title" level={2}>
              Summary
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <dl className={summary.root}>
              <div className={summary.row}>
                <dt className={summary.label}>{item.name} plan</dt>
                <dd className={summary.value}>{item.price}</dd>
              </div>
            </dl>
            <p className={summary.note}>The one-time activation fee, taxes and any promo code are added at checkout, before you pay.</p>
            <Link to="/cart/checkout" className={buttonStyle({ variant: 'solid', size: 'lg', fullWidth: true })}>
              Checkout <ArrowRightIcon size={18} />
            </Link>
            <p className={layout.trust}>
              <LockIcon /> Secure checkout. Sign in or create an account on the way.
            </p>
          </Card.Body>
        </Card.Root>
      </aside>
    </div>
  )
}

/** The cart page's heading, also drawn while the page is on its way (`CartPending`). */
const HEADING = {
  eyebrow: 'Cart',
  title: 'Your cart',
  intro: 'Your cart holds one plan at a time. Choosing another plan in the shop replaces it.',
}

/** /cart until the browser has drawn it from its stored cart: the heading, and a place held for the rest. */
export function CartPending() {
  return <PendingPage heading={HEADING} />
}

/** /cart: the one plan in the cart, its monthly price, remove, and the way to checkout. */
export function CartPage() {
  const api = useCartPage()
  return (
    <Page variant="compact" {...HEADING}>
      <Section>
        {api.item ? (
          <CartItemView item={api.item} remove={api.remove} />
        ) : (
          <EmptyCartCard
            id="cart-empty-title"
            text="Pick a plan to get started. Every plan is month to month, and you can keep your number."
          />
        )}
      </Section>
      <Section>
        <HelpCard />
      </Section>
    </Page>
  )
}
