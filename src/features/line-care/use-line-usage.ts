import type { SnapshotFrom } from 'xstate'
import { LINE_USAGE_LOAD_ERROR, lineUsageMachine, type LineUsageEvent } from '@machines/line-usage.machine'
import type { LineUsage } from '@contract/line-care'
import { getLineUsage } from '@/api/line-care'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { ENGLISH, useWords, type Words } from './words'

type Snapshot = SnapshotFrom<typeof lineUsageMachine>

/** One allowance's bar. */
interface UsageMeter {
  /** 'Data', 'Minutes' or 'Texts'. */
  label: string
  /** What was used, formatted. */
  used: string
  /** 'of 10 GB', or 'Unlimited'. */
  of: string
  /** How full, 0-100, or null for an unlimited allowance (no bar). */
  percent: number | null
  /** Data: the share of the bar that add-ons added this period (0-100), and its label ('+3.00 GB added'); else null. */
  added: { percent: number; label: string } | null
}

/** One day of the chart and the table. */
export interface UsageDay {
  /** The day, as the server dates it. */
  date: string
  /** The day as the chart's axis reads it. */
  label: string
  /** The data used in GB, to two decimals. */
  dataGb: number
  /** The data used, formatted. */
  data: string
  minutes: number
  texts: number
  /** The data used this period up to the day's end in GB, to two decimals: the chart's line. */
  usedSoFarGb: number
  /** The data allowance at the day's end in GB (the plan's and the data added by then), or null for unlimited data. */
  allowanceGb: number | null
  /** That allowance, formatted; null for unlimited data. */
  allowance: string | null
}

/** A line's usage this period as the view needs it. */
export interface LineUsageApi {
  loading: boolean
  /** The usage could not be loaded: `loadError` says so, `retry` asks again. */
  failed: boolean
  loadError: string
  retry: () => void
  /**
   * The period's dates, its meters and its days, or null until loaded. `allowanceNote` says in words what the chart's
   * allowance line shows ('Allowance 5.00 GB, raised by added data to 8.00 GB on 20 Mar.'); null for unlimited data.
   */
  usage: { period: string | null; meters: UsageMeter[]; days: UsageDay[]; allowanceNote: string | null } | null
}

/** One allowance's bar: used, of what, and how full (null: unlimited, no bar). */
function meter(label: string, used: number, allowance: number | null, format: (value: number) => string, { t }: Words): UsageMeter {
  return {
    label,
    used: format(used),
    of: allowance === null ? t('line-care.usage.unlimited') : t('line-care.usage.of', { amount: format(allowance) }),
    percent: allowance === null || allowance === 0 ? null : Math.min(100, Math.round((used / allowance) * 100)),
    added: null,
  }
}

/** The data bar: the allowance includes what data add-ons added, drawn as the bar's last part. */
function dataMeter(usage: LineUsage, words: Words): UsageMeter {
  const { t, f } = words
  const bar = meter('Data', usage.used.dataMb, usage.allowance.dataMb, f.data, words)
  const added = usage.addedDataMb ?? 0
  if (!added || !usage.allowance.dataMb) return bar
  return {
    ...bar,
    added: { percent: Math.round((added / usage.allowance.dataMb) * 100), label: t('line-care.usage.added', { amount: f.data(added) }) },
  }
}

const gb = (mb: number) => Math.round((mb / 1024) * 100) / 100

/** The days as the chart and the table show them: each day's use, the use so far and the allowance then. */
function usageDays(usage: LineUsage, { f }: Words): UsageDay[] {
  let soFar = 0
  return usage.days.map((day) => {
    soFar += day.dataMb
    const allowanceMb = day.dataAllowanceMb ?? usage.allowance.dataMb
    return {
      date: day.date,
      label: f.dayMonth(day.date),
      dataGb: gb(day.dataMb),
      data: f.data(day.dataMb),
      minutes: day.minutes,
      texts: day.texts,
      usedSoFarGb: gb(soFar),
      allowanceGb: allowanceMb === null ? null : gb(allowanceMb),
      allowance: allowanceMb === null ? null : f.data(allowanceMb),
    }
  })
}

/** The allowance line in words: where it starts and each day data added raised it. */
function allowanceNote(days: UsageDay[], { t }: Words): string | null {
  const first = days[0]?.allowance
  if (!first) return null
  const raised = days.filter((day, index) => index > 0 && day.allowanceGb! > days[index - 1]!.allowanceGb!)
  const steps = raised
    .map((day) => t('line-care.usage.step', { amount: day.allowance ?? '', day: day.label }))
    .join(` ${t('line-care.usage.and')} `)
  return steps ? t('line-care.usage.allowanceRaised', { amount: first, steps }) : t('line-care.usage.allowanceFrom', { amount: first })
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: LineUsageEvent) => void, words: Words = ENGLISH): LineUsageApi {
  const { t, f } = words
  const usage: LineUsage | null = snapshot.context.usage
  const days = usage ? usageDays(usage, words) : []
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: LINE_USAGE_LOAD_ERROR,
    retry: () => send({ type: 'usage.retry' }),
    usage: usage
      ? {
          period: usage.periodStart && usage.periodEnd ? `${f.day(usage.periodStart)} – ${f.day(usage.periodEnd)}` : null,
          meters: [
            dataMeter(usage, words),
            meter('Minutes', usage.used.minutes, usage.allowance.minutes, (count) => t('line-care.usage.minutesValue', { count }), words),
            meter('Texts', usage.used.texts, usage.allowance.texts, (count) => t('line-care.usage.textsValue', { count }), words),
          ],
          days,
          allowanceNote: allowanceNote(days, words),
        }
      : null,
  }
}

/** Binds the usage machine to GET /app/line-care/lines/{lineId}/usage. */
export function useLineUsage(lineId: string): LineUsageApi {
  const words = useWords()
  return useFlow(lineUsageMachine, { actors: { loadUsage: apiActor(getLineUsage) }, input: { lineId } }, (snapshot, send) =>
    connect(snapshot, send, words),
  )
}
