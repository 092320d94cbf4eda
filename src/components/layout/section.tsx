import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

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

const root = css({
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '6', md: '8' },
  '& + &': { mt: { base: '14', md: '20' } },
})
const head = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '4',
})
const eyebrowStyle = css({ textStyle: 'eyebrow', color: 'accent.fg', mb: '2' })
const titleStyle = css({ textStyle: 'h2' })
const introStyle = css({ color: 'fg.muted', mt: '2', maxWidth: '40rem', fontSize: { base: 'md', md: 'lg' } })

/** A titled block of a page body. */
export function Section({ title, intro, eyebrow, aside, children, className, id }: SectionProps) {
  return (
    <section className={cx(root, className)} id={id}>
      {title || intro || aside ? (
        <div className={head}>
          <div>
            {eyebrow ? <p className={eyebrowStyle}>{eyebrow}</p> : null}
            {title ? <h2 className={titleStyle}>{title}</h2> : null}
            {intro ? <p className={introStyle}>{intro}</p> : null}
          </div>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  )
}
