import { defineSlotRecipe } from '@pandacss/dev'
import { bareList, centeredStack, stack, surface } from './parts'

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
      textAlign: 'start',
      fontSize: 'xs',
      fontWeight: '750',
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      color: 'fg.muted',
      px: '4',
      py: '3',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      whiteSpace: 'nowrap',
      '&[data-align=end]': { textAlign: 'end' },
      // Every column but the product's takes only the room it needs.
      '&[data-shrink]': { width: '1%' },
    },
    row: {
      '& > td': { borderBottomWidth: '1px', borderColor: 'slate.100' },
      '&:last-child > td': { borderBottomWidth: '0' },
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
    srOnly: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      p: '0',
      m: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      borderWidth: '0',
    },
    payMethod: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
      '& svg': { flexShrink: '0', borderRadius: 'xs' },
    },
    cards: { ...stack('3'), ...bareList },
    card: {
      ...stack('2'),
      p: '4',
      ...surface('lg'),
      '&[data-failed]': { borderColor: 'ruby.200', bg: 'danger.subtle', color: 'danger.fg' },
    },
    cardTop: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    cardDate: { fontSize: 'sm', fontWeight: '650', color: 'fg.muted', '[data-failed] &': { color: 'danger.fg' } },
    cardProduct: { fontWeight: '700', color: 'fg.heading', '[data-failed] &': { color: 'danger.fg' } },
    cardFoot: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' },
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
