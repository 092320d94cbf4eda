import { expect } from 'vitest'
import { RECENT_COUNT } from '@machines/order-history.machine'
import { describeMachinePaths, type RecordedCall, type StepContext } from '../support/machine-paths'
import { HISTORY, orderHistorySamples, TODAY } from './order-history.samples'

type Step = StepContext<typeof orderHistorySamples.machine>
const asked = (calls: RecordedCall[]) => calls.filter((call) => call.kind === 'actor').map((call) => call.input)
const times = (list: { transactionTime: string }[]) => list.map((txn) => Date.parse(txn.transactionTime))
const isNewestFirst = (list: { transactionTime: string }[]) => times(list).every((time, i, all) => i === 0 || all[i - 1] >= time)

/** The details dialog opens on a shown transaction only, and closes. */
function detailsRule({ snapshot, event, previous }: Step, shown: { id: string }[]) {
  if (snapshot.context.detailsId !== null) expect(shown.map((txn) => txn.id)).toContain(snapshot.context.detailsId)
  if (event?.type === 'details.open' && previous) expect(snapshot.context.detailsId).toBe(event.transactionId)
  if (event?.type === 'details.close') expect(snapshot.context.detailsId).toBeNull()
}

describeMachinePaths({
  ...orderHistorySamples,
  expectations: {
    'summary.loading': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      // The summary asks for every month, the latest five only.
      expect(asked(stepCalls)).toEqual([{ limit: 5 }])
    },
    'summary.list': (step) => {
      const { snapshot, event, stepCalls } = step
      const { recent } = snapshot.context
      // The latest five, newest first, whatever order the server answered in.
      expect(recent.map((txn) => txn.id)).toEqual(['txn_mar_2', 'txn_mar_1', 'txn_feb', 'txn_feb_failed', 'txn_jan'])
      expect(recent).toHaveLength(RECENT_COUNT)
      expect(HISTORY.length).toBeGreaterThan(RECENT_COUNT)
      expect(snapshot.can({ type: 'history.seeAll' })).toBe(true)
      // Back from the full view: the summary is as it was, nothing is read again.
      if (event?.type === 'history.back') {
        expect(stepCalls).toEqual([])
        expect(snapshot.context.detailsId).toBeNull()
      }
      detailsRule(step, recent)
    },
    'summary.empty': ({ snapshot }) => {
      expect(snapshot.context.recent).toEqual([])
      expect(snapshot.can({ type: 'history.seeAll' })).toBe(false)
    },
    'summary.failed': ({ snapshot }) => expect(snapshot.can({ type: 'history.retry' })).toBe(true),
    'seeAll.loading': ({ snapshot, stepCalls, event }) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(snapshot.context.monthly).toEqual([])
      // 'See all' opens on the month of the newest order; the filter asks for the chosen month.
      if (event?.type === 'history.seeAll') expect(snapshot.context.filter).toEqual({ month: 3, year: 2026 })
      if (event?.type === 'filter.change') expect(snapshot.context.filter).toEqual({ month: event.month, year: event.year })
      expect(asked(stepCalls)).toEqual([snapshot.context.filter])
      expect(snapshot.context.filter).not.toEqual({ month: 13, year: TODAY.year })
    },
    'seeAll.list': (step) => {
      const { monthly } = step.snapshot.context
      expect(monthly.length).toBeGreaterThan(0)
      expect(isNewestFirst(monthly)).toBe(true)
      expect(step.snapshot.can({ type: 'history.back' })).toBe(true)
      detailsRule(step, monthly)
    },
    'seeAll.empty': ({ snapshot }) => {
      expect(snapshot.context.monthly).toEqual([])
      // Another month can be chosen, and the way back stays.
      expect(snapshot.can({ type: 'filter.change', month: 1, year: 2026 })).toBe(true)
      expect(snapshot.can({ type: 'history.back' })).toBe(true)
    },
    'seeAll.failed': ({ snapshot }) => {
      expect(snapshot.can({ type: 'history.retry' })).toBe(true)
      expect(snapshot.can({ type: 'history.back' })).toBe(true)
    },
  },
})
