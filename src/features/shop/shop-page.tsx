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
import { shopMessages } from '@/i18n/catalogues/shop'
import { useT } from '@/i18n/react'
import { PlanTile } from './plan-tile'
import { useShop, type ShopApi } from './use-shop'

const INCLUDED = [
  { icon: <SignalIcon />, title: 'shop.included.network.title', text: 'shop.included.network.text' },
  { icon: <ChatIcon />, title: 'shop.included.talk.title', text: 'shop.included.talk.text' },
  { icon: <BoltIcon />, title: 'shop.included.sim.title', text: 'shop.included.sim.text' },
  { icon: <PhoneIcon />, title: 'shop.included.number.title', text: 'shop.included.number.text' },
] as const

function PlansState({ api }: { api: ShopApi }) {
  const t = useT(shopMessages)
  if (api.loading) {
    return (
      <Card.Root variant="subtle">
        <Card.Body className={checkoutLayout().empty}>
          <Spinner size="lg" label={t('shop.loading.label')} />
          <p>{t('shop.loading.text')}</p>
        </Card.Body>
      </Card.Root>
    )
  }
  if (api.failed) {
    return (
      <Card.Root variant="outline">
        <Card.Body>
          <Notice tone="danger" title={t('shop.failed.title')}>
            {api.error} {t('shop.failed.text')}
          </Notice>
          <div>
            <Button variant="secondary" onClick={api.retry}>
              <RefreshIcon size={18} /> {t('shop.failed.retry')}
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
  const t = useT(shopMessages)
  return (
    <div className={classes.root} role="status" aria-live="polite" data-in-cart="">
      <div className={classes.text}>
        <p className={classes.title}>{t('shop.inCart.title', { name: inCart.name, price: inCart.price })}</p>
        <p className={classes.detail}>{t('shop.inCart.detail')}</p>
      </div>
      <div className={classes.actions}>
        <Link to="/cart" className={buttonStyle({ variant: 'outlineLight' })}>
          {t('shop.inCart.cart')}
        </Link>
        <Link to="/cart/checkout" className={buttonStyle({ variant: 'solid' })}>
          {t('shop.inCart.checkout')} <ArrowRightIcon size={18} />
        </Link>
      </div>
    </div>
  )
}

/** /shop: the plans (SPEC §2 plan tiles); choosing one puts it in the one-item cart. */
export function ShopPage() {
  const api = useShop()
  const t = useT(shopMessages)
  return (
    <Page eyebrow={t('shop.page.eyebrow')} title={t('shop.page.title')} intro={t('shop.page.intro')}>
      <Section title={t('shop.plans.title')} intro={t('shop.plans.intro')}>
        <PlansState api={api} />
        {api.inCart ? <InCartBar inCart={api.inCart} /> : null}
      </Section>

      <Section title={t('shop.included.title')}>
        <CardTiles items={INCLUDED.map((item) => ({ icon: item.icon, title: t(item.title), text: t(item.text) }))} columns={4} />
        <LinkRow>
          {/* A longer language's words wrap rather than push the page wider than a phone. */}
          <Link to="/faq" className={buttonStyle({ variant: 'outline' })}>
            {t('shop.faq')}
          </Link>
        </LinkRow>
      </Section>

      <Section>
        <HelpCard title={t('shop.help.title')} />
      </Section>
    </Page>
  )
}
