import { portInTracker } from 'styled-system/recipes/port-in-tracker'
import { Button } from '@/components/ui/button'
import { CheckIcon, CloseIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { linesMessages } from '@/i18n/catalogues/lines'
import { useT } from '@/i18n/react'
import type { LineView, PortInStage } from './use-lines'

type LinesKey = NonNullable<(typeof linesMessages)['ids']>

/** A button under a stage's text. */
interface StageAction {
  label: LinesKey
  variant: 'solid' | 'outline'
  onClick: () => void
}

type StepStatus = 'done' | 'current' | 'failed' | 'upcoming'

const STEPS = ['lines.portIn.step.submitted', 'lines.portIn.stage.inReview', 'lines.portIn.stage.completed'] as const

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

const STAGE_LABELS = {
  awaitingDetails: 'lines.portIn.stage.awaitingDetails',
  inReview: 'lines.portIn.stage.inReview',
  // The word of the tracker's refused step: the badge and the tracker agree.
  failed: 'lines.portIn.stage.refused',
  completed: 'lines.portIn.stage.completed',
} as const satisfies Record<PortInStage, string>

/** What the tracker says under the steps at each stage (a refused port-in shows the carrier's reason instead). */
const STAGE_TEXTS = {
  awaitingDetails: 'lines.portIn.awaitingText',
  inReview: 'lines.portIn.reviewText',
  completed: 'lines.portIn.completedText',
} as const satisfies Record<Exclude<PortInStage, 'failed'>, string>

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
  const t = useT(linesMessages)
  // What the customer can do from each stage, in the order of its buttons.
  const stageActions: Record<PortInStage, StageAction[]> = {
    awaitingDetails: [
      { label: 'lines.portIn.quickCheck', variant: 'outline', onClick: onQuickSimCheck },
      { label: 'lines.portIn.start', variant: 'solid', onClick: onStart },
    ],
    inReview: [{ label: 'lines.portIn.edit', variant: 'outline', onClick: onEdit }],
    failed: [{ label: 'lines.portIn.resubmit', variant: 'solid', onClick: onResubmit }],
    completed: [],
  }
  const actions = stageActions[portIn.stage]
  return (
    <section className={classes.root} aria-label={t('lines.portIn.label')} data-stage={portIn.stage}>
      <div className={classes.heading}>
        <h4 className={classes.title}>
          {t(portIn.stage === 'completed' ? 'lines.portIn.movedIn' : 'lines.portIn.bringing', { number: portIn.number })}
        </h4>
        <span className={classes.text}>
          {t('lines.portIn.status')} <strong>{t(STAGE_LABELS[portIn.stage])}</strong>
        </span>
      </div>
      {portIn.stage !== 'awaitingDetails' ? (
        <ol className={classes.steps} aria-label={t('lines.portIn.progress')}>
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
              <span className={classes.label}>{t(statuses[index] === 'failed' ? 'lines.portIn.stage.refused' : label)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {portIn.stage === 'failed' ? (
        <Notice tone="danger" title={t('lines.portIn.refusedTitle')}>
          {portIn.failureReason ?? t('lines.portIn.refusedText')}
        </Notice>
      ) : (
        <p className={classes.text}>{t(STAGE_TEXTS[portIn.stage], { number: portIn.number })}</p>
      )}
      {actions.length ? (
        <div className={classes.heading}>
          {actions.map((action) => (
            <Button key={action.label} variant={action.variant} size="sm" onClick={action.onClick}>
              {t(action.label)}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  )
}
