import { defineGlobalStyles } from '@pandacss/dev'
import { flexColumn, ring } from './recipes/parts'

export const globalCss = defineGlobalStyles({
  html: {
    fontFamily: 'body',
    color: 'fg.default',
    bg: 'bg.canvas',
    lineHeight: '1.6',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    textRendering: 'optimizeLegibility',
    scrollPaddingTop: '5rem',
  },
  body: { minHeight: '100dvh', bg: 'bg.canvas' },
  '#root': { minHeight: '100dvh', ...flexColumn },
  'h1, h2, h3, h4': { color: 'fg.heading', textWrap: 'balance' },
  p: { textWrap: 'pretty' },
  '::selection': { bg: 'coral.100', color: 'navy.900' },
  ':focus-visible': ring('coral.500', '2px', '3px'),
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
})
