import type { ButtonHTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes/button'
import { Spinner } from './spinner'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {
  /** Shows a spinner, disables the button and marks it busy (SPEC §4). */
  loading?: boolean
}

/** A button. `type` defaults to "button" so that only an explicit submit button submits a form. */
export function Button({
  loading = false,
  disabled,
  variant,
  size,
  fullWidth,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(button({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  )
}

/** The button look for links (router links, external links): `<Link className={buttonStyle({ variant: 'outline' })}>`. */
export const buttonStyle = button
