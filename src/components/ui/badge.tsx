import type { HTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { badge, type BadgeVariantProps } from 'styled-system/recipes/badge'

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariantProps {}

export function Badge({ tone, size, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ tone, size }), className)} {...rest} />
}
