import { defineGlobalStyles } from '@pandacss/dev'

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
  '#root': { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
  'h1, h2, h3, h4': { color: 'fg.heading', textWrap: 'balance' },
  p: { textWrap: 'pretty' },
  '::selection': { bg: 'coral.100', color: 'navy.900' },
  ':focus-visible': { outline: '3px solid', outlineColor: 'coral.500', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
})
