import { useId } from 'react'
import { checkboxField } from 'styled-system/recipes/checkbox-field'
import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { priceSummary } from 'styled-system/recipes/price-summary'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ChoiceCards, ChoiceGroup } from '@/components/ui/choice'
import { CardIcon, CloseIcon, LockIcon, RefreshIcon, ShieldIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import { StepCard } from './checkout-steps'
import { NEW_CARD, type CheckoutApi } from './use-checkout'
import { checkoutMessages } from '@/i18n/catalogues/checkout'
import { checkoutTextsMessages } from '@/i18n/catalogues/checkout-texts'
import { validationMessages } from '@/i18n/catalogues/validation'
import { useT, useTranslateText } from '@/i18n/react'

function PriceLines({ review }: { review: CheckoutApi['review'] }) {
  const classes = priceSummary()
  const t = useT(checkoutMessages)
  return (
    <dl className={classes.root} aria-label={t('checkout.price.label')}>
      {review.lines.map((line) => (
        <div key={line.id} className={classes.row} data-line={line.id}>
          <dt className={classes.label}>
            {line.label}
            {line.detail ? <span className={classes.detail}>{line.detail}</span> : null}
          </dt>
          <dd className={classes.value} data-discount={line.id === 'discount' ? '' : undefined}>
            {line.amount}
          </dd>
        </div>
      ))}
      <div className={classes.total} data-line="total">
        <dt>{t('checkout.price.total')}</dt>
        <dd>{review.total}</dd>
      </div>
      <p className={classes.note}>{t('checkout.price.then', { monthly: review.monthly })}</p>
    </dl>
  )
}

function PromoCode({ review }: { review: CheckoutApi['review'] }) {
  const layout = checkoutLayout()
  const { promo } = review
  const t = useT(checkoutMessages)
  const translate = useTranslateText(validationMessages)
  if (promo.applied) {
    return (
      <>
        <Notice tone="success" title={t('checkout.promo.applied', { code: promo.applied })}>
          <span>{promo.description ?? t('checkout.promo.inTotal')}</span>{' '}
          <Button
            variant="link"
            size="sm"
            onClick={promo.remove}
            disabled={promo.applying || review.paying}
            aria-label={t('checkout.promo.removeLabel', { code: promo.applied })}
          >
            <CloseIcon size={14} /> {t('checkout.promo.remove')}
          </Button>
        </Notice>
        {promo.removeError ? <Notice tone="danger">{translate(promo.removeError)}</Notice> : null}
      </>
    )
  }
  return (
    <div className={layout.inlineAction}>
      <TextInput
        {...promo.field}
        label={t('checkout.promo.label')}
        autoComplete="off"
        placeholder={t('checkout.promo.placeholder')}
        onKeyDown={(event) => {
          if (event.key === 'Enter') promo.apply()
        }}
      />
      <Button variant="outline" size="field" onClick={promo.apply} loading={promo.applying} disabled={review.paying}>
        {t('checkout.promo.apply')}
      </Button>
    </div>
  )
}

function PaymentChoice({ review }: { review: CheckoutApi['review'] }) {
  const t = useT(checkoutMessages)
  return (
    <ChoiceGroup legend={t('checkout.pay.legend')}>
      <ChoiceCards
        name="paymentMethod"
        value={review.cardChoice}
        onChoose={review.chooseCard}
        options={[
          ...review.cards.map((card) => ({
            value: card.id,
            disabled: review.paying,
            icon: <CardIcon />,
            title: `${card.brand} •••• ${card.last4}`,
            badge: card.primary ? (
              <Badge tone="brand" size="sm">
                {t('checkout.pay.primary')}
              </Badge>
            ) : null,
            text: t('checkout.pay.expires', { holder: card.holder, expiry: card.expiry }),
          })),
          {
            value: NEW_CARD,
            disabled: review.paying,
            icon: <LockIcon />,
            title: t('checkout.pay.newCard'),
            text: t('checkout.pay.newCardText'),
          },
        ]}
      />
      {review.newCardSelected ? <KeepCard review={review} /> : null}
    </ChoiceGroup>
  )
}

/** Under "A new card", said before paying: the card is kept for renewals unless the customer unticks it. */
function KeepCard({ review }: { review: CheckoutApi['review'] }) {
  const t = useT(checkoutMessages)
  const id = useId()
  const classes = checkboxField()
  return (
    <div className={classes.root}>
      <input
        id={id}
        type="checkbox"
        name="saveCard"
        className={classes.control}
        checked={review.saveCard}
        disabled={review.paying}
        aria-describedby={`${id}-hint`}
        onChange={(event) => review.setSaveCard(event.target.checked)}
      />
      <div className={classes.text}>
        <label htmlFor={id} className={classes.label}>
          {t('checkout.pay.saveCard')}
        </label>
        <span id={`${id}-hint`} className={classes.hint}>
          {t('checkout.pay.saveCardText')}
        </span>
      </div>
    </div>
  )
}

/** Step 5: the price in USD, a promo code, a saved card or a new one, and Pay. */
export function ReviewStep({ api }: { api: CheckoutApi }) {
  const layout = checkoutLayout()
  const { review } = api
  const t = useT(checkoutMessages)
  const translate = useTranslateText(checkoutTextsMessages)
  const backRow = (
    <div className={layout.actions}>
      <Button variant="outline" onClick={api.back} disabled={api.busy}>
        {t('checkout.action.back')}
      </Button>
    </div>
  )

  if (review.preparing || (!review.total && !review.unavailable)) {
    return (
      <StepCard title={t('checkout.review.title')} back={api.back} footer={backRow}>
        <Notice tone="neutral" icon={<Spinner size="sm" />}>
          {t('checkout.review.preparing')}
        </Notice>
      </StepCard>
    )
  }

  if (review.unavailable) {
    return (
      <StepCard
        title={t('checkout.review.title')}
        back={api.back}
        footer={
          <div className={layout.actions}>
            <Button variant="outline" onClick={api.back}>
              {t('checkout.action.back')}
            </Button>
            <Button variant="secondary" onClick={review.retry}>
              <RefreshIcon size={18} /> {t('checkout.review.tryAgain')}
            </Button>
          </div>
        }
      >
        <Notice tone="danger" title={t('checkout.review.unavailable')}>
          {api.formError ? translate(api.formError) : null}
        </Notice>
      </StepCard>
    )
  }

  return (
    <StepCard
      title={t('checkout.review.title')}
      description={t('checkout.review.description')}
      back={api.back}
      footer={
        <div className={layout.form}>
          <Button variant="solid" size="lg" fullWidth onClick={review.pay} loading={review.paying} disabled={!review.canPay} data-pay="">
            <LockIcon size={18} /> {t('checkout.review.pay', { total: review.total ?? '' })}
          </Button>
          <p className={layout.trust}>
            <ShieldIcon />
            {review.redirecting ? t('checkout.review.redirecting') : t('checkout.review.secure')}
          </p>
          <div className={layout.actions}>
            <Button variant="outline" onClick={api.back} disabled={api.busy || review.paying}>
              {t('checkout.action.back')}
            </Button>
          </div>
        </div>
      }
    >
      <PriceLines review={review} />
      <PromoCode review={review} />
      <PaymentChoice review={review} />
    </StepCard>
  )
}
