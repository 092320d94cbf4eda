import { defineSlotRecipe } from '@pandacss/dev'
import { centeredBox, stack } from './parts'

/** A plan's features, one checkmark per line (SPEC §2): plan tiles, the cart, the checkout summary. */
export const featureList = defineSlotRecipe({
  className: 'feature-list',
  description: 'Checkmark lists of plan features',
  slots: ['root', 'item', 'check'],
  base: {
    root: { ...stack('2.5'), listStyle: 'none' },
    item: { display: 'flex', alignItems: 'flex-start', gap: '2.5', color: 'fg.default', lineHeight: '1.45' },
    check: {
      flexShrink: '0',
      ...centeredBox('5'),
      mt: '0.5',
      borderRadius: 'full',
      bg: 'success.subtle',
      color: 'success.fg',
      '& svg': { width: '3.5', height: '3.5', strokeWidth: '3' },
    },
  },
  variants: {
    size: {
      sm: { root: { gap: '1.5' }, item: { fontSize: 'sm' } },
      md: { item: { fontSize: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
})
