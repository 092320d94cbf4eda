import { defineRecipe } from '@pandacss/dev'

export const textLink = defineRecipe({
  className: 'text-link',
  description: 'Links inside running text',
  base: {
    color: 'fg.link',
    fontWeight: '600',
    textDecoration: 'underline',
    textDecorationThickness: '1.5px',
    textUnderlineOffset: '3px',
    borderRadius: 'xs',
    _hover: { color: 'accent.fg' },
  },
  variants: { tone: { default: {}, onBrand: { color: 'coral.300', _hover: { color: 'white' } } } },
  defaultVariants: { tone: 'default' },
})
