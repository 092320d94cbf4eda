import { useId } from 'react'
import { planTile } from 'styled-system/recipes/plan-tile'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FeatureList } from '@/components/ui/feature-list'
import { CheckIcon } from '@/components/ui/icons'
import { shopMessages } from '@/i18n/catalogues/shop'
import { useT } from '@/i18n/react'
import type { ShopApi } from './use-shop'

type PlanView = ShopApi['plans'][number]

/** One plan: name, "$40.00/mo", a checkmark per feature line, popular badge, selected highlight; a click selects. */
export function PlanTile({ plan }: { plan: PlanView }) {
  const titleId = useId()
  const t = useT(shopMessages)
  const classes = planTile({ selected: plan.selected, popular: plan.popular })
  const [amount, period] = plan.price.split('/')
  return (
    <li>
      <article className={classes.root} aria-labelledby={titleId} data-plan={plan.id} data-selected={plan.selected ? '' : undefined}>
        {plan.popular ? (
          <Badge tone="solid" className={classes.ribbon}>
            {t('shop.tile.popular')}
          </Badge>
        ) : null}
        <header className={classes.header}>
          <h3 id={titleId} className={classes.name}>
            {plan.name}
            {plan.selected ? (
              <span className={classes.selectedMark} aria-hidden="true">
                <CheckIcon />
              </span>
            ) : null}
          </h3>
          <p className={classes.price} data-price="">
            <span className={classes.amount}>{amount}</span>
            <span className={classes.period}>/{period}</span>
          </p>
        </header>
        <div className={classes.body}>
          <FeatureList description={plan.description} />
        </div>
        <div className={classes.footer}>
          <Button
            className={classes.action}
            variant={plan.selected ? 'secondary' : plan.popular ? 'solid' : 'outline'}
            fullWidth
            aria-pressed={plan.selected}
            aria-label={
              plan.selected
                ? t('shop.tile.inCartLabel', { name: plan.name })
                : t('shop.tile.chooseLabel', { name: plan.name, price: plan.price })
            }
            onClick={plan.select}
          >
            {plan.selected ? (
              <>
                <CheckIcon size={18} /> {t('shop.tile.inCart')}
              </>
            ) : (
              t('shop.tile.choose', { name: plan.name })
            )}
          </Button>
        </div>
      </article>
    </li>
  )
}
