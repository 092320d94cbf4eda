/** Page building blocks shared by the pages: point lists, sign-in step panels, link rows, the help card. */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { actionRow } from 'styled-system/recipes/action-row'
import { helpCard } from 'styled-system/recipes/help-card'
import { pointList } from 'styled-system/recipes/point-list'
import { text } from 'styled-system/recipes/text'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'
import { buttonStyle } from '../ui/button'
import { Card } from '../ui/card'
import { ArrowRightIcon } from '../ui/icons'

const points = pointList()
const help = helpCard()

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
    <Element className={points.root}>
      {items.map((point, index) => (
        <li key={point.title} className={points.item}>
          <span className={points.bullet} aria-hidden="true">
            {numbered ? index + 1 : point.icon}
          </span>
          <div>
            <p className={points.title}>{point.title}</p>
            <p className={points.text}>{point.text}</p>
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
          <p className={text({ size: 'sm', tone: 'muted' })}>{footNote}</p>
        </Card.Footer>
      ) : null}
    </Card.Root>
  )
}

/** A row of links styled as buttons. */
export function LinkRow({ children }: { children: ReactNode }) {
  return <div className={actionRow()}>{children}</div>
}

/** A "help" card at the end of a page that points to the FAQ and the contact page. */
export function HelpCard({
  title: titleProp,
  text: helpText,
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
    <Card.Root variant="subtle" layout="split" as="aside" aria-label={title}>
      <Card.Body>
        <div>
          <h2 className={help.title}>{title}</h2>
          <p className={help.text}>{helpText ?? t('shell.help.text')}</p>
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
