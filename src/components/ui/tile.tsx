import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { tile, type TileVariantProps } from 'styled-system/recipes/tile'

export interface TileProps extends TileVariantProps {
  title: ReactNode
  children?: ReactNode
  /** An icon in a tinted square. */
  icon?: ReactNode
  /** A step number in a circle (how-it-works strips). */
  step?: number
  /** Heading level of the title (defaults to h3). */
  level?: 2 | 3 | 4
  className?: string
  as?: 'div' | 'li'
}

/** An icon or step number, a short title and a line or two of text. */
export function Tile({ title, children, icon, step, level = 3, variant, className, as: Element = 'div' }: TileProps) {
  const classes = tile({ variant })
  const Heading = `h${level}` as const
  return (
    <Element className={cx(classes.root, className)}>
      {icon ? <span className={classes.icon}>{icon}</span> : null}
      {step !== undefined ? (
        <span className={classes.step} aria-hidden="true">
          {step}
        </span>
      ) : null}
      <Heading className={classes.title}>{title}</Heading>
      {children ? <div className={classes.text}>{children}</div> : null}
    </Element>
  )
}
