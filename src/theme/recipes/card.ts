import { defineSlotRecipe } from '@pandacss/dev'
import { flexColumn, stack, wrapRow } from './parts'

/** The inline padding of a card's header, body and footer. */
const inset = { px: { base: '5', md: '6' } }

export const card = defineSlotRecipe({
  className: 'card',
  description: 'Panels that group related content',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      position: 'relative',
      ...flexColumn,
      bg: 'white',
      borderRadius: 'xl',
      overflow: 'hidden',
      minWidth: '0',
    },
    header: { ...stack('1'), ...inset, pt: { base: '5', md: '6' } },
    title: { textStyle: 'h3', color: 'fg.heading' },
    description: { textStyle: 'small', color: 'fg.muted' },
    body: { ...stack('4'), ...inset, py: { base: '5', md: '6' }, flex: '1' },
    footer: {
      ...wrapRow('3', 'center'),
      ...inset,
      pb: { base: '5', md: '6' },
    },
  },
  variants: {
    variant: {
      elevated: { root: { boxShadow: 'lg', borderWidth: '1px', borderColor: 'border.default' } },
      outline: { root: { borderWidth: '1px', borderColor: 'border.default', boxShadow: 'xs' } },
      subtle: { root: { bg: 'bg.subtle', borderWidth: '1px', borderColor: 'slate.100' } },
      brand: {
        root: {
          bg: 'navy.800',
          color: 'white',
          backgroundImage: 'radial-gradient(ellipse 60% 80% at 100% 0%, rgba(255, 90, 71, 0.18), transparent 70%)',
        },
        title: { color: 'white', textStyle: 'h2' },
        description: { color: 'navy.200', fontSize: 'md', mt: '-3' },
        body: { gap: '7', px: { base: '6', md: '10' }, py: { base: '8', md: '10' } },
      },
    },
    // How the body lays out its content: a column (`stack`); centred with more room above and below, for a card
    // that says one thing (`centered`: a payment's result); a text and its actions side by side from 851 px (`split`).
    layout: {
      stack: {},
      centered: { body: { alignItems: 'center', textAlign: 'center', gap: '3', py: '10 !important' } },
      split: { body: { flexDirection: { base: 'column', md: 'row' }, alignItems: { md: 'center' }, justifyContent: 'space-between' } },
    },
  },
  defaultVariants: { variant: 'outline', layout: 'stack' },
})
