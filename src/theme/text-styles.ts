import { defineTextStyles } from '@pandacss/dev'

/** The type scale: display for heroes, h1–h3 for page structure, body sizes for copy. */
export const textStyles = defineTextStyles({
  display: {
    value: {
      fontFamily: 'heading',
      fontWeight: '800',
      fontSize: 'clamp(2.125rem, 1.2rem + 3.6vw, 3.75rem)',
      lineHeight: '1.05',
      letterSpacing: '-0.03em',
    },
  },
  h1: {
    value: {
      fontFamily: 'heading',
      fontWeight: '800',
      fontSize: 'clamp(1.875rem, 1.45rem + 1.6vw, 2.75rem)',
      lineHeight: '1.12',
      letterSpacing: '-0.025em',
    },
  },
  h2: {
    value: {
      fontFamily: 'heading',
      fontWeight: '750',
      fontSize: 'clamp(1.375rem, 1.2rem + 0.7vw, 1.875rem)',
      lineHeight: '1.2',
      letterSpacing: '-0.02em',
    },
  },
  h3: {
    value: {
      fontFamily: 'heading',
      fontWeight: '700',
      fontSize: '1.125rem',
      lineHeight: '1.35',
      letterSpacing: '-0.01em',
    },
  },
  eyebrow: {
    value: {
      fontWeight: '700',
      fontSize: '0.75rem',
      lineHeight: '1.2',
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
    },
  },
  lead: { value: { fontSize: { base: '1.0625rem', md: '1.1875rem' }, lineHeight: '1.6' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.6' } },
  small: { value: { fontSize: '0.875rem', lineHeight: '1.5' } },
})
