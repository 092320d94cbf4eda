import { defineSlotRecipe } from '@pandacss/dev'
import { spreadFromSm, stack } from './parts'

/** A bar that stays at the bottom of the screen while its section is in view: the shop's "in your cart" bar. */
export const stickyBar = defineSlotRecipe({
  className: 'sticky-bar',
  description: 'Bottom action bars',
  slots: ['root', 'text', 'title', 'detail', 'actions'],
  base: {
    root: {
      position: 'sticky',
      bottom: { base: '3', md: '5' },
      zIndex: '10',
      ...spreadFromSm({ base: '3', sm: '5' }, 'stretch'),
      px: { base: '4', md: '6' },
      py: { base: '3.5', md: '4' },
      bg: 'navy.800',
      color: 'white',
      borderRadius: 'xl',
      boxShadow: 'xl',
      animation: 'fadeIn 200ms {easings.standard}',
    },
    text: { ...stack('0.5'), minWidth: '0' },
    title: { fontWeight: '750', fontSize: 'md' },
    detail: { display: { base: 'none', sm: 'block' }, fontSize: 'sm', color: 'navy.200' },
    actions: { display: 'flex', gap: '2.5', '& > *': { flex: { base: '1', sm: 'none' } } },
  },
})
