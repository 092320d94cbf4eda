import { portInTracker } from 'styled-system/recipes/port-in-tracker'
import { Button } from '@/components/ui/button'
import { CheckIcon, CloseIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import type { LineView, PortInStage } from './use-lines'

type StepStatus = 'done' | 'current' | 'failed' | 'upcoming'

const STEPS = ['Submitted', 'In review', 'Completed'] as const

/** Where each step stands for a port-in stage. */
function stepStatuses(stage: PortInStage): StepStatus[] {
  switch (stage) {
    case 'awaitingDetails':
      return ['current', 'upcoming', 'upcoming']
    case 'inReview':
      return ['done', 'current', 'upcoming']
    case 'failed':
      return ['done', 'failed', 'upcoming']
    case 'completed':
      return ['done', 'done', 'done']
  }
}

const STAGE_LABELS: Record<PortInStage, string> = {
  awaitingDetails: 'Details needed',
  inReview: 'In review',
  // The word of the tracker's refused step: the badge and the tracker agree.
  failed: 'Refused',
  completed: 'Completed',
}

export interface PortInTrackerProps {
  portIn: NonNullable<LineView['portIn']>
  onQuickSimCheck: () => void
  onStart: () => void
  onEdit: () => void
  onResubmit: () => void
}

/** Port-in tracking on a line: submitted, in review, completed, or failed with the carrier's reason. */
export function PortInTracker({ portIn, onQuickSimCheck, onStart, onEdit, onResubmit }: PortInTrackerProps) {
  const classes = portInTracker()
  const statuses = stepStatuses(portIn.stage)
  return (
    <section className={classes.root} aria-label="Port-in" data-stage={portIn.stage}>
      <div className={classes.heading}>
        <h4 className={classes.title}>{portIn.stage === 'completed' ? `Moved in: ${portIn.number}` : `Bringing ${portIn.number}`}</h4>
        <span className={classes.text}>
          Port-in: <strong>{STAGE_LABELS[portIn.stage]}</strong>
        </span>
      </div>
      {portIn.stage !== 'awaitingDetails' ? (
        <ol className={classes.steps} aria-label="Port-in progress">
          {STEPS.map((label, index) => (
            <li
              key={label}
              className={classes.step}
              data-status={statuses[index]}
              aria-current={statuses[index] === 'current' ? 'step' : undefined}
            >
              <span className={classes.marker} aria-hidden="true">
                {statuses[index] === 'done' ? <CheckIcon /> : statuses[index] === 'failed' ? <CloseIcon /> : null}
              </span>
              <span className={classes.label}>{statuses[index] === 'failed' ? 'Refused' : label}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {portIn.stage === 'awaitingDetails' ? (
        <>
          <p className={classes.text}>
            Check the SIM card in your phone, then give us your old carrier details so that we can move your number.
          </p>
          <div className={classes.heading}>
            <Button variant="outline" size="sm" onClick={onQuickSimCheck}>
              Quick SIM check
            </Button>
            <Button variant="solid" size="sm" onClick={onStart}>
              Port in my number
            </Button>
          </div>
        </>
      ) : null}
      {portIn.stage === 'inReview' ? (
        <>
          <p className={classes.text}>Your old carrier is reviewing the transfer. We will move your number as soon as they confirm.</p>
          <div className={classes.heading}>
            <Button variant="outline" size="sm" onClick={onEdit}>
              Edit details
            </Button>
          </div>
        </>
      ) : null}
      {portIn.stage === 'failed' ? (
        <>
          <Notice tone="danger" title="Your old carrier refused the transfer">
            {portIn.failureReason ?? 'Please check your old carrier details and re-submit.'}
          </Notice>
          <div className={classes.heading}>
            <Button variant="solid" size="sm" onClick={onResubmit}>
              Re-submit
            </Button>
          </div>
        </>
      ) : null}
      {portIn.stage === 'completed' ? <p className={classes.text}>{portIn.number} now works on Ring Mobile.</p> : null}
    </section>
  )
}
