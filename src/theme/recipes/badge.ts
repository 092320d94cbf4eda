import { defineRecipe } from '@pandacss/dev'
import { inlineRow, toneColors } from './parts'

export const badge = defineRecipe({
  className: 'badge',
  description: 'Small status or emphasis labels (Popular, Primary, Failed, SIM status)',
  base: {
    ...inlineRow('1'),
    borderRadius: 'full',
    fontWeight: '700',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    letterSpacing: '0.01em',
  },
  variants: {
    tone: {
      neutral: { bg: 'slate.100', color: 'slate.700' },
      brand: { bg: 'navy.50', color: 'navy.700' },
      accent: { bg: 'coral.50', color: 'coral.800' },
      solid: { bg: 'accent.solid', color: 'white' },
      success: toneColors('success'),
      danger: toneColors('danger'),
      warning: toneColors('warning'),
      info: toneColors('info'),
    },
    size: {
      sm: { fontSize: '2xs', px: '2', height: '5' },
      md: { fontSize: 'xs', px: '2.5', height: '6' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
})
