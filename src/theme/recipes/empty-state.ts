import { defineSlotRecipe } from '@pandacss/dev'
import { iconBadge, secondaryText, stack } from './parts'

/** A panel with nothing to list yet ('No saved cards', 'No order history'): an icon, a line or two, an action. */
export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  description: 'Empty lists and load failures inside a panel',
  slots: ['root', 'icon', 'title', 'text', 'action'],
  base: {
    root: {
      ...stack('2'),
      alignItems: 'center',
      textAlign: 'center',
      py: { base: '8', md: '10' },
      px: '4',
      borderRadius: 'xl',
      bg: 'bg.subtle',
    },
    icon: { ...iconBadge('12', 'white', 'navy.600', '6'), mb: '1', boxShadow: 'xs' },
    title: { fontWeight: '750', color: 'fg.heading', fontSize: 'lg' },
    text: { ...secondaryText, maxWidth: '22rem' },
    action: { mt: '3' },
  },
  variants: {
    tone: {
      neutral: {},
      danger: { icon: { color: 'danger.fg' } },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
