import { Link } from '@tanstack/react-router'
import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { stickyBar } from 'styled-system/recipes/sticky-bar'
import { HelpCard, LinkRow } from '@/components/layout/blocks'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { CardTiles, TileGrid } from '@/components/layout/tile-grid'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ArrowRightIcon, BoltIcon, ChatIcon, PhoneIcon, RefreshIcon, SignalIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { PlanTile } from './plan-tile'
import { useShop, type ShopApi } from './use-shop'

const INCLUDED = [
  { icon: <SignalIcon />, title: 'Nationwide 5G', text: 'Fast data on a network that covers where you live, work and travel.' },
  { icon: <ChatIcon />, title: 'Unlimited talk and text', text: 'Call and message anyone in the US as much as you like.' },
  { icon: <BoltIcon />, title: 'eSIM or SIM card', text: 'Start today with eSIM, or get a SIM card delivered to your door.' },
  { icon: <PhoneIcon />, title: 'Keep your number', text: 'Move your number over from your current carrier.' },
]

function PlansState({ api }: { api: ShopApi }) {
  if (api.loading) {
    return (
      <Card.Root variant="subtle">
        <Card.Body className={checkoutLayout().empty}>
          <Spinner size="lg" label="Loading plans" />
          <p>Loading our plans…</p>
        </Card.Body>
      </Card.Root>
    )
  }
  if (api.failed) {
    return (
      <Card.Root variant="outline">
        <Card.Body>
          <Notice tone="danger" title="We couldn't load our plans right now.">
            {api.error} Your cart is safe; please try again in a moment.
          </Notice>
          <div>
            <Button variant="secondary" onClick={api.retry}>
              <RefreshIcon size={18} /> Try again
            </Button>
          </div>
        </Card.Body>
      </Card.Root>
    )
  }
  return (
    <TileGrid columns={4}>
      {api.plans.map((plan) => (
        <PlanTile key={plan.id} plan={plan} />
      ))}
    </TileGrid>
  )
}

/** The "in your cart" bar under the plans: the chosen plan and the way on. */
function InCartBar({ inCart }: { inCart: NonNullable<ShopApi['inCart']> }) {
  const classes = stickyBar()
  return (
    <div className={classes.root} role="status" aria-live="polite" data-in-cart="">
      <div className={classes.text}>
        <p className={classes.title}>
          {inCart.name} is in your cart · {inCart.price}
        </p>
        <p className={classes.detail}>Fees and taxes are shown before you pay. Change plans any time.</p>
      </div>
      <div className={classes.actions}>
        <Link to="/cart" className={buttonStyle({ variant: 'outlineLight' })}>
          Go to cart
        </Link>
        <Link to="/cart/checkout" className={buttonStyle({ variant: 'solid' })}>
          Checkout <ArrowRightIcon size={18} />
        </Link>
      </div>
    </div>
  )
}

/** /shop: the plans (SPEC §2 plan tiles); choosing one puts it in the one-item cart. */
export function ShopPage() {
  const api = useShop()
  return (
    <Page
      eyebrow="Shop"
      title="Choose your plan"
      intro="Every plan is month to month with a clear price and no contract. Pick the one that fits; you can change it whenever your needs do."
    >
      <Section title="Plans" intro="Prices are per month. The one-time activation fee, taxes and any discount are shown before you pay.">
        <PlansState api={api} />
        {api.inCart ? <InCartBar inCart={api.inCart} /> : null}
      </Section>

      <Section title="Every plan includes">
        <CardTiles items={INCLUDED} columns={4} />
        <LinkRow>
          <Link to="/faq" className={buttonStyle({ variant: 'outline' })}>
            Questions about plans? Read the FAQ
          </Link>
        </LinkRow>
      </Section>

      <Section>
        <HelpCard title="Not sure which plan is right?" />
      </Section>
    </Page>
  )
}
