import { defineSemanticTokens } from '@pandacss/dev'

/** What the colours mean. Components and pages use these names, not the raw palette. */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '#FFFFFF' },
      subtle: { value: '{colors.slate.50}' },
      muted: { value: '{colors.slate.100}' },
      brand: { value: '{colors.navy.800}' },
      brandDeep: { value: '{colors.navy.900}' },
      accentSubtle: { value: '{colors.coral.50}' },
      overlay: { value: 'rgba(5, 15, 39, 0.56)' },
    },
    fg: {
      default: { value: '{colors.slate.900}' },
      heading: { value: '{colors.navy.900}' },
      muted: { value: '{colors.slate.600}' },
      subtle: { value: '{colors.slate.500}' },
      onBrand: { value: '#FFFFFF' },
      onBrandMuted: { value: '{colors.navy.200}' },
      link: { value: '{colors.navy.600}' },
    },
    border: {
      default: { value: '{colors.slate.200}' },
      strong: { value: '{colors.slate.300}' },
      onBrand: { value: 'rgba(255, 255, 255, 0.14)' },
    },
    accent: {
      default: { value: '{colors.coral.500}' },
      solid: { value: '{colors.coral.600}' },
      solidHover: { value: '{colors.coral.700}' },
      fg: { value: '{colors.coral.700}' },
      subtle: { value: '{colors.coral.50}' },
      muted: { value: '{colors.coral.100}' },
    },
    brand: {
      solid: { value: '{colors.navy.800}' },
      solidHover: { value: '{colors.navy.700}' },
      subtle: { value: '{colors.navy.50}' },
      muted: { value: '{colors.navy.100}' },
    },
    success: {
      fg: { value: '{colors.mint.700}' },
      solid: { value: '{colors.mint.600}' },
      subtle: { value: '{colors.mint.50}' },
    },
    danger: {
      fg: { value: '{colors.ruby.700}' },
      solid: { value: '{colors.ruby.600}' },
      subtle: { value: '{colors.ruby.50}' },
    },
    warning: {
      fg: { value: '{colors.amber.800}' },
      solid: { value: '{colors.amber.500}' },
      subtle: { value: '{colors.amber.50}' },
    },
    info: {
      fg: { value: '{colors.sky.700}' },
      subtle: { value: '{colors.sky.50}' },
    },
  },
})
