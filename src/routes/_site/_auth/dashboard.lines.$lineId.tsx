import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { lineAllows, lineEnded } from '@contract/line-state'
import { LineCarePage } from '@/features/line-care/line-care-page'
import { SimKitPanel } from '@/features/lines/sim-kit-panel'
import { SwitchPhoneSection } from '@/features/line-switch/switch-phone-section'
import { NumberLockSection } from '@/features/number-lock/number-lock-section'
import { DashboardSectionError } from '@/routes/-route-error'

function LineCareRoute() {
  const { lineId } = getRouteApi('/_site/_auth/dashboard/lines/$lineId').useParams()
  return (
    <LineCarePage
      key={lineId}
      lineId={lineId}
      moreSections={(lineTitle, state) => (
        <>
          {/* A ported-out line keeps the number-lock card: it says where the number went. */}
          {lineAllows(state, 'numberLock') || state === 'portedOut' ? <NumberLockSection lineId={lineId} lineTitle={lineTitle} /> : null}
          {lineEnded(state) ? null : (
            <SwitchPhoneSection lineId={lineId} kitPanel={(onActivated) => <SimKitPanel lineId={lineId} reloadLines={onActivated} />} />
          )}
        </>
      )}
    />
  )
}

/** /dashboard/lines/$lineId: one line's bill, autopay and renewals, reached by Manage on a line card. */
export const Route = createFileRoute('/_site/_auth/dashboard/lines/$lineId')({
  component: LineCareRoute,
  errorComponent: DashboardSectionError,
})
