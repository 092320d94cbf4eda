import { Link } from '@tanstack/react-router'
import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { priceSummary } from 'styled-system/recipes/price-summary'
import { tile } from 'styled-system/recipes/tile'
import { HelpCard } from '@/components/layout/blocks'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { Badge } from '@/components/ui/badge'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FeatureList } from '@/components/ui/feature-list'
import { ArrowRightIcon, CartIcon, CloseIcon, LockIcon } from '@/components/ui/icons'
import { useCartPage, type CartPageApi } from './use-cart-page'

function EmptyCart() {
  const icon = tile().icon
  const layout = checkoutLayout()
  return (
    <Card.Root variant="elevated" as="section" aria-labelledby="cart-empty-title">
      <Card.Body className={layout.empty}>
        <span className={icon} aria-hidden="true">
          <CartIcon />
        </span>
        <h2 id="cart-empty-title" className={layout.emptyTitle}>
          Your cart is empty
        </h2>
        <p className={layout.emptyText}>
          Pick a plan to get started. Every plan is month to month, and you can keep your number.
        </p>
        <Link to="/shop" className={buttonStyle({ variant: 'solid', size: 'lg' })}>
          Browse plans <ArrowRightIcon size={18} />
        </Link>
      </Card.Body>
    </Card.Root>
  )
}

function CartItemView({ item, remove }: { item: NonNullable<CartPageApi['item']>; remove: () => void }) {
  const layout = checkoutLayout()
  const summary = priceSummary()
  return (
    <div className={layout.root}>
      <div className={layout.main}>
        <Card.Root variant="elevated" as="section" aria-labelledby="cart-item-title" data-cart-item={item.id}>
          <Card.Header>
            <div>
              <Badge tone="accent" size="sm">
                Your plan
              </Badge>
            </div>
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
            <p className={summary.note}>
              The one-time activation fee, taxes and any promo code are added at checkout, before you pay.
            </p>
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

/** /cart: the one plan in the cart, its monthly price, remove, and the way to checkout. */
export function CartPage() {
  const api = useCartPage()
  return (
    <Page
      variant="compact"
      eyebrow="Cart"
      title="Your cart"
      intro="Your cart holds one plan at a time. Choosing another plan in the shop replaces it."
    >
      <Section>{api.item ? <CartItemView item={api.item} remove={api.remove} /> : <EmptyCart />}</Section>
      <Section>
        <HelpCard />
      </Section>
    </Page>
  )
}
