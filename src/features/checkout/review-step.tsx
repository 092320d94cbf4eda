import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { priceSummary } from 'styled-system/recipes/price-summary'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CardIcon, CloseIcon, LockIcon, RefreshIcon, ShieldIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import { ChoiceCard, ChoiceGroup, StepCard } from './checkout-steps'
import type { CheckoutApi } from './use-checkout'

function PriceLines({ review }: { review: CheckoutApi['review'] }) {
  const classes = priceSummary()
  return (
    <dl className={classes.root} aria-label="Price">
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
        <dt>Total due today</dt>
        <dd>{review.total}</dd>
      </div>
      <p className={classes.note}>Then {review.monthly} plus taxes and fees, month to month. Cancel any time.</p>
    </dl>
  )
}

function PromoCode({ review }: { review: CheckoutApi['review'] }) {
  const layout = checkoutLayout()
  const { promo } = review
  if (promo.applied) {
    return (
      <>
        <Notice tone="success" title={`Promo ${promo.applied} applied`}>
          <span>{promo.description ?? 'Your discount is in the total above.'}</span>{' '}
          <Button
            variant="link"
            size="sm"
            onClick={promo.remove}
            disabled={promo.applying || review.paying}
            aria-label={`Remove promo ${promo.applied}`}
          >
            <CloseIcon size={14} /> Remove
          </Button>
        </Notice>
        {promo.removeError ? <Notice tone="danger">{promo.removeError}</Notice> : null}
      </>
    )
  }
  return (
    <div className={layout.inlineAction}>
      <TextInput
        {...promo.field}
        label="Promo code"
        autoComplete="off"
        placeholder="e.g. WELCOME10"
        onKeyDown={(event) => {
          if (event.key === 'Enter') promo.apply()
        }}
      />
      <Button variant="outline" size="field" onClick={promo.apply} loading={promo.applying} disabled={review.paying}>
        Apply
      </Button>
    </div>
  )
}

function PaymentChoice({ review }: { review: CheckoutApi['review'] }) {
  return (
    <ChoiceGroup legend="Pay with">
      {review.cards.map((card) => (
        <ChoiceCard
          key={card.id}
          name="paymentMethod"
          value={card.id}
          checked={card.selected}
          onChange={card.select}
          disabled={review.paying}
          icon={<CardIcon />}
          title={`${card.brand} •••• ${card.last4}`}
          badge={
            card.primary ? (
              <Badge tone="brand" size="sm">
                Primary
              </Badge>
            ) : null
          }
        >
          {card.holder} · Expires {card.expiry}
        </ChoiceCard>
      ))}
      <ChoiceCard
        name="paymentMethod"
        value="new"
        checked={review.newCardSelected}
        onChange={review.selectNewCard}
        disabled={review.paying}
        icon={<LockIcon />}
        title="A new card"
      >
        You&apos;ll enter your card on our secure payment page, then come back here.
      </ChoiceCard>
    </ChoiceGroup>
  )
}

/** Step 5: the price in USD, a promo code, a saved card or a new one, and Pay. */
export function ReviewStep({ api }: { api: CheckoutApi }) {
  const layout = checkoutLayout()
  const { review } = api
  const backRow = (
    <div className={layout.actions}>
      <Button variant="outline" onClick={api.back} disabled={api.busy}>
        Back
      </Button>
    </div>
  )

  if (review.preparing || (!review.total && !review.unavailable)) {
    return (
      <StepCard title="Review and pay" back={api.back} footer={backRow}>
        <Notice tone="neutral" icon={<Spinner size="sm" />}>
          Getting your price…
        </Notice>
      </StepCard>
    )
  }

  if (review.unavailable) {
    return (
      <StepCard
        title="Review and pay"
        back={api.back}
        footer={
          <div className={layout.actions}>
            <Button variant="outline" onClick={api.back}>
              Back
            </Button>
            <Button variant="secondary" onClick={review.retry}>
              <RefreshIcon size={18} /> Try again
            </Button>
          </div>
        }
      >
        <Notice tone="danger" title="We couldn't get your price right now.">
          {api.formError}
        </Notice>
      </StepCard>
    )
  }

  return (
    <StepCard
      title="Review and pay"
      description="Check the price, add a promo code if you have one, and choose how to pay."
      back={api.back}
      footer={
        <div className={layout.form}>
          <Button variant="solid" size="lg" fullWidth onClick={review.pay} loading={review.paying} disabled={!review.canPay} data-pay="">
            <LockIcon size={18} /> Pay {review.total}
          </Button>
          <p className={layout.trust}>
            <ShieldIcon />
            {review.redirecting
              ? 'Taking you to our secure payment page…'
              : 'Secure payment. Ring Mobile never sees or stores your full card number.'}
          </p>
          <div className={layout.actions}>
            <Button variant="outline" onClick={api.back} disabled={api.busy || review.paying}>
              Back
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
