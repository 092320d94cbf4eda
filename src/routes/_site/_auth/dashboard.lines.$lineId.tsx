import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { LineCarePage } from '@/features/line-care'
import { SimKitPanel } from '@/features/lines'
import { SwitchPhoneSection } from '@/features/line-switch'
import { NumberLockSection } from '@/features/number-lock'
import { DashboardSectionError } from '@/routes/-route-error'

function LineCareRoute() {
  const { lineId } = getRouteApi('/_site/_auth/dashboard/lines/$lineId').useParams()
  return (
    <LineCarePage
      key={lineId}
      lineId={lineId}
      moreSections={(lineTitle) => (
        <>
          <NumberLockSection lineId={lineId} lineTitle={lineTitle} />
          <SwitchPhoneSection lineId={lineId} kitPanel={(onActivated) => <SimKitPanel lineId={lineId} reloadLines={onActivated} />} />
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
