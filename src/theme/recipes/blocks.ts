import { defineSlotRecipe } from '@pandacss/dev'
import { numberDisc, row, secondaryText, stack, svgSize } from './parts'

/** A list of points (`PointList`), each with a number or an icon on a disc, a title and a line of text. */
export const pointList = defineSlotRecipe({
  className: 'point-list',
  description: 'Points with a number or icon, a title and a line of text',
  slots: ['root', 'item', 'bullet', 'title', 'text'],
  base: {
    root: stack('4'),
    item: row('3.5', 'flex-start'),
    bullet: { flexShrink: '0', ...numberDisc('7', 'navy.50', 'navy.700', '800'), mt: '0.5', ...svgSize('4') },
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
