import { defineSlotRecipe } from '@pandacss/dev'
import { centeredBox, secondaryText, stack, svgSize } from './parts'

/** A list of points (`PointList`), each with a number or an icon on a disc, a title and a line of text. */
export const pointList = defineSlotRecipe({
  className: 'point-list',
  description: 'Points with a number or icon, a title and a line of text',
  slots: ['root', 'item', 'bullet', 'title', 'text'],
  base: {
    root: stack('4'),
    item: { display: 'flex', gap: '3.5', alignItems: 'flex-start' },
    bullet: {
      flexShrink: '0',
      ...centeredBox('7'),
      mt: '0.5',
      borderRadius: 'full',
      bg: 'navy.50',
      color: 'navy.700',
      fontSize: 'sm',
      fontWeight: '800',
      ...svgSize('4'),
    },
    title: { fontWeight: '700', color: 'fg.heading' },
    text: { ...secondaryText, mt: '0.5' },
  },
})

/** The "help" card at the end of a page (`HelpCard`): its title and text, then the links to the FAQ and the contact page. */
export const helpCard = defineSlotRecipe({
  className: 'help-card',
  description: 'A card pointing to the FAQ and the contact page',
  slots: ['title', 'text'],
  base: {
    title: { textStyle: 'h3' },
    text: { color: 'fg.muted', mt: '1' },
  },
})
