/** Page building blocks shared by the pages: point lists, sign-in step panels, link rows, the help card. */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'
import { buttonStyle } from '../ui/button'
import { Card } from '../ui/card'
import { ArrowRightIcon } from '../ui/icons'

const list = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const item = css({ display: 'flex', gap: '3.5', alignItems: 'flex-start' })
const bullet = css({
  flexShrink: '0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '7',
  height: '7',
  mt: '0.5',
  borderRadius: 'full',
  bg: 'navy.50',
  color: 'navy.700',
  fontSize: 'sm',
  fontWeight: '800',
  '& svg': { width: '4', height: '4' },
})
const itemTitle = css({ fontWeight: '700', color: 'fg.heading' })
const itemText = css({ color: 'fg.muted', fontSize: 'sm', mt: '0.5' })
const note = css({ color: 'fg.muted', fontSize: 'sm' })
const linkRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })

/** A list of points, each with a number or icon, a title and a line of text. */
export function PointList({
  items,
  numbered = false,
}: {
  items: { title: string; text: ReactNode; icon?: ReactNode }[]
  numbered?: boolean
}) {
  const Element = numbered ? 'ol' : 'ul'
  return (
    <Element className={list}>
      {items.map((point, index) => (
        <li key={point.title} className={item}>
          <span className={bullet} aria-hidden="true">
            {numbered ? index + 1 : point.icon}
          </span>
          <div>
            <p className={itemTitle}>{point.title}</p>
            <p className={itemText}>{point.text}</p>
          </div>
        </li>
      ))}
    </Element>
  )
}

/** The card of a sign-in step: what this step does, and where to go from here. */
export function AuthPanel({ title, children, note: footNote }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <Card.Root variant="elevated" as="section" aria-label={title}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footNote ? (
        <Card.Footer>
          <p className={note}>{footNote}</p>
        </Card.Footer>
      ) : null}
    </Card.Root>
  )
}

/** A row of links styled as buttons. */
export function LinkRow({ children }: { children: ReactNode }) {
  return <div className={linkRow}>{children}</div>
}

/** A "help" card at the end of a page that points to the FAQ and the contact page. */
export function HelpCard({
  title: titleProp,
  text,
  showFaqLink = true,
}: {
  title?: string
  text?: ReactNode
  /** Off on the FAQ page itself. */
  showFaqLink?: boolean
}) {
  const t = useT(shellMessages)
  const title = titleProp ?? t('shell.help.title')
  return (
    <Card.Root variant="subtle" as="aside" aria-label={title}>
      <Card.Body
        className={css({
          flexDirection: { base: 'column', md: 'row' },
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
        })}
      >
        <div>
          <h2 className={css({ textStyle: 'h3' })}>{title}</h2>
          <p className={css({ color: 'fg.muted', mt: '1' })}>{text ?? t('shell.help.text')}</p>
        </div>
        <LinkRow>
          {showFaqLink ? (
            <Link to="/faq" className={buttonStyle({ variant: 'outline' })}>
              {t('shell.help.faq')}
            </Link>
          ) : null}
          <Link to="/contact-us" className={buttonStyle({ variant: 'secondary' })}>
            {t('shell.help.contact')} <ArrowRightIcon size={18} />
          </Link>
        </LinkRow>
      </Card.Body>
    </Card.Root>
  )
}
