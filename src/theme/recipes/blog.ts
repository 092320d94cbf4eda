import { defineSlotRecipe } from '@pandacss/dev'
import { bareList, flexColumn, gridColumns, stack, surface, topRule, wrapRow } from './parts'

/** A post's cover picture: the full width, in the 1200 × 630 shape the content service's covers have, navy until it loads. */
const cover = { display: 'block', width: 'full', height: 'auto', aspectRatio: '1200 / 630', bg: 'navy.50' } as const

/**
 * The blog's list (/blog): a grid of post cards, each its cover on top, then the date, the title (the whole card is
 * its link) and the summary. One column at 375 px, two from `sm`, three from `lg`.
 */
export const postCard = defineSlotRecipe({
  className: 'post-card',
  description: 'A blog post in the blog list: cover, date, title, summary',
  slots: ['list', 'root', 'cover', 'body', 'date', 'title', 'link', 'summary', 'more'],
  base: {
    list: {
      ...bareList,
      ...gridColumns({ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, { base: '6', md: '8' }),
    },
    root: {
      position: 'relative',
      ...flexColumn,
      ...surface('xl', 'xs'),
      overflow: 'hidden',
      transition: 'box-shadow 0.2s, transform 0.2s, border-color 0.2s',
      _hover: { boxShadow: 'lg', borderColor: 'navy.200', transform: 'translateY(-2px)' },
      '&:has(a:focus-visible)': { outline: '3px solid {colors.accent.default}', outlineOffset: '3px' },
    },
    cover: { ...cover, objectFit: 'cover' },
    body: { ...stack('2'), flex: '1', px: { base: '5', md: '6' }, pt: '5', pb: '6' },
    date: { textStyle: 'small', color: 'fg.subtle', fontWeight: '600' },
    title: { fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3', fontWeight: '750', color: 'fg.heading', letterSpacing: '-0.01em' },
    // The card's one link, stretched over the whole card.
    link: {
      color: 'inherit',
      textDecoration: 'none',
      outline: 'none',
      _after: { content: '""', position: 'absolute', inset: '0' },
      _hover: { color: 'accent.fg' },
    },
    summary: { color: 'fg.muted', lineHeight: '1.6' },
    more: { mt: 'auto', pt: '2', color: 'fg.link', fontWeight: '700', fontSize: 'sm' },
  },
})

/**
 * A blog post (/blog/<slug>): the cover in a rounded frame, the article's text in a readable measure (about 68
 * characters), its headings, lists, quotes and links, and the way back to the list.
 */
export const article = defineSlotRecipe({
  className: 'article',
  description: 'A readable article: cover, body text, the way back',
  slots: ['root', 'cover', 'body', 'foot'],
  base: {
    root: { ...stack('8'), maxWidth: '44rem', mx: 'auto', width: 'full' },
    cover: { ...cover, borderRadius: { base: 'lg', md: '2xl' }, boxShadow: 'md', mt: { base: '-2', md: '-4' } },
    body: {
      fontSize: { base: '1.0625rem', md: '1.125rem' },
      lineHeight: '1.75',
      color: 'fg.default',
      '& > div > * + *': { mt: '5' },
      '& p, & li': { color: 'fg.default' },
      '& h2': {
        fontSize: { base: 'xl', md: '2xl' },
        lineHeight: '1.3',
        fontWeight: '750',
        letterSpacing: '-0.01em',
        color: 'fg.heading',
        mt: '10 !important',
      },
      '& h3, & h4': { fontSize: 'lg', fontWeight: '750', color: 'fg.heading', mt: '8 !important' },
      '& ul, & ol': { pl: '6', color: 'fg.default' },
      '& li + li': { mt: '2' },
      '& li::marker': { color: 'accent.default', fontWeight: '700' },
      '& strong': { color: 'fg.heading', fontWeight: '700' },
      // RichText draws the quote's rule and italics; the article sets it on a tinted block.
      '& blockquote': { bg: 'bg.subtle', borderRadius: 'md', px: '5', py: '4', fontSize: 'lg' },
    },
    foot: { ...wrapRow('3'), pt: '6', ...topRule },
  },
})
