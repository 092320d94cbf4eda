import { css } from 'styled-system/css'
import { portInTracker } from 'styled-system/recipes/port-in-tracker'
import { Button } from '@/components/ui/button'
import { CheckIcon } from '@/components/ui/icons'
import { LoadFailedNotice, Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
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
  return (
    <section className={classes.root} aria-label="SIM card delivery" id={`${SIM_INSTRUCTIONS_ID}-${lineId}`}>
      <div className={classes.heading}>
        <h4 className={classes.title}>{delivered ? 'Activate your SIM card' : 'Your SIM card'}</h4>
        {api.trackingNumber ? (
          <span className={classes.text}>
            Tracking: <strong data-testid="tracking-number">{api.trackingNumber}</strong>
          </span>
        ) : null}
      </div>
      {api.loading ? <Spinner label="Loading your SIM card's delivery" /> : null}
      {api.loadError ? (
        <LoadFailedNotice title="We couldn't load your SIM card's delivery" message={api.loadError} onRetry={api.refresh} />
      ) : null}
      {api.steps.length ? (
        <ol className={classes.steps} aria-label="SIM card delivery steps">
          {api.steps.map((step, index) => {
            const current = !step.done && (index === 0 || api.steps[index - 1].done)
            const status = step.done ? 'done' : current ? 'current' : 'upcoming'
            return (
              <li key={step.step} className={classes.step} data-status={status} aria-current={current ? 'step' : undefined}>
                <span className={classes.marker} aria-hidden="true">
                  {step.done ? <CheckIcon /> : null}
                </span>
                <span className={classes.label}>
                  {step.label}
                  {step.when ? (
                    <span className={css({ display: 'block', fontWeight: 'normal', color: 'fg.muted', fontSize: 'xs' })}>{step.when}</span>
                  ) : null}
                </span>
              </li>
            )
          })}
        </ol>
      ) : null}
      {api.onItsWay ? (
        <>
          <p className={classes.text}>
            {api.expected ? `Expected by ${api.expected}. ` : ''}Once it arrives, activate it here with the number printed on the card.
          </p>
          <div className={classes.heading}>
            <Button variant="outline" size="sm" onClick={api.refresh}>
              Check again
            </Button>
          </div>
        </>
      ) : null}
      {api.ready ? (
        <form
          noValidate
          className={css({ display: 'grid', gap: '3' })}
          onSubmit={(event) => {
            event.preventDefault()
            api.submit()
          }}
        >
          <ol className={css({ listStyle: 'decimal', paddingInlineStart: '5', display: 'grid', gap: '1', fontSize: 'sm' })}>
            <li>Pop the SIM card out of its holder and put it in your phone, then restart the phone.</li>
            <li>Type the 19 or 20 digit SIM number (ICCID) printed on the card or its holder, then choose Activate SIM.</li>
            <li>Your line is ready a few minutes later: its status here turns Active.</li>
          </ol>
          <TextInput
            label="SIM card number (ICCID)"
            {...api.field}
            error={api.field.error ?? api.formError}
            helperText={`${api.triesLeft} ${api.triesLeft === 1 ? 'try' : 'tries'} left`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="8901 4100 …"
          />
          <div>
            <Button type="submit" variant="solid" size="sm" loading={api.busy}>
              Activate SIM
            </Button>
          </div>
        </form>
      ) : null}
      {api.locked ? (
        <Notice tone="danger" title="Activation is locked">
          Too many wrong SIM numbers were typed for this card. Please contact us and we will activate it with you.
        </Notice>
      ) : null}
      {api.activated ? <p className={classes.text}>Your SIM card is activated. Your line is ready in a few minutes.</p> : null}
    </section>
  )
}
