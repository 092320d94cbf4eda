import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { section } from 'styled-system/recipes/section'

export interface SectionProps {
  /** The section's h2; also names the section for assistive technology. */
  title?: ReactNode
  intro?: ReactNode
  eyebrow?: ReactNode
  /** Right-aligned next to the heading on wide screens (e.g. a "see all" link). */
  aside?: ReactNode
  children?: ReactNode
  className?: string
  id?: string
}

/** A titled block of a page body. */
export function Section({ title, intro, eyebrow, aside, children, className, id }: SectionProps) {
  const classes = section()
  return (
    <section className={cx(classes.root, className)} id={id}>
      {title || intro || aside ? (
        <div className={classes.head}>
          <div>
            {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
            {title ? <h2 className={classes.title}>{title}</h2> : null}
            {intro ? <p className={classes.intro}>{intro}</p> : null}
          </div>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  )
}
