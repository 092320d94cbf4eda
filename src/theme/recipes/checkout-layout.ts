import { defineSlotRecipe } from '@pandacss/dev'
import { fieldLabelOffset } from './field-parts'
import { centeredRow, gridColumns, pairColumns, secondaryText, spreadRow, stack, topRule } from './parts'

/**
 * The frame of a purchase page (cart, checkout): the step column and the order summary beside it from 851 px, under
 * it on phones; forms, field rows and button rows inside the step card.
 */
export const checkoutLayout = defineSlotRecipe({
  className: 'checkout-layout',
  description: 'Cart and checkout page frame',
  slots: [
    'root',
    'main',
    'aside',
    'form',
    'fields',
    'row',
    'inlineAction',
    'actions',
    'heading',
    'trust',
    'itemHead',
    'price',
    'empty',
    'emptyTitle',
    'emptyText',
    'status',
    'stack',
  ],
  base: {
    root: {
      ...gridColumns({ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 20rem', lg: 'minmax(0, 1fr) 22rem' }, { base: '6', md: '8' }, 'start'),
    },
    main: { ...stack('6'), minWidth: '0' },
    aside: { ...stack('4'), minWidth: '0', position: { md: 'sticky' }, top: { md: '24' } },
    form: stack('5'),
    fields: stack('2'),
    row: {
      display: 'grid',
      columnGap: '3',
      rowGap: '2',
      alignItems: 'start',
      gridTemplateColumns: pairColumns,
    },
    /** A field and its button side by side (promo code and Apply), the button level with the input. */
    inlineAction: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: '3',
      alignItems: 'start',
      // The button beside a field (Button size="field", as tall as the field's box) is level with the box.
      '& > button': { mt: fieldLabelOffset },
    },
    actions: {
      display: 'flex',
      flexDirection: { base: 'column-reverse', sm: 'row' },
      alignItems: { sm: 'center' },
      justifyContent: 'space-between',
      gap: '3',
      pt: '5',
      ...topRule,
      '& > *': { width: { base: 'full', sm: 'auto' } },
    },
    heading: { textStyle: 'h3', color: 'fg.heading' },
    /** The cart item's name and monthly price on one line (wrapping on a phone). */
    itemHead: spreadRow('2', 'baseline'),
    price: { textStyle: 'h3', color: 'fg.heading', fontVariantNumeric: 'tabular-nums' },
    /** An empty cart, a loading catalogue: a centred message in a card. */
    empty: { alignItems: 'center', textAlign: 'center', gap: '3', py: '12 !important' },
    emptyTitle: { textStyle: 'h2', color: 'fg.heading' },
    emptyText: { color: 'fg.muted', maxWidth: '26rem' },
    /** Full-width buttons one under another (the payment result page's ways on). */
    stack: { ...stack('3'), width: 'full', mt: '2' },
    /** Text for assistive technology only (a step marked done). */
    status: { srOnly: true },
    trust: {
      ...centeredRow('2'),
      ...secondaryText,
      textAlign: 'center',
      '& svg': { width: '4', height: '4', flexShrink: '0', color: 'success.fg' },
    },
  },
})
