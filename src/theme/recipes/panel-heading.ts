import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev'
import { centeredCircle, pressable, svgSize } from './parts'

/** The 40 px navy circle of a panel's icon and of its Back button. */
const circle = { ...centeredCircle('10'), flexShrink: '0', bg: 'navy.50', ...svgSize('5') } satisfies SystemStyleObject

/**
 * A panel's heading row: a round icon (or a round Back button), the title and a line under it, and an optional
 * control on the right (a filter) that wraps under the title on phones.
 */
export const panelHeading = defineSlotRecipe({
  className: 'panel-heading',
  description: 'Panel headings with an icon and an optional control',
  slots: ['root', 'icon', 'back', 'titles', 'title', 'description', 'aside'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '4' },
    icon: { ...circle, color: 'navy.700' },
    back: {
      ...circle,
      color: 'navy.800',
      transition: 'background-color 150ms, color 150ms',
      ...pressable({ bg: 'navy.800', color: 'white' }, '2px'),
    },
    titles: { flex: '1', minWidth: '12rem' },
    title: { textStyle: 'h3', color: 'fg.heading' },
    description: { textStyle: 'small', color: 'fg.muted', mt: '0.5' },
    aside: { flexShrink: '0', ms: 'auto' },
  },
})
