import type { ReactNode } from 'react'
import { panelHeading } from 'styled-system/recipes/panel-heading'
import { Card } from './card'
import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'
import { ArrowLeftIcon } from './icons'

export interface PanelHeadingProps {
  id?: string
  title: string
  description?: string
  icon: ReactNode
  /** When given, the icon becomes a round Back button. */
  onBack?: () => void
  /** A control on the right (the month/year filter). */
  aside?: ReactNode
}

/** The round icon beside a panel's title. */
export function PanelIcon({ children }: { children: ReactNode }) {
  return (
    <span className={panelHeading().icon} aria-hidden="true">
      {children}
    </span>
  )
}

/** A panel's heading (payment, overview): icon (or Back), title, a line under it, and an optional control. */
function PanelHeading({ id, title, description, icon, onBack, aside }: PanelHeadingProps) {
  const classes = panelHeading()
  const t = useT(uiMessages)
  return (
    <div className={classes.root}>
      {onBack ? (
        <button type="button" className={classes.back} onClick={onBack} aria-label={t('ui.back')}>
          <ArrowLeftIcon />
        </button>
      ) : (
        <PanelIcon>{icon}</PanelIcon>
      )}
      <div className={classes.titles}>
        <h3 className={classes.title} id={id}>
          {title}
        </h3>
        {description ? <p className={classes.description}>{description}</p> : null}
      </div>
      {aside ? <div className={classes.aside}>{aside}</div> : null}
    </div>
  )
}

/**
 * An outlined card section headed by a PanelHeading: the payment page's panels, the overview's lines. The heading
 * names the section when it has an `id`; otherwise give `label`.
 */
export function HeadedPanel({ label, children, ...heading }: PanelHeadingProps & { label?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={heading.id} aria-label={label}>
      <Card.Header>
        <PanelHeading {...heading} />
      </Card.Header>
      {children}
    </Card.Root>
  )
}
