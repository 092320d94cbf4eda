import { defineSlotRecipe } from '@pandacss/dev'
import { secondaryText, spreadLine, stack, topRule } from './parts'

/** Line items and a total (the checkout review): label on the left, amount on the right, tabular digits. */
export const priceSummary = defineSlotRecipe({
  className: 'price-summary',
  description: 'Order summaries',
  slots: ['root', 'row', 'label', 'detail', 'value', 'total', 'note', 'action'],
  base: {
    root: { ...stack('3'), m: '0' },
    // What to do with the summary (download the receipt) at its end, with its error under it.
    action: { display: 'grid', gap: '1', justifyItems: 'end' },
    row: spreadLine('4', 'baseline'),
    label: { color: 'fg.default', minWidth: '0' },
    detail: { display: 'block', ...secondaryText },
    value: {
      fontVariantNumeric: 'tabular-nums',
      fontWeight: '650',
      color: 'fg.heading',
      whiteSpace: 'nowrap',
      m: '0',
      '&[data-discount]': { color: 'success.fg' },
    },
    total: {
      ...spreadLine('4', 'baseline'),
      pt: '4',
      mt: '1',
      ...topRule,
      fontWeight: '800',
      color: 'fg.heading',
      fontSize: 'lg',
      '& dd': { fontSize: '2xl', letterSpacing: '-0.02em', fontVariantNumeric: 'tabular-nums', m: '0' },
    },
    note: secondaryText,
  },
})
