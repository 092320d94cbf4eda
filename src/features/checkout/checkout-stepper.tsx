import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { stepper } from 'styled-system/recipes/stepper'
import { CheckIcon } from '@/components/ui/icons'
import type { CheckoutApi } from './use-checkout'
import { checkoutMessages } from '@/i18n/catalogues/checkout'
import { useT } from '@/i18n/react'

/** Number, Device, SIM, Shipping (a SIM card to ship only), Review: done, current and upcoming. */
export function CheckoutStepper({ api }: { api: Pick<CheckoutApi, 'steps' | 'stepNumber' | 'stepCount'> }) {
  const classes = stepper()
  const current = api.steps.find((step) => step.status === 'current')
  const t = useT(checkoutMessages)
  return (
    <nav className={classes.root} aria-label={t('checkout.stepper.label')}>
      <ol className={classes.list}>
        {api.steps.map((step, index) => (
          <li
            key={step.id}
            className={classes.item}
            data-status={step.status}
            data-step={step.id}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className={classes.marker} aria-hidden="true">
              {step.status === 'done' ? <CheckIcon /> : index + 1}
            </span>
            <span className={classes.label}>
              {step.label}
              {step.status === 'done' ? <span className={checkoutLayout().status}> ({t('checkout.stepper.done')})</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <p className={classes.caption} aria-hidden="true">
        <StepCaption number={api.stepNumber} count={api.stepCount} label={current?.label ?? ''} />
      </p>
    </nav>
  )
}

/** "Step 2 of 4 · Device", the numbers and the step's name in bold wherever the language puts them. */
function StepCaption({ number, count, label }: { number: number; count: number; label: string }) {
  const t = useT(checkoutMessages)
  const mark = '\u0000'
  const parts = t('checkout.stepper.caption', { number: `${mark}n${mark}`, count: String(count), label: `${mark}l${mark}` }).split(mark)
  return <>{parts.map((part, index) => (index % 2 === 0 ? part : <strong key={part}>{part === 'n' ? number : label}</strong>))}</>
}
