import { defineRecipe } from '@pandacss/dev'
import { flexColumn, topRule, wrapRow } from './parts'

/**
 * A row of a text and its actions (a setting and its switch, a message and 'Try again', a scheduled change and its
 * Cancel): on one line where there is room, wrapping under each other where there is not. `spread` puts the text and
 * the actions at the two ends; `divided` draws a rule above and keeps the row on one line.
 */
export const actionRow = defineRecipe({
  className: 'action-row',
  description: 'A text and its actions on one row, wrapping when narrow',
  base: wrapRow('3', 'center'),
  variants: {
    gap: { '4': { gap: '4' } },
    spread: { true: { justifyContent: 'space-between' } },
    wrap: { false: { flexWrap: 'nowrap' } },
    divided: { true: { flexWrap: 'nowrap', ...topRule, pt: '4' } },
  },
})

/** A column of blocks with a space between them: a card's sections, a form's fields, a page's panels. */
export const column = defineRecipe({
  className: 'column',
  description: 'Blocks one under the other with a space between',
  base: flexColumn,
  variants: {
    gap: { '2': { gap: '2' }, '4': { gap: '4' }, '5': { gap: '5' }, section: { gap: { base: '6', md: '8' } } },
  },
  defaultVariants: { gap: '4' },
})
