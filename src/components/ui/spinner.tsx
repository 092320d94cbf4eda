import { cx } from 'styled-system/css'
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes/spinner'

export interface SpinnerProps extends SpinnerVariantProps {
  /** Announced to assistive technology; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string
  className?: string
}

export function Spinner({ label, size, className }: SpinnerProps) {
  return (
    <span
      className={cx(spinner({ size }), className)}
      data-part="spinner"
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  )
}
