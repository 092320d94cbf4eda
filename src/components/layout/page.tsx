import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { container } from 'styled-system/recipes/container'

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

/** The brand motif: faint signal rings fading out at the right edge of a heading band. */
const rings = {
  content: '""',
  position: 'absolute',
  right: { base: '-260px', md: '-140px' },
  top: '50%',
  width: '620px',
  height: '620px',
  transform: 'translateY(-50%)',
  borderRadius: 'full',
  backgroundImage: 'repeating-radial-gradient(circle, transparent 0 44px, rgba(38, 63, 120, 0.09) 45px 46px)',
  maskImage: 'radial-gradient(circle, black 25%, transparent 68%)',
  pointerEvents: 'none',
} as const

const bandStyles = {
  band: css({
    position: 'relative',
    overflow: 'hidden',
    bg: 'navy.50',
    backgroundImage:
      'radial-gradient(ellipse 60% 90% at 100% 0%, rgba(255, 90, 71, 0.10), transparent 70%), radial-gradient(ellipse 50% 80% at 0% 100%, rgba(60, 87, 148, 0.10), transparent 70%)',
    borderBottomWidth: '1px',
    borderColor: 'navy.100',
    pt: { base: '10', md: '14' },
    pb: { base: '10', md: '14' },
    _after: rings,
  }),
  compact: css({
    bg: 'navy.50',
    backgroundImage: 'radial-gradient(ellipse 60% 120% at 100% 0%, rgba(255, 90, 71, 0.10), transparent 70%)',
    borderBottomWidth: '1px',
    borderColor: 'navy.100',
    pt: { base: '8', md: '10' },
    pb: { base: '8', md: '10' },
    position: 'relative',
    overflow: 'hidden',
    _after: rings,
  }),
  hero: css({
    position: 'relative',
    overflow: 'hidden',
    bg: 'navy.800',
    color: 'white',
    backgroundImage:
      'radial-gradient(ellipse 70% 80% at 85% 30%, rgba(60, 87, 148, 0.65), transparent 70%), radial-gradient(ellipse 40% 50% at 10% 100%, rgba(255, 90, 71, 0.16), transparent 70%)',
    pt: { base: '10', md: '16' },
    pb: { base: '12', md: '16' },
  }),
}

const bandInner = css({
  position: 'relative',
  zIndex: '1',
  display: 'grid',
  gap: { base: '8', md: '10' },
  alignItems: 'center',
})

const withIllustration = css({ gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1.05fr) minmax(0, 0.95fr)' } })

const eyebrowStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  textStyle: 'eyebrow',
  color: 'accent.fg',
  mb: '3',
  '&::before': { content: '""', width: '6', height: '2px', borderRadius: 'full', bg: 'accent.default' },
})

const heroEyebrow = css({ color: 'coral.300' })

const titleStyles = {
  band: css({ textStyle: 'h1', maxWidth: '40rem' }),
  compact: css({ textStyle: 'h1', maxWidth: '40rem' }),
  hero: css({ textStyle: 'display', color: 'white', maxWidth: '36rem' }),
}

const introStyles = {
  band: css({ textStyle: 'lead', color: 'fg.muted', mt: '3', maxWidth: '42rem' }),
  compact: css({ textStyle: 'lead', color: 'fg.muted', mt: '2', maxWidth: '40rem' }),
  hero: css({ textStyle: 'lead', color: 'navy.100', mt: '5', maxWidth: '34rem' }),
}

const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: { base: '6', md: '8' } })

const illustrationStyle = css({
  display: 'flex',
  justifyContent: 'center',
  '& > svg': { width: 'full', height: 'auto', maxWidth: { base: '20rem', md: '28rem' } },
})

const bodyStyle = css({ flex: '1', pt: { base: '10', md: '14' }, pb: { base: '16', md: '20' } })

/**
 * A page: `<main id="main">` (the skip link's target), a heading band with the one h1 and its intro, then the
 * body in the page column.
 */
export function Page({ title, intro, eyebrow, actions, illustration, variant = 'band', width = 'md', children }: PageProps) {
  return (
    <main id="main" tabIndex={-1} className={css({ flex: '1', display: 'flex', flexDirection: 'column', outline: 'none' })}>
      <div className={bandStyles[variant]}>
        <div className={cx(container({ size: width === 'md' ? 'md' : width }), bandInner, illustration ? withIllustration : undefined)}>
          <div>
            {eyebrow ? <p className={cx(eyebrowStyle, variant === 'hero' && heroEyebrow)}>{eyebrow}</p> : null}
            <h1 className={titleStyles[variant]}>{title}</h1>
            {intro ? <p className={introStyles[variant]}>{intro}</p> : null}
            {actions ? <div className={actionsStyle}>{actions}</div> : null}
          </div>
          {illustration ? <div className={illustrationStyle}>{illustration}</div> : null}
        </div>
      </div>
      {children ? <div className={cx(container({ size: width === 'md' ? 'md' : width }), bodyStyle)}>{children}</div> : null}
    </main>
  )
}
