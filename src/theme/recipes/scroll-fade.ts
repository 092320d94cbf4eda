import { defineRecipe, type SystemStyleObject } from '@pandacss/dev'

const edgeFade = (side: 'left' | 'right') =>
  ({
    content: '""',
    position: 'absolute',
    insetBlock: '0',
    insetInlineStart: side === 'left' ? '0' : 'auto',
    insetInlineEnd: side === 'right' ? '0' : 'auto',
    width: '10',
    pointerEvents: 'none',
    opacity: '0',
    transition: 'opacity 150ms',
    background: `linear-gradient(to ${side}, transparent, {colors.bg.canvas} 85%)`,
  }) satisfies SystemStyleObject

/** A fade at each edge of a sideways-scrolling row where more of it is hidden (`ui/scroll-fade.tsx` sets the flags). */
export const scrollFade = defineRecipe({
  className: 'scroll-fade',
  description: 'Hints that a row scrolls sideways',
  base: {
    position: 'relative',
    '&::before': edgeFade('left'),
    '&::after': edgeFade('right'),
    '&[data-more-before]::before': { opacity: '1' },
    '&[data-more-after]::after': { opacity: '1' },
  },
})
