import { lineCareEndpoints as endpoints } from '@contract/endpoints/line-care'
import { mayDo } from '@contract/family'
import type { Context } from 'hono'
import { LINE_CARE_MESSAGES, type LineBill } from '@contract/line-care'
import { lineRefusal, type LineAction } from '@contract/line-state'
import { billsOf, ownBill, refreshBills } from '../../billing/bills'
import { runBillingJobs } from '../../billing/jobs'
import { setLineAutopay } from '../../billing/autopay'
import { restoreLost, suspendLost } from '../../billing/renewals'
import { carrierNow } from '../../carrier/clock'
import type { AppEnv, Services } from '../../context'
import { endpointRoutes } from '../../lib/endpoints'
import { conflict } from '../../lib/errors'
import { answer } from '../../lib/http'
import { groupOf, lineFor } from '../../lib/line-access'
import { requestLanguage } from '../../lib/language'
import { billShownTo, freshLineBill } from './fresh-bill'

/** One sentence for every state whose service goes on; an ended line says its own (contract/line-state.ts). */
const everyLiveState = (message: string) => ({
  pendingActivation: message,
  active: message,
  grace: message,
  suspended: message,
  lost: message,
})

/** Each line's bill, autopay, and the lost-phone suspension; another customer's line is 404, a line of the group the role may not touch 403 (lineFor). */
export function lineBillRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.bills, async (c) => {
    const customer = c.get('customer')
    await refreshBills(services, customer.id)
    c.header('Cache-Control', 'no-store')
    // A group's manager or member does not see the bills of their lines: the owner pays them (FAMILY_RULES 'line.billing').
    const role = (await groupOf(db, customer.id))?.member.role ?? 'owner'
    if (mayDo(role, 'line.billing', true) !== 'yes') return answer(c, endpoints.bills.answer, { bills: [] })
    return answer(c, endpoints.bills.answer, { bills: await billsOf(db, customer.id, undefined, requestLanguage(c)) })
  })

  /** The line's page: whoever may view the line (`line.view`), its bill as they may see it (billShownTo). */
  route(endpoints.bill, async (c) => {
    const lineId = c.req.param('lineId')
    const { userId, viewer } = await freshLineBill(services, c.get('customer').id, lineId, 'line.view')
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.bill.answer, billShownTo(await ownBill(db, userId, lineId, requestLanguage(c)), viewer))
  })

  /**
   * Autopay on or off (the owner only, for a line of their group: `line.billing`); its payer is emailed
   * (server/billing/autopay.ts). Turned on while a renewal is unpaid, the next run charges it at once.
   */
  route(endpoints.setAutopay, async (c) => {
    const lineId = c.req.param('lineId')
    const userId = (await lineFor(db, c.get('customer').id, lineId, 'line.billing', LINE_CARE_MESSAGES.lineNotFound)).customerId
    const { autopay } = c.req.valid('json')
    const refusal = lineRefusal((await ownBill(db, userId, lineId)).state, 'autopay')
    if (refusal) throw conflict(refusal)
    if (!(await setLineAutopay(services, { userId, lineId, autopay, assisted: c.get('claims').assisted })))
      throw conflict('This line is not active yet: there is nothing to renew')
    return answer(c, endpoints.setAutopay.answer, {
      message: autopay ? LINE_CARE_MESSAGES.autopayOn : LINE_CARE_MESSAGES.autopayOff,
      bill: await ownBill(db, userId, lineId, requestLanguage(c)),
    })
  })

  /**
   * A lost-phone change of a line (suspend, restore): its state must allow `change` (else 409 with the state's
   * refusal, `cannot` for a live line), then `act` must make it (else 409 `cannot`). Answers `done` and the bill after.
   */
  async function lostPhoneChange(
    c: Context<AppEnv>,
    lineId: string,
    change: LineAction,
    cannot: string,
    act: (bill: LineBill, now: Date) => Promise<boolean>,
    done: string,
  ) {
    const { userId, viewer, bill } = await freshLineBill(services, c.get('customer').id, lineId, 'line.suspend')
    const refusal = lineRefusal(bill.state, change, everyLiveState(cannot))
    if (refusal) throw conflict(refusal)
    if (!(await act(bill, await carrierNow(db)))) throw conflict(cannot)
    return { message: done, bill: billShownTo(await ownBill(db, userId, lineId, requestLanguage(c)), viewer) }
  }

  /** Lost or stolen phone: the line is suspended (number kept, no service, no renewal charge) for at most 90 days. */
  route(endpoints.suspend, async (c) => {
    const lineId = c.req.param('lineId')
    const suspend = async (bill: LineBill, now: Date) => bill.canSuspend && (await suspendLost(services, lineId, now))
    const changed = await lostPhoneChange(c, lineId, 'suspendLost', LINE_CARE_MESSAGES.cannotSuspend, suspend, LINE_CARE_MESSAGES.suspended)
    return answer(c, endpoints.suspend.answer, changed)
  })

  route(endpoints.restore, async (c) => {
    const lineId = c.req.param('lineId')
    const restore = async (_bill: LineBill, now: Date) => {
      const restored = await restoreLost(services, lineId, now)
      if (restored) await runBillingJobs(services)
      return restored
    }
    return answer(
      c,
      endpoints.restore.answer,
      await lostPhoneChange(c, lineId, 'restoreLost', LINE_CARE_MESSAGES.notLost, restore, LINE_CARE_MESSAGES.restored),
    )
  })

  return app
}
