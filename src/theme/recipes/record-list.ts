import { defineSlotRecipe } from '@pandacss/dev'
import { recordCard, recordTable, spreadRow } from './parts'

/**
 * Records in a card (the Security page's recent sign-ins and blocked attempts): a table on screens wider than
 * 425 px, and at 425 px and below one small card per record, its labels written out, so nothing scrolls sideways
 * (the same switch as the order history's, SPEC §9). A blocked record is marked with `data-refused`, this browser's
 * sign-in with `data-current`.
 */
export const recordList = defineSlotRecipe({
  className: 'record-list',
  description: 'Records as a table on wide screens, as stacked cards on phones',
  slots: ['table', 'head', 'row', 'cell', 'cards', 'card', 'cardTop', 'cardTitle', 'facts', 'fact', 'label', 'value'],
  base: {
    table: { width: 'full', borderCollapse: 'separate', borderSpacing: '0', fontSize: 'sm' },
    head: { ...recordTable.head, pb: '2', pr: '3' },
    row: recordTable.row,
    cell: {
      py: '2.5',
      pr: '3',
      verticalAlign: 'top',
      // A date, a sign-in method, an address: each on one line; the description column takes the rest.
      '&[data-nowrap]': { whiteSpace: 'nowrap' },
      '&[data-address]': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    cards: recordTable.cards,
    card: {
      ...recordCard('3', 'md'),
      fontSize: 'sm',
      '&[data-refused]': { borderColor: 'ruby.200' },
      '&[data-current]': { borderColor: 'mint.200', bg: 'success.subtle' },
    },
    cardTop: spreadRow('2'),
    cardTitle: { fontWeight: '650', color: 'fg.heading' },
    facts: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '3', rowGap: '1', m: '0' },
    fact: { display: 'contents' },
    label: { color: 'fg.muted' },
    // An IPv6 address may break anywhere rather than widen the card.
    value: { m: '0', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
  },
})
