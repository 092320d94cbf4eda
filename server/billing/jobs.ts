import type { Services } from '../context'
import { carrierNow } from '../carrier/clock'
import { startJobTicker } from '../lib/jobs'
import { advanceGroupDates, chargeGroupRenewals } from './group-renewals'
import { attemptRenewal, claimDueRenewals, openBilling, openRenewals, restoreExpiredLost } from './renewals'

/**
 * The billing job: opens what fell due, then charges what is due, until nothing is left at the simulator's now (a
 * clock moved 35 days on runs the renewal, its retries and the next period in order). Safe to run in every process
 * at once. Answers how many renewals it charged or decided.
 */
export async function runBillingJobs(services: Services): Promise<number> {
  const { db } = services
  const now = await carrierNow(db)
  let handled = 0
  await restoreExpiredLost(services, now)
  for (let round = 0; round < 50; round += 1) {
    await openBilling(db, now)
    const opened = await openRenewals(services, now)
    await advanceGroupDates(db, now)
    const claimed = await claimDueRenewals(db, now)
    let decided = await chargeGroupRenewals(services, now)
    for (const renewal of claimed) {
      const result = await attemptRenewal(services, renewal, { now })
      if (result.outcome !== 'unavailable') decided += 1
    }
    handled += decided
    // Nothing new, or only a provider that does not answer: the next run tries again.
    if (opened === 0 && decided === 0) break
  }
  return handled
}

/**
 * Runs the billing job every minute (server/lib/jobs.ts: with several processes on one PostgreSQL, each minute's
 * run happens in one of them; claims keep each charge single anyway).
 */
export function startBillingTicker(services: Services) {
  return startJobTicker(services.database, 'billing', () => runBillingJobs(services), services)
}
