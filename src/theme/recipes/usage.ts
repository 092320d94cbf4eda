import { defineSlotRecipe } from '@pandacss/dev'
import { gridColumns, inlineRow, overline, secondaryText, spreadLine, spreadRow, wrapRow } from './parts'

/**
 * Allowance meters (a line's "Usage this period"): one per allowance, its label and "used of allowance" over a bar.
 * The bar's `fill` is the part used; `added` the allowance's last part bought this period, drawn under the fill;
 * `unlimited` the faint full bar of an allowance with no limit.
 */
export const meter = defineSlotRecipe({
  className: 'meter',
  description: 'Allowance meters: how much of each allowance is used',
  slots: ['list', 'head', 'label', 'value', 'of', 'track', 'fill', 'unlimited', 'added', 'note'],
  base: {
    list: gridColumns({ base: '1fr', md: 'repeat(3, 1fr)' }, { base: '4', md: '6' }),
    head: { ...spreadLine('2', 'baseline'), mb: '2' },
    label: overline,
    value: { fontWeight: 'semibold' },
    of: secondaryText,
    track: { position: 'relative', height: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' },
    fill: { position: 'relative', height: 'full', borderRadius: 'full', bg: 'accent.solid' },
    unlimited: { height: 'full', borderRadius: 'full', bg: 'mint.400', width: 'full', opacity: 0.5 },
    added: { position: 'absolute', insetBlock: '0', right: '0', bg: 'mint.300', borderLeftWidth: '2px', borderColor: 'bg.default' },
    note: { fontSize: 'xs', color: 'fg.muted', mt: '1' },
  },
})

/**
 * A chart with its title and legend over it and a note under it. `area` is the chart's own height, kept while the
 * chart loads (it loads as the customer scrolls towards it): what is below does not move then, so a click on
 * "Upgrade" lands where it was aimed (tests/e2e/plan-change.spec.ts checks it).
 */
export const chartPanel = defineSlotRecipe({
  className: 'chart-panel',
  description: 'A chart with its title, legend and note',
  slots: ['root', 'head', 'title', 'legend', 'legendItem', 'swatch', 'area', 'note'],
  base: {
    root: { mt: '6' },
    head: { ...spreadRow('2', 'baseline'), mb: '2' },
    title: overline,
    legend: { ...wrapRow('4'), fontSize: 'xs', color: 'fg.muted', listStyle: 'none' },
    legendItem: inlineRow('1.5'),
    // A line sample in the series' colour and dash (set where it is drawn, from the chart's own series).
    swatch: { display: 'inline-block', width: '4', height: '0', borderTopWidth: '3px', borderTopStyle: 'solid' },
    area: { height: '180px' },
    note: { ...secondaryText, mt: '2' },
  },
})

/** A table of figures behind a "Show the table" disclosure: the first column (the row's name) at the start, figures at the end. */
export const disclosureTable = defineSlotRecipe({
  className: 'disclosure-table',
  description: 'A table of figures behind a disclosure',
  slots: ['root', 'table', 'caption'],
  base: {
    root: { mt: '4', '& summary': { cursor: 'pointer', fontWeight: 'medium', color: 'fg.link' } },
    table: {
      width: 'full',
      fontSize: 'sm',
      mt: '2',
      '& th, & td': { textAlign: 'right', py: '1', px: '2' },
      '& th:first-child, & td:first-child': { textAlign: 'left' },
      '& thead th': { color: 'fg.muted', fontWeight: 'semibold', borderBottomWidth: '1px', borderColor: 'border.default' },
    },
    caption: { srOnly: true },
  },
})
