import { defineSlotRecipe } from '@pandacss/dev'
import { gridColumns, overline, stack, wrapRow } from './parts'

/**
 * A page about one thing in My Account (a line): the way back, its name under an eyebrow, then its cards. At least
 * a screen tall in every state, so the footer starts below the fold and the cards arriving do not push it down on
 * screen (the CLS goal is 0.02 at most; scripts/bench-cls.ts prints it).
 */
export const detailPage = defineSlotRecipe({
  className: 'detail-page',
  description: 'A page about one thing: the way back, its name, its cards',
  slots: ['root', 'back', 'summary', 'actions'],
  base: {
    root: { ...stack({ base: '5', md: '6' }), minHeight: '100dvh' },
    back: { color: 'fg.muted', fontWeight: 'medium', fontSize: 'sm', _hover: { color: 'fg.default', textDecoration: 'underline' } },
    summary: { color: 'fg.muted', maxWidth: '44rem' },
    actions: { ...wrapRow('3'), alignItems: 'center', pt: '2' },
  },
})

/** Key figures in a card (a bill's plan, price, renewal, amount): small-capital labels over the values, four across from 851 px. */
export const factGrid = defineSlotRecipe({
  className: 'fact-grid',
  description: 'Key figures with their labels, in a grid',
  slots: ['root', 'label', 'value', 'note'],
  base: {
    root: { ...gridColumns({ base: '1fr 1fr', md: 'repeat(4, 1fr)' }, { base: '4', md: '6' }), py: '2' },
    label: overline,
    value: { fontSize: { base: 'md', md: 'lg' }, fontWeight: 'semibold', mt: '1' },
    note: { fontSize: 'xs', color: 'fg.muted', mt: '0.5' },
  },
})
