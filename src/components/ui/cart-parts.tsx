import { Link } from '@tanstack/react-router'
import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { tile } from 'styled-system/recipes/tile'
import { Badge } from './badge'
import { buttonStyle } from './button'
import { Card } from './card'
import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'
import { ArrowRightIcon, CartIcon } from './icons'

/** The cart and the checkout with nothing in the cart: the cart picture, 'Your cart is empty', a line, Browse plans. */
export function EmptyCartCard({ id, text }: { id: string; text: string }) {
  const layout = checkoutLayout()
  const t = useT(uiMessages)
  return (
    <Card.Root variant="elevated" as="section" aria-labelledby={id}>
      <Card.Body className={layout.empty}>
        <span className={tile().icon} aria-hidden="true">
          <CartIcon />
        </span>
        <h2 id={id} className={layout.emptyTitle}>
          {t('ui.cart.empty')}
        </h2>
        <p className={layout.emptyText}>{text}</p>
        <Link to="/shop" className={buttonStyle({ variant: 'solid', size: 'lg' })}>
          {t('ui.cart.browse')} <ArrowRightIcon size={18} />
        </Link>
      </Card.Body>
    </Card.Root>
  )
}

/** The 'Your plan' badge over the plan's name, in the cart and in the checkout's order summary. */
export function YourPlanBadge() {
  const t = useT(uiMessages)
  return (
    <div>
      <Badge tone="accent" size="sm">
        {t('ui.cart.yourPlan')}
      </Badge>
    </div>
  )
}
