import { createHash } from 'node:crypto'
import { PERIOD_DAYS, type LineBill, type LineUsage, type UsageAmounts } from '@contract/line-care'

/**
 * Usage this period, simulated by the carrier simulator: deterministic per line and day (a hash of
 * the line id and the day), so a test can predict it, and moved by the simulator clock (today's figures grow with
 * the hours gone). The allowance is read from the plan's description ("20 GB high-speed 5G data"; "Unlimited talk &
 * text" and "Unlimited … data" are unlimited, null). A line wants a little more data than its plan holds over a
 * period (DATA_APPETITE): high-speed data stops at the allowance, which data add-ons raise from the moment they are
 * bought (server/billing/add-ons.ts), so a line that runs out uses an add-on from then on.
 */

const DAY_MS = 24 * 60 * 60_000
const MB_PER_GB = 1024
/** Daily data of an unlimited plan, in MB, before the day's factor. */
const UNLIMITED_DAILY_MB = 1400
/** The share of its plan's data a line would use over a whole period, were it not stopped at the allowance. */
const DATA_APPETITE = 1.1

/** A plan's allowances from its description lines: a "N GB … data" line first, then "Unlimited … data"; null is unlimited. */
export function allowanceOf(description: string): LineUsage['allowance'] {
  const lines = description.split('\n').map((line) => line.toLowerCase())
  const gb = lines.map((line) => line.match(/^(\d+(?:\.\d+)?) gb .*data/)).find(Boolean)
  const unlimitedData = lines.some((line) => line.includes('unlimited') && line.includes('data'))
  const talkText = lines.some((line) => line.startsWith('unlimited talk'))
  return {
    dataMb: gb ? Number(gb[1]) * MB_PER_GB : unlimitedData ? null : 0,
    minutes: talkText ? null : 0,
    texts: talkText ? null : 0,
  }
}

/** Three numbers in [0, 1) from the line and the day: the same every time. */
function dayNoise(lineId: string, day: Date): number[] {
  const digest = createHash('sha256')
    .update(`${lineId}:${day.toISOString().slice(0, 10)}`)
    .digest()
  return [0, 4, 8].map((offset) => digest.readUInt32BE(offset) / 2 ** 32)
}

/** One whole day's simulated usage of a line with a data allowance of `dataMb` (null: unlimited). */
export function dayUsage(lineId: string, day: Date, dataMb: number | null): UsageAmounts {
  const [data, talk, text] = dayNoise(lineId, day)
  const dailyMb = dataMb === null ? UNLIMITED_DAILY_MB : (dataMb * DATA_APPETITE) / PERIOD_DAYS
  return {
    dataMb: Math.round(dailyMb * (0.3 + 1.4 * data)),
    minutes: Math.round(4 + 56 * talk),
    texts: Math.round(3 + 60 * text),
  }
}

const scale = (amounts: UsageAmounts, fraction: number): UsageAmounts => ({
  dataMb: Math.round(amounts.dataMb * fraction),
  minutes: Math.round(amounts.minutes * fraction),
  texts: Math.round(amounts.texts * fraction),
})

/** Data added to the line this period (data add-ons): how much, from when. */
export interface AddedData {
  dataMb: number
  from: Date
}

/**
 * The line's usage from the start of its paid period to `now` (or to its suspension for a lost phone), day by day;
 * today counts the part of the day gone. High-speed data stops at the allowance as it stood at each day's end (the
 * plan's, plus the data added by then). A line that is not active has none.
 */
export function usageOf(
  bill: LineBill,
  planDescription: string,
  now: Date,
  added: AddedData[] = [],
  /** When the period in effect began, when not PERIOD_DAYS before the renewal (server/billing/payer.ts usagePeriodStart). */
  periodFrom?: Date,
): LineUsage {
  const plan = allowanceOf(planDescription)
  const addedDataMb = plan.dataMb === null ? 0 : added.reduce((sum, item) => sum + item.dataMb, 0)
  const allowance = { ...plan, dataMb: plan.dataMb === null ? null : plan.dataMb + addedDataMb }
  const base = { lineId: bill.lineId, planName: bill.planName, allowance, addedDataMb }
  if (bill.status === 'notActive' || !bill.renewsAt) {
    return { ...base, periodStart: null, periodEnd: null, used: { dataMb: 0, minutes: 0, texts: 0 }, days: [] }
  }
  const periodEnd = new Date(bill.renewsAt)
  const periodStart = periodFrom ?? new Date(periodEnd.getTime() - PERIOD_DAYS * DAY_MS)
  const stop = Math.min(now.getTime(), periodEnd.getTime(), bill.lost ? new Date(bill.lost.since).getTime() : Infinity)
  const days: LineUsage['days'] = []
  let dataSoFar = 0
  for (let start = periodStart.getTime(); start < stop; start += DAY_MS) {
    const day = new Date(start)
    const end = Math.min(stop, start + DAY_MS)
    const amounts = scale(dayUsage(bill.lineId, day, plan.dataMb), Math.min(1, (stop - start) / DAY_MS))
    if (plan.dataMb === null) {
      dataSoFar += amounts.dataMb
      days.push({ date: day.toISOString(), ...amounts })
      continue
    }
    const cap = plan.dataMb + added.filter((item) => item.from.getTime() < end).reduce((sum, item) => sum + item.dataMb, 0)
    amounts.dataMb = Math.max(0, Math.min(amounts.dataMb, cap - dataSoFar))
    dataSoFar += amounts.dataMb
    days.push({ date: day.toISOString(), ...amounts, dataAllowanceMb: cap })
  }
  const used = days.reduce(
    (sum, day) => ({ dataMb: sum.dataMb + day.dataMb, minutes: sum.minutes + day.minutes, texts: sum.texts + day.texts }),
    { dataMb: 0, minutes: 0, texts: 0 },
  )
  return { ...base, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), used, days }
}
