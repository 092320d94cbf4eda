import { defineSlotRecipe } from '@pandacss/dev'
import { boldMark, reachedLine, secondaryText, stack, trackList, trackMarker, trackStep } from './parts'

/**
 * The checkout's step indicator: numbered markers joined by a line. At 425 px and below the labels give way to
 * one caption ("Step 2 of 5 · Device") so five steps fit a phone.
 */
export const stepper = defineSlotRecipe({
  className: 'stepper',
  description: 'Checkout step indicator',
  slots: ['root', 'list', 'item', 'marker', 'label', 'caption'],
  base: {
    root: stack('3'),
    list: { ...trackList, alignItems: 'flex-start' },
    item: {
      // The line from the previous step's marker to this one's.
      ...trackStep('2', '4', '22px', 'border.default'),
      color: 'fg.subtle',
      ...reachedLine('accent.solid', 'done', 'current'),
    },
    marker: {
      ...trackMarker('8'),
      fontSize: 'sm',
      fontWeight: '800',
      color: 'fg.muted',
      transition: 'background-color 200ms, border-color 200ms, color 200ms',
      ...boldMark('4'),
      '[data-status=done] &': { bg: 'accent.solid', borderColor: 'accent.solid', color: 'white' },
      '[data-status=current] &': {
        bg: 'navy.800',
        borderColor: 'navy.800',
        color: 'white',
        boxShadow: '0 0 0 4px {colors.navy.100}',
      },
    },
    label: {
      display: { base: 'none', sm: 'block' },
      fontSize: 'sm',
      fontWeight: '650',
      textAlign: 'center',
      truncate: true,
      maxWidth: 'full',
      '[data-status=current] &': { color: 'fg.heading', fontWeight: '750' },
      '[data-status=done] &': { color: 'fg.default' },
    },
    caption: {
      display: { base: 'block', sm: 'none' },
      textAlign: 'center',
      ...secondaryText,
      '& strong': { color: 'fg.heading', fontWeight: '750' },
    },
  },
})
