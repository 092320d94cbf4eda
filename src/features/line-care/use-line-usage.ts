import type { SnapshotFrom } from 'xstate'
import { LINE_USAGE_LOAD_ERROR, lineUsageMachine, type LineUsageEvent } from '@machines/line-usage.machine'
import type { LineUsage } from '@contract/line-care'
import { getLineUsage } from '@/api/line-care'
import { apiActor } from '@/lib/api-actor'
import { formatData, formatDay, formatDayMonth } from '@/lib/locale'
import { useFlow } from '@/lib/flow'

type Snapshot = SnapshotFrom<typeof lineUsageMachine>

/** One allowance's bar: used, of what, and how full (null: unlimited, no bar). */
function meter(label: string, used: number, allowance: number | null, format: (value: number) => string) {
  return {
    label,
    used: format(used),
    of: allowance === null ? 'Unlimited' : `of ${format(allowance)}`,
    percent: allowance === null || allowance === 0 ? null : Math.min(100, Math.round((used / allowance) * 100)),
  }
}

function connect(snapshot: Snapshot, send: (event: LineUsageEvent) => void) {
  const usage: LineUsage | null = snapshot.context.usage
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: LINE_USAGE_LOAD_ERROR,
    retry: () => send({ type: 'usage.retry' }),
    usage: usage
      ? {
          period: usage.periodStart && usage.periodEnd ? `${formatDay(usage.periodStart)} – ${formatDay(usage.periodEnd)}` : null,
          meters: [
            meter('Data', usage.used.dataMb, usage.allowance.dataMb, formatData),
            meter('Minutes', usage.used.minutes, usage.allowance.minutes, (value) => `${value} min`),
            meter('Texts', usage.used.texts, usage.allowance.texts, (value) => `${value} texts`),
          ],
          /** The chart's points and the table's rows: one per day. */
          days: usage.days.map((day) => ({
            date: day.date,
            label: formatDayMonth(day.date),
            dataGb: Math.round((day.dataMb / 1024) * 100) / 100,
            data: formatData(day.dataMb),
            minutes: day.minutes,
            texts: day.texts,
          })),
        }
      : null,
  }
}

export type LineUsageApi = ReturnType<typeof connect>
export type UsageDay = NonNullable<LineUsageApi['usage']>['days'][number]

/** Binds the usage machine to GET /app/line-care/lines/{lineId}/usage. */
export function useLineUsage(lineId: string): LineUsageApi {
  return useFlow(lineUsageMachine, { actors: { loadUsage: apiActor((input: { lineId: string }, signal) => getLineUsage(input, signal)) }, input: { lineId } }, connect)
}
