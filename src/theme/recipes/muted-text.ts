import { defineRecipe } from '@pandacss/dev'

/** A line of secondary text under a title: a description, a date, a hint. */
export const mutedText = defineRecipe({
  className: 'muted-text',
  description: 'Small secondary text',
  base: { fontSize: 'sm', color: 'fg.muted' },
  variants: {
    measure: {
      full: {},
      // A readable line beside a switch.
      readable: { maxWidth: '40rem' },
    },
    // A note after a list or table, apart from it.
    after: { true: { mt: '3' } },
  },
  defaultVariants: { measure: 'full' },
  staticCss: ['*'],
})
