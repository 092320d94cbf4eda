import { Link } from '@tanstack/react-router'
import { button } from 'styled-system/recipes/button'
import { lineCard } from 'styled-system/recipes/line-card'
import { Button } from '@/components/ui/button'
import { EsimReinstall } from './esim-reinstall'
import { PortInTracker } from './port-in-tracker'
import { SimKitPanel } from './sim-kit-panel'
import { SimStatusBadge } from './sim-status-badge'
import type { LineView } from './use-lines'

export interface LineActions {
  editNickname: (view: LineView) => void
  showQrCode: (view: LineView) => void
  quickSimCheck: (view: LineView) => void
  startPortIn: (view: LineView) => void
  editPortIn: (view: LineView) => void
  resubmitPortIn: (view: LineView) => void
  /** After a SIM activation or a new eSIM code: the lines are read again. */
  reloadLines: () => void
}

/**
 * One line: its SIM type (the small heading, the same on every card), nickname or plan name, number and status
 * badge in the top-right corner; plan, SIM type and price; port-in tracking; the actions, one row at the bottom
 * (add one more button or link there).
 */
export function LineCard({ view, actions }: { view: LineView; actions: LineActions }) {
  const classes = lineCard()
  const headingId = `line-${view.id}-title`
  return (
    <article className={classes.root} aria-labelledby={headingId} data-line={view.id}>
      <div className={classes.head}>
        <div className={classes.identity}>
          <p className={classes.eyebrow} data-testid="line-eyebrow">
            {view.simType}
          </p>
          <h3 className={classes.title} id={headingId}>
            {view.title}
          </h3>
          <p className={classes.number} data-testid="line-number">
            {view.number || (view.incomingNumber ? `${view.incomingNumber} (moving in)` : 'Number on its way')}
          </p>
        </div>
        <div className={classes.status}>
          <SimStatusBadge view={view} />
        </div>
      </div>
      <p className={classes.hint}>{view.statusHint}</p>
      <dl className={classes.facts}>
        <div className={classes.fact}>
          <dt className={classes.factLabel}>Plan</dt>
          <dd className={classes.factValue}>{view.planName}</dd>
        </div>
        <div className={classes.fact}>
          <dt className={classes.factLabel}>SIM type</dt>
          <dd className={classes.factValue}>{view.simType}</dd>
        </div>
        <div className={classes.fact}>
          <dt className={classes.factLabel}>Price</dt>
          <dd className={classes.factValue}>{view.price}</dd>
        </div>
      </dl>
      {view.awaitsKit ? (
        <div className={classes.panel}>
          <SimKitPanel lineId={view.id} reloadLines={actions.reloadLines} />
        </div>
      ) : null}
      {view.portIn ? (
        <div className={classes.panel}>
          <PortInTracker
            portIn={view.portIn}
            onQuickSimCheck={() => actions.quickSimCheck(view)}
            onStart={() => actions.startPortIn(view)}
            onEdit={() => actions.editPortIn(view)}
            onResubmit={() => actions.resubmitPortIn(view)}
          />
        </div>
      ) : null}
      <div className={classes.actions}>
        <Link
          to="/dashboard/lines/$lineId"
          params={{ lineId: view.id }}
          className={button({ variant: 'solid', size: 'sm' })}
          aria-label={`Manage ${view.title}`}
        >
          Manage
        </Link>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.editNickname(view)}
          aria-label={`${view.hasNickname ? 'Edit' : 'Add'} nickname for ${view.title}`}
        >
          {view.hasNickname ? 'Edit nickname' : 'Add nickname'}
        </Button>
        {view.qrAvailable ? (
          <Button variant="secondary" size="sm" onClick={() => actions.showQrCode(view)}>
            Show eSIM QR code
          </Button>
        ) : null}
        {view.qrAvailable ? <EsimReinstall lineId={view.id} lineTitle={view.title} reloadLines={actions.reloadLines} /> : null}
      </div>
    </article>
  )
}
