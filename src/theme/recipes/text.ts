import { defineRecipe } from '@pandacss/dev'

/**
 * A run of text in the type scale: a text style (`h2`, `h3`, `eyebrow`) or a size, a weight, a tone, small capitals.
 * The small print of a card is `text({ size: 'sm', tone: 'muted' })`; the label over a figure or a group (USAGE,
 * ADD DATA) is `text({ size: 'xs', tone: 'muted', weight: 'semibold', caps: true })`. Each variant sets its own
 * properties, so any set of them combines.
 */
export const text = defineRecipe({
  className: 'text',
  description: 'Text in a style, size, weight and tone of the type scale',
  base: {},
  variants: {
    textStyle: { h2: { textStyle: 'h2' }, h3: { textStyle: 'h3' }, eyebrow: { textStyle: 'eyebrow' } },
    size: { xs: { fontSize: 'xs' }, sm: { fontSize: 'sm' }, lg: { fontSize: 'lg' } },
    weight: { normal: { fontWeight: 'normal' }, medium: { fontWeight: 'medium' }, semibold: { fontWeight: 'semibold' } },
    tone: {
      muted: { color: 'fg.muted' },
      heading: { color: 'fg.heading' },
      accent: { color: 'accent.fg' },
      danger: { color: 'danger.fg' },
    },
    caps: { true: { textTransform: 'uppercase', letterSpacing: 'wide' } },
    /** On a line of its own (a `strong` or `span` under the text it belongs to). */
    block: { true: { display: 'block' } },
    nowrap: { true: { whiteSpace: 'nowrap' } },
  },
})
