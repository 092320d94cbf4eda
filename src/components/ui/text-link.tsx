/** The look of links inside running text: `<Link className={textLinkStyle()}>`. */
export { textLink as textLinkStyle } from 'styled-system/recipes/text-link'
