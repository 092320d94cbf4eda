import { defineSlotRecipe } from '@pandacss/dev'
import { boldMark, centeredCircle, row, stack, toneColors } from './parts'

/** A plan's features, one checkmark per line (SPEC §2): plan tiles, the cart, the checkout summary. */
export const featureList = defineSlotRecipe({
  className: 'feature-list',
  description: 'Checkmark lists of plan features',
  slots: ['root', 'item', 'check'],
  base: {
    root: { ...stack('2.5'), listStyle: 'none' },
    item: { ...row('2.5', 'flex-start'), color: 'fg.default', lineHeight: '1.45' },
    check: { flexShrink: '0', ...centeredCircle('5'), mt: '0.5', ...toneColors('success'), ...boldMark('3.5') },
  },
  variants: {
    size: {
      sm: { root: { gap: '1.5' }, item: { fontSize: 'sm' } },
      md: { item: { fontSize: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
})
