import { portInTracker } from 'styled-system/recipes/port-in-tracker'
import { Button } from '@/components/ui/button'
import { CheckIcon } from '@/components/ui/icons'
import { LoadFailedNotice, Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import { linesMessages } from '@/i18n/catalogues/lines'
import { useT } from '@/i18n/react'
import { useSimActivation } from './use-sim-activation'

/** The id the port-in notice's "instructions in My Account" lead to (My Account > Plans, on the line). */
const SIM_INSTRUCTIONS_ID = 'activate-sim'

/**
 * A shipped SIM card on a physical line: packed, shipped with its tracking number, delivered;
 * then the instructions and the ICCID printed on the card to activate it.
 */
export function SimKitPanel({ lineId, reloadLines }: { lineId: string; reloadLines: () => void }) {
  const api = useSimActivation(lineId, reloadLines)
  const classes = portInTracker()
  const delivered = api.ready || api.locked
  const t = useT(linesMessages)
  return (
    <section className={classes.root} aria-label={t('lines.kit.label')} id={`${SIM_INSTRUCTIONS_ID}-${lineId}`}>
      <div className={classes.heading}>
        <h4 className={classes.title}>{t(delivered ? 'lines.kit.activateTitle' : 'lines.kit.title')}</h4>
        {api.trackingNumber ? (
          <span className={classes.text}>
            {t('lines.kit.tracking')} <strong data-testid="tracking-number">{api.trackingNumber}</strong>
          </span>
        ) : null}
      </div>
      {api.loading ? <Spinner label={t('lines.kit.loading')} /> : null}
      {api.loadError ? <LoadFailedNotice title={t('lines.kit.failed')} message={api.loadError} onRetry={api.refresh} /> : null}
      {api.steps.length ? (
        <ol className={classes.steps} aria-label={t('lines.kit.steps')}>
          {api.steps.map((step, index) => {
            const current = !step.done && (index === 0 || api.steps[index - 1].done)
            const status = step.done ? 'done' : current ? 'current' : 'upcoming'
            return (
              <li key={step.step} className={classes.step} data-status={status} aria-current={current ? 'step' : undefined}>
                <span className={classes.marker} aria-hidden="true">
                  {step.done ? <CheckIcon /> : null}
                </span>
                <span className={classes.label}>
                  {t(`lines.kit.stage.${step.step}`)}
                  {step.when ? <span className={classes.when}>{step.when}</span> : null}
                </span>
              </li>
            )
          })}
        </ol>
      ) : null}
      {api.onItsWay ? (
        <>
          <p className={classes.text}>
            {api.expected ? `${t('lines.kit.expected', { date: api.expected })} ` : ''}
            {t('lines.kit.onceArrives')}
          </p>
          <div className={classes.heading}>
            <Button variant="outline" size="sm" onClick={api.refresh}>
              {t('lines.kit.checkAgain')}
            </Button>
          </div>
        </>
      ) : null}
      {api.ready ? (
        <form
          noValidate
          className={classes.form}
          onSubmit={(event) => {
            event.preventDefault()
            api.submit()
          }}
        >
          <ol className={classes.instructions}>
            <li>{t('lines.kit.step1')}</li>
            <li>{t('lines.kit.step2')}</li>
            <li>{t('lines.kit.step3')}</li>
          </ol>
          <TextInput
            label={t('lines.kit.iccid')}
            {...api.field}
            error={api.field.error ?? api.formError}
            helperText={t('lines.kit.triesLeft', { count: api.triesLeft })}
            inputMode="numeric"
            autoComplete="off"
            placeholder="8901 4100 …"
          />
          <div>
            <Button type="submit" variant="solid" size="sm" loading={api.busy}>
              {t('lines.kit.activate')}
            </Button>
          </div>
        </form>
      ) : null}
      {api.locked ? (
        <Notice tone="danger" title={t('lines.kit.lockedTitle')}>
          {t('lines.kit.lockedText')}
        </Notice>
      ) : null}
      {api.activated ? <p className={classes.text}>{t('lines.kit.activated')}</p> : null}
    </section>
  )
}
