import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'
import { flexColumn, gridColumns, overline, row, secondaryText, spreadLine, spreadRow, stack, topRule } from './parts'

const tileBorder = { borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4' } as const

/**
 * Offers to pick on a line's page, in a grid of tiles under a group title: the other plans (`size: 'md'`: a larger
 * name, the plan's features, when the change takes effect) and the add-ons (`size: 'sm'`: three across from 426 px).
 * Each tile: the name and price on a row, its text, its action at the bottom.
 */
export const offerTile = defineSlotRecipe({
  className: 'offer-tile',
  description: 'Offers to pick (plans, add-ons) as tiles in a grid',
  slots: ['group', 'grid', 'root', 'head', 'name', 'price', 'text', 'features', 'when'],
  base: {
    group: { ...overline, mb: '2' },
    grid: { display: 'grid', gridTemplateColumns: '1fr' },
    root: { ...flexColumn, ...tileBorder },
    head: spreadLine('2', 'baseline'),
    name: { fontWeight: 'semibold' },
    price: { fontWeight: 'semibold' },
    text: { ...secondaryText, flex: '1' },
    features: { ...secondaryText, ...stack('1'), flex: '1' },
    when: { fontSize: 'sm' },
  },
  variants: {
    size: {
      sm: { grid: { gridTemplateColumns: { sm: 'repeat(3, 1fr)' }, gap: '3' }, root: { gap: '2' }, price: { whiteSpace: 'nowrap' } },
      md: { grid: { gridTemplateColumns: { md: 'repeat(3, 1fr)' }, gap: '4' }, root: { gap: '3' }, name: { fontSize: 'lg' } },
    },
  },
  defaultVariants: { size: 'md' },
})

/** What a change costs, line by line in a dialog (label at the start, amount at the end), the last line the total under a rule. */
export const chargeBreakdown = defineRecipe({
  className: 'charge-breakdown',
  description: 'The lines of a charge and its total',
  base: {
    ...stack('2'),
    '& div': { display: 'flex', justifyContent: 'space-between', gap: '4' },
    '& div:last-child': { fontWeight: 'semibold', ...topRule, pt: '2' },
  },
})

/** What a line has (its add-ons): one row per item between rules, its name and dates at the start, status and action at the end. */
export const itemList = defineSlotRecipe({
  className: 'item-list',
  description: 'Items between rules, each with its status and action',
  slots: ['root', 'row', 'aside'],
  base: {
    root: { ...flexColumn, ...topRule },
    row: { ...spreadRow('2 4'), py: '3', borderBottomWidth: '1px', borderColor: 'border.default' },
    aside: row('3'),
  },
})

/**
 * The lines' next charges (the overview's "Upcoming charges"): per line its name, amount, due date and a way to it,
 * four columns from 851 px, two (name and amount, then the rest) below.
 */
export const renewalList = defineSlotRecipe({
  className: 'renewal-list',
  description: 'Each line with its next charge',
  slots: ['root', 'row', 'name', 'amount'],
  base: {
    root: flexColumn,
    row: {
      ...gridColumns({ base: '1fr auto', md: '2fr 1fr 1fr auto' }, { base: '1', md: '4' }, 'center'),
      py: '3',
      '& + &': topRule,
    },
    name: { fontWeight: 'semibold' },
    amount: { fontWeight: 'semibold', textAlign: { base: 'right', md: 'left' } },
  },
})
