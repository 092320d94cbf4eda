import { defineRecipe } from '@pandacss/dev'

/** A small country flag (SVG) beside a country name. */
export const flag = defineRecipe({
  className: 'flag',
  description: 'Country flags',
  base: {
    display: 'inline-block',
    flexShrink: '0',
    width: '6',
    height: '4',
    borderRadius: '2px',
    overflow: 'hidden',
    boxShadow: '0 0 0 1px rgba(11, 31, 77, 0.12)',
    verticalAlign: 'middle',
  },
})
