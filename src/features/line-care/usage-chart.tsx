import { memo, useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { UsageDay } from './use-line-usage'

const HEIGHT = 180

/** A theme colour read from its CSS variable (a canvas cannot use one), or its value when the variable is missing. */
function themeColour(element: HTMLElement, variable: string, fallback: string) {
  return getComputedStyle(element).getPropertyValue(variable).trim() || fallback
}

/**
 * The period's data chart (uPlot, loaded only with the line page): the data used so far, day by day, and the
 * allowance as a stepped line that rises on the day data was added. Decorative for screen readers: the legend, the
 * allowance note and the table beside it say the same (usage-section.tsx).
 */
function UsageChart({ days }: { days: UsageDay[] }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const used = themeColour(element, '--colors-coral-500', '#f26b4f')
    const allowance = themeColour(element, '--colors-mint-700', '#0B704B')
    const limited = days.some((day) => day.allowanceGb !== null)
    const top = Math.max(...days.map((day) => Math.max(day.usedSoFarGb, day.allowanceGb ?? 0)))
    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false }, y: { range: () => [0, Math.max(0.5, Math.ceil(top * 1.15))] } },
        axes: [
          { values: (_u, ticks) => ticks.map((tick) => days[tick]?.label ?? ''), space: 48, grid: { show: false } },
          { values: (_u, ticks) => ticks.map((tick) => `${tick} GB`), size: 56 },
        ],
        series: [
          {},
          { label: 'Used so far', fill: `${used}33`, stroke: used, width: 2, points: { show: false } },
          ...(limited
            ? [
                {
                  label: 'Allowance',
                  stroke: allowance,
                  width: 2,
                  dash: [6, 4],
                  // Each day holds the allowance at its end: the line steps up at the day data was added.
                  paths: uPlot.paths.stepped!({ align: 1 }),
                  points: { show: false },
                },
              ]
            : []),
        ],
      },
      [days.map((_, index) => index), days.map((day) => day.usedSoFarGb), ...(limited ? [days.map((day) => day.allowanceGb)] : [])],
      element,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [days])
  return <div ref={box} aria-hidden="true" data-testid="usage-chart" />
}

/** The same days (a re-render of the page builds new arrays): the chart is not drawn again. */
const sameDays = (a: UsageDay[], b: UsageDay[]) =>
  a.length === b.length &&
  a.every(
    (day, index) => day.date === b[index].date && day.usedSoFarGb === b[index].usedSoFarGb && day.allowanceGb === b[index].allowanceGb,
  )

export default memo(UsageChart, (before, after) => sameDays(before.days, after.days))
