import { defineSlotRecipe } from '@pandacss/dev'
import { iconBadge, numberDisc, stack, surface } from './parts'

export const tile = defineSlotRecipe({
  className: 'tile',
  description: 'An icon, a short title and a line or two of text: benefits, steps, contact options',
  slots: ['root', 'icon', 'step', 'title', 'text'],
  base: {
    root: { ...stack('3'), minWidth: '0' },
    icon: { ...iconBadge('12', 'coral.50', 'coral.600', '6', 'lg'), flexShrink: '0' },
    step: numberDisc('9', 'navy.800', 'white', '800'),
    title: { textStyle: 'h3', color: 'fg.heading' },
    text: { color: 'fg.muted', fontSize: 'md', lineHeight: '1.6' },
  },
  variants: {
    variant: {
      plain: {},
      card: {
        root: { ...surface('xl', 'xs'), p: { base: '5', md: '6' } },
      },
      onBrand: {
        icon: { bg: 'rgba(255,255,255,0.08)', color: 'coral.400' },
        title: { color: 'white' },
        text: { color: 'navy.200' },
        step: { bg: 'coral.500', color: 'navy.950' },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
})
