import type { ReactNode } from 'react'
import { panelHeading } from 'styled-system/recipes/panel-heading'
import { ArrowLeftIcon } from './icons'

export interface PanelHeadingProps {
  id: string
  title: string
  description: string
  icon: ReactNode
  /** When given, the icon becomes a round Back button. */
  onBack?: () => void
  /** A control on the right (the month/year filter). */
  aside?: ReactNode
}

/** A payment panel's heading: icon (or Back), title, a line under it, and an optional control. */
export function PanelHeading({ id, title, description, icon, onBack, aside }: PanelHeadingProps) {
  const classes = panelHeading()
  return (
    <div className={classes.root}>
      {onBack ? (
        <button type="button" className={classes.back} onClick={onBack} aria-label="Back">
          <ArrowLeftIcon />
        </button>
      ) : (
        <span className={classes.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={classes.titles}>
        <h3 className={classes.title} id={id}>
          {title}
        </h3>
        <p className={classes.description}>{description}</p>
      </div>
      {aside ? <div className={classes.aside}>{aside}</div> : null}
    </div>
  )
}
