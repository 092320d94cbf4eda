import { memo, useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { UsageDay } from './use-line-usage'

const HEIGHT = 180

/** The brand colour of the bars, read from the theme's CSS variable (a canvas cannot use one). */
function barColour(element: HTMLElement) {
  return getComputedStyle(element).getPropertyValue('--colors-coral-500').trim() || '#f26b4f'
}

/**
 * The daily data chart (uPlot, loaded only with the line page). Decorative for screen readers: the table beside it
 * says the same.
 */
function UsageChart({ days }: { days: UsageDay[] }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const colour = barColour(element)
    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(0.5, Math.ceil(max * 1.2 * 10) / 10)] } },
        axes: [
          { values: (_u, ticks) => ticks.map((tick) => days[tick]?.label ?? ''), space: 48, grid: { show: false } },
          { values: (_u, ticks) => ticks.map((tick) => `${tick} GB`), size: 56 },
        ],
        series: [
          {},
          { label: 'Data', fill: colour, stroke: colour, paths: uPlot.paths.bars!({ size: [0.7, 28] }), points: { show: false } },
        ],
      },
      [days.map((_, index) => index), days.map((day) => day.dataGb)],
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
  a.length === b.length && a.every((day, index) => day.date === b[index].date && day.dataGb === b[index].dataGb)

export default memo(UsageChart, (before, after) => sameDays(before.days, after.days))
