import { defineSemanticTokens } from '@pandacss/dev'
import { values } from './token-values'

/** What the colours mean. Components and pages use these names, not the raw palette. */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: values({
      canvas: '#FFFFFF',
      subtle: '{colors.slate.50}',
      muted: '{colors.slate.100}',
      brand: '{colors.navy.800}',
      brandDeep: '{colors.navy.900}',
      accentSubtle: '{colors.coral.50}',
      overlay: 'rgba(5, 15, 39, 0.56)',
    }),
    fg: values({
      default: '{colors.slate.900}',
      heading: '{colors.navy.900}',
      muted: '{colors.slate.600}',
      subtle: '{colors.slate.500}',
      onBrand: '#FFFFFF',
      onBrandMuted: '{colors.navy.200}',
      link: '{colors.navy.600}',
    }),
    border: values({
      default: '{colors.slate.200}',
      strong: '{colors.slate.300}',
      onBrand: 'rgba(255, 255, 255, 0.14)',
    }),
    accent: values({
      default: '{colors.coral.500}',
      solid: '{colors.coral.600}',
      solidHover: '{colors.coral.700}',
      fg: '{colors.coral.700}',
      subtle: '{colors.coral.50}',
      muted: '{colors.coral.100}',
    }),
    brand: values({
      solid: '{colors.navy.800}',
      solidHover: '{colors.navy.700}',
      subtle: '{colors.navy.50}',
      muted: '{colors.navy.100}',
    }),
    success: values({
      fg: '{colors.mint.700}',
      solid: '{colors.mint.600}',
      subtle: '{colors.mint.50}',
    }),
    danger: values({
      fg: '{colors.ruby.700}',
      solid: '{colors.ruby.600}',
      subtle: '{colors.ruby.50}',
    }),
    warning: values({
      fg: '{colors.amber.800}',
      solid: '{colors.amber.500}',
      subtle: '{colors.amber.50}',
    }),
    info: values({
      fg: '{colors.sky.700}',
      subtle: '{colors.sky.50}',
    }),
  },
})
