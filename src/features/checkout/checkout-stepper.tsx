import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { stepper } from 'styled-system/recipes/stepper'
import { CheckIcon } from '@/components/ui/icons'
import type { CheckoutApi } from './use-checkout'

/** Number, Device, SIM, Shipping (a SIM card to ship only), Review: done, current and upcoming. */
export function CheckoutStepper({ api }: { api: Pick<CheckoutApi, 'steps' | 'stepNumber' | 'stepCount'> }) {
  const classes = stepper()
  const current = api.steps.find((step) => step.status === 'current')
  return (
    <nav className={classes.root} aria-label="Checkout steps">
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
              {step.status === 'done' ? <span className={checkoutLayout().status}> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <p className={classes.caption} aria-hidden="true">
        Step <strong>{api.stepNumber}</strong> of {api.stepCount} · <strong>{current?.label}</strong>
      </p>
    </nav>
  )
}
