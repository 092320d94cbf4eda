import type { HTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { container, type ContainerVariantProps } from 'styled-system/recipes/container'

export interface ContainerProps extends HTMLAttributes<HTMLDivElement>, ContainerVariantProps {}

/** The centred page column every section lines up on. */
export function Container({ size, className, ...rest }: ContainerProps) {
  return <div className={cx(container({ size }), className)} {...rest} />
}
