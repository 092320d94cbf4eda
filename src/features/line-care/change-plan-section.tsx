import { actionRow } from 'styled-system/recipes/action-row'
import { offerTile } from 'styled-system/recipes/offer-tile'
import { lineCareMessages } from '@/i18n/catalogues/line-care'
import { useT } from '@/i18n/react'
import type { LineBill } from '@contract/line-care'
import { Button } from '@/components/ui/button'
import { Notice } from '@/components/ui/notice'
import { ChargeDialog, ChargeFigures, FamilyPageNotice, LineCareCard, NoCardNotice, OfferCardBody } from './line-care-card'
import { useChangePlan, type ChangePlanApi } from './use-change-plan'

const plans = offerTile({ size: 'md' })

function PlanChangeDialog({ dialog }: { dialog: NonNullable<ChangePlanApi['dialog']> }) {
  const t = useT(lineCareMessages)
  return (
    <ChargeDialog dialog={dialog} description={dialog.message} cancelLabel={t('line-care.plan.cancel')}>
      {dialog.lines.length ? <ChargeFigures figures={dialog.lines} label={t('line-care.plan.charged')} /> : null}
      {dialog.noCard ? <NoCardNotice before={t('line-care.plan.noCardBefore')} /> : null}
    </ChargeDialog>
  )
}

/**
 * The line page's "Change plan": the other plans, the scheduled downgrade, and the confirmation. `askOnFamily` (a
 * group's member, whose `line.plan` is `ask`): the plans without Upgrade, Downgrade or Cancel, and a link to ask on
 * the Family page.
 */
export function ChangePlanSection({
  lineId,
  onBillChanged,
  askOnFamily = false,
}: {
  lineId: string
  onBillChanged: (bill: LineBill) => void
  askOnFamily?: boolean
}) {
  const api = useChangePlan(lineId, onBillChanged)
  const t = useT(lineCareMessages)
  return (
    <LineCareCard
      id="change-plan-title"
      title={t('line-care.plan.title')}
      note={api.currentPlanName ? t('line-care.plan.note', { plan: api.currentPlanName }) : null}
    >
      <OfferCardBody state={api} loadingLabel={t('line-care.plan.loading')} gap="4">
        {api.scheduled ? (
          <div className={actionRow({ spread: true })} data-testid="scheduled-plan">
            <p>{api.scheduled.text}</p>
            {askOnFamily ? null : (
              <Button variant="outline" size="sm" onClick={api.scheduled.cancel} loading={api.scheduled.busy}>
                {t('line-care.plan.cancelChange')}
              </Button>
            )}
          </div>
        ) : null}
        {askOnFamily && !api.reason ? (
          <FamilyPageNotice link={t('line-care.addOns.askOnFamily')}>{t('line-care.plan.askOwner')}</FamilyPageNotice>
        ) : null}
        {api.reason ? (
          <Notice tone="info">{api.reason}</Notice>
        ) : (
          <ul className={plans.grid} aria-label={t('line-care.plan.others')}>
            {api.plans.map((plan) => (
              <li key={plan.id} className={plans.root}>
                <div className={plans.head}>
                  <span className={plans.name}>{plan.name}</span>
                  <span className={plans.price}>{plan.price}</span>
                </div>
                <ul className={plans.features}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <p className={plans.when}>{plan.when}</p>
                {askOnFamily ? null : (
                  <Button variant={plan.upgrade ? 'solid' : 'outline'} size="sm" onClick={plan.pick} aria-label={plan.actionLabel}>
                    {plan.action}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </OfferCardBody>
      {api.dialog ? <PlanChangeDialog dialog={api.dialog} /> : null}
    </LineCareCard>
  )
}
