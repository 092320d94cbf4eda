import { defineSlotRecipe } from '@pandacss/dev'
import { centeredStack, inlineRow, messageTone, recordCard, recordTable, spreadLine, spreadRow, surface } from './parts'

/**
 * Payments as a table on screens wider than 425 px and as cards at 425 px and below (SPEC §2, §9). Failed
 * payments are red (`data-failed` on a row or card). `height: tall` is the order history's 510 px scrolling area.
 */
export const transactionList = defineSlotRecipe({
  className: 'transaction-list',
  description: 'Order history and recent transactions',
  slots: [
    'scroller',
    'table',
    'head',
    'row',
    'cell',
    'srOnly',
    'payMethod',
    'cards',
    'card',
    'cardTop',
    'cardDate',
    'cardProduct',
    'cardFoot',
    'price',
    'message',
  ],
  base: {
    scroller: {
      position: 'relative',
      overflow: 'auto',
      ...surface('lg'),
      overscrollBehavior: 'contain',
    },
    table: {
      width: 'full',
      minWidth: '36rem',
      borderCollapse: 'separate',
      borderSpacing: '0',
      fontSize: 'sm',
    },
    head: {
      position: 'sticky',
      top: '0',
      zIndex: '1',
      bg: 'bg.subtle',
      ...recordTable.head,
      px: '4',
      py: '3',
      '&[data-align=end]': { textAlign: 'end' },
      // Every column but the product's takes only the room it needs.
      '&[data-shrink]': { width: '1%' },
    },
    row: {
      ...recordTable.row,
      _hover: { '& > td': { bg: 'slate.50' } },
      '&[data-failed]': {
        color: 'danger.fg',
        '& > td': { bg: 'danger.subtle' },
        _hover: { '& > td': { bg: 'ruby.100' } },
      },
    },
    cell: {
      px: '4',
      py: '3',
      verticalAlign: 'middle',
      whiteSpace: 'nowrap',
      '&[data-align=end]': { textAlign: 'end' },
      '&[data-product]': { whiteSpace: 'normal', minWidth: '10rem', fontWeight: '600' },
    },
    srOnly: { srOnly: true },
    payMethod: {
      ...inlineRow('2'),
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
      '& svg': { flexShrink: '0', borderRadius: 'xs' },
    },
    cards: recordTable.cards,
    card: {
      ...recordCard('4', 'lg'),
      '&[data-failed]': messageTone.danger,
    },
    cardTop: spreadLine('2'),
    cardDate: { fontSize: 'sm', fontWeight: '650', color: 'fg.muted', '[data-failed] &': { color: 'danger.fg' } },
    cardProduct: { fontWeight: '700', color: 'fg.heading', '[data-failed] &': { color: 'danger.fg' } },
    cardFoot: spreadRow('3'),
    price: { fontWeight: '750', fontVariantNumeric: 'tabular-nums', color: 'fg.heading', '[data-failed] &': { color: 'danger.fg' } },
    message: {
      ...centeredStack('2'),
      height: 'full',
      minHeight: '10rem',
      p: '6',
      textAlign: 'center',
      color: 'fg.muted',
    },
  },
  variants: {
    height: {
      auto: {},
      /** SPEC §9: the order history's table area is 510 px tall and scrolls. */
      tall: { scroller: { height: '510px' } },
    },
  },
  defaultVariants: { height: 'auto' },
})
