import { Link } from '@tanstack/react-router'
import { button } from 'styled-system/recipes/button'
import { lineCard } from 'styled-system/recipes/line-card'
import { useAssisted } from '@/app/app-context'
import { Button } from '@/components/ui/button'
import { EsimReinstall } from './esim-reinstall'
import { PortInTracker } from './port-in-tracker'
import { SimKitPanel } from './sim-kit-panel'
import { SimStatusBadge } from './sim-status-badge'
import { linesMessages } from '@/i18n/catalogues/lines'
import { useT } from '@/i18n/react'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useSimLabels } from '@/lib/sim'
import { statusHintKey } from './format'
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
  const t = useT(linesMessages)
  const assisted = useAssisted()
  const f = useLocaleFormat()
  const simType = useSimLabels().type(view.line.simType)
  return (
    <article className={classes.root} aria-labelledby={headingId} data-line={view.id}>
      <div className={classes.head}>
        <div className={classes.identity}>
          <p className={classes.eyebrow} data-testid="line-eyebrow">
            {simType}
          </p>
          <h3 className={classes.title} id={headingId}>
            {view.title}
          </h3>
          <p className={classes.number} data-testid="line-number">
            {view.number || (view.incomingNumber ? t('lines.card.movingIn', { number: view.incomingNumber }) : t('lines.card.noNumber'))}
          </p>
        </div>
        <div className={classes.status}>
          <SimStatusBadge view={view} />
        </div>
      </div>
      <p className={classes.hint}>{t(statusHintKey(view.line))}</p>
      <dl className={classes.facts}>
        <div className={classes.fact}>
          <dt className={classes.factLabel}>{t('lines.card.plan')}</dt>
          <dd className={classes.factValue}>{view.planName}</dd>
        </div>
        <div className={classes.fact}>
          <dt className={classes.factLabel}>{t('lines.card.simType')}</dt>
          <dd className={classes.factValue}>{simType}</dd>
        </div>
        <div className={classes.fact}>
          <dt className={classes.factLabel}>{t('lines.card.price')}</dt>
          <dd className={classes.factValue}>{f.monthly(view.line.retailPrice)}</dd>
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
      {view.esimWithheld ? (
        <p className={classes.hint} data-testid="esim-withheld">
          {t(
            // An assisted session is never proven, so no step of the customer's would show it the code.
            assisted
              ? 'lines.card.esimWithheld.assisted'
              : view.esimWithheld === 'simChangeLock'
                ? 'lines.card.esimWithheld.simChangeLock'
                : 'lines.card.esimWithheld.proofNeeded',
          )}
        </p>
      ) : null}
      <div className={classes.actions}>
        <Link
          to="/dashboard/lines/$lineId"
          params={{ lineId: view.id }}
          className={button({ variant: 'solid', size: 'sm' })}
          aria-label={t('lines.card.manageLabel', { line: view.title })}
        >
          {t('lines.card.manage')}
        </Link>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.editNickname(view)}
          aria-label={t(view.hasNickname ? 'lines.card.editNicknameLabel' : 'lines.card.addNicknameLabel', { line: view.title })}
        >
          {t(view.hasNickname ? 'lines.card.editNickname' : 'lines.card.addNickname')}
        </Button>
        {view.qrAvailable ? (
          <Button variant="secondary" size="sm" onClick={() => actions.showQrCode(view)}>
            {t('lines.card.showQr')}
          </Button>
        ) : null}
        {view.qrAvailable ? <EsimReinstall lineId={view.id} lineTitle={view.title} reloadLines={actions.reloadLines} /> : null}
      </div>
    </article>
  )
}
