import { Link } from '@tanstack/react-router'
import { renewalList } from 'styled-system/recipes/renewal-list'
import type { LineBill } from '@contract/line-care'
import { getLineBills } from '@/api/line-care'
import { Badge } from '@/components/ui/badge'
import { buttonStyle } from '@/components/ui/button'
import { apiActor } from '@/lib/api-actor'
import { lineCareMessages } from '@/i18n/catalogues/line-care'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT } from '@/i18n/react'
import { useFlowActor } from '@/lib/flow'
import { LineCareCard, meta } from './line-care-card'

/** The bills with something coming (active lines), or null when they could not be read (the panel stays away). */
const loadUpcoming = apiActor<void, LineBill[] | null>((_input, signal) =>
  getLineBills(signal).then(
    (bills) => bills.filter((bill) => bill.status !== 'notActive'),
    () => (signal.aborted ? Promise.reject(new Error('aborted')) : null),
  ),
)

const renewals = renewalList()

/** The overview's "Upcoming charges": each active line's next renewal, date and amount, and a way to it. */
export function UpcomingCharges() {
  const { snapshot } = useFlowActor(loadUpcoming)
  const bills = snapshot.status === 'done' ? snapshot.output : null
  const t = useT(lineCareMessages)
  const f = useLocaleFormat()
  if (!bills || bills.length === 0) return null
  return (
    <LineCareCard id="upcoming-charges-title" title={t('line-care.upcoming.title')}>
      <ul className={renewals.root} aria-label={t('line-care.upcoming.title')}>
        {bills.map((bill) => (
          <li key={bill.lineId} className={renewals.row}>
            <span>
              <span className={renewals.name}>{bill.lineLabel}</span> <span className={meta}>· {bill.planName}</span>
            </span>
            <span className={renewals.amount}>{f.money(bill.openRenewal?.amount ?? bill.nextAmount)}</span>
            <span className={meta}>
              {bill.status === 'current' ? (
                t(bill.autopay ? 'line-care.upcoming.autopayOn' : 'line-care.upcoming.payBy', { date: f.day(bill.renewsAt!) })
              ) : (
                <Badge tone={bill.status === 'suspended' ? 'danger' : 'warning'}>
                  {t(bill.status === 'suspended' ? 'line-care.upcoming.suspended' : 'line-care.upcoming.due')}
                </Badge>
              )}
            </span>
            <Link
              to="/dashboard/lines/$lineId"
              params={{ lineId: bill.lineId }}
              className={buttonStyle({ variant: 'outline', size: 'sm' })}
            >
              {t('line-care.upcoming.manage')}
            </Link>
          </li>
        ))}
      </ul>
    </LineCareCard>
  )
}
