import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { container } from 'styled-system/recipes/container'
import { pageBand } from 'styled-system/recipes/page-band'

export interface PageProps {
  /** The page's one h1. */
  title: string
  /** A sentence or two under the heading. */
  intro?: ReactNode
  /** A small label above the heading. */
  eyebrow?: ReactNode
  /** Buttons or links under the intro. */
  actions?: ReactNode
  /** A picture beside the heading (hero pages). */
  illustration?: ReactNode
  /** `band`: a light header band; `hero`: the navy home-page hero; `compact`: a slim band for forms. */
  variant?: 'band' | 'hero' | 'compact'
  /** Width of the body column. */
  width?: 'md' | 'narrow' | 'prose'
  children?: ReactNode
}

/**
 * A page: `<main id="main">` (the skip link's target), a heading band with the one h1 and its intro, then the
 * body in the page column.
 */
export function Page({ title, intro, eyebrow, actions, illustration, variant = 'band', width = 'md', children }: PageProps) {
  const classes = pageBand({ variant, illustrated: Boolean(illustration) })
  const column = container({ size: width })
  return (
    <main id="main" tabIndex={-1} className={classes.main}>
      <div className={classes.band}>
        <div className={cx(column, classes.inner)}>
          <div>
            {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
            <h1 className={classes.title}>{title}</h1>
            {intro ? <p className={classes.intro}>{intro}</p> : null}
            {actions ? <div className={classes.actions}>{actions}</div> : null}
          </div>
          {illustration ? <div className={classes.illustration}>{illustration}</div> : null}
        </div>
      </div>
      {children ? <div className={cx(column, classes.body)}>{children}</div> : null}
    </main>
  )
}
