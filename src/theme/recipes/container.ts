import { defineRecipe } from '@pandacss/dev'

export const container = defineRecipe({
  className: 'container',
  description: 'The centred page column',
  base: {
    width: 'full',
    maxWidth: 'container',
    marginInline: 'auto',
    paddingInline: { base: '4', sm: '6', lg: '8' },
  },
  variants: {
    size: {
      md: {},
      narrow: { maxWidth: '52rem' },
      prose: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
})
