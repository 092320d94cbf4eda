import { defineSlotRecipe } from '@pandacss/dev'
import { centeredBox } from './parts'

/** A panel with nothing to list yet ('No saved cards', 'No order history'): an icon, a line or two, an action. */
export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  description: 'Empty lists and load failures inside a panel',
  slots: ['root', 'icon', 'title', 'text', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '2',
      py: { base: '8', md: '10' },
      px: '4',
      borderRadius: 'xl',
      bg: 'bg.subtle',
    },
    icon: {
      ...centeredBox('12'),
      mb: '1',
      borderRadius: 'full',
      bg: 'white',
      color: 'navy.600',
      boxShadow: 'xs',
      '& svg': { width: '6', height: '6' },
    },
    title: { fontWeight: '750', color: 'fg.heading', fontSize: 'lg' },
    text: { color: 'fg.muted', fontSize: 'sm', maxWidth: '22rem' },
    action: { mt: '3' },
  },
  variants: {
    tone: {
      neutral: {},
      danger: { icon: { color: 'danger.fg' } },
    },
  },
  defaultVariants: { tone: 'neutral' },
  staticCss: ['*'],
})
