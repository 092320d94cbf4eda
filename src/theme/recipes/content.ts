import { defineSlotRecipe } from '@pandacss/dev'
import { gridColumns, pairColumns, ring, spreadLine, stack } from './parts'

/**
 * A content page's rich text (headings, lists, quotes, code) in a section's body or a blog post. Its rules hold
 * over the article recipe's where both style an element: a slot recipe too, so both sit in Panda's slot-recipe
 * layer, and its doubled class outweighs the article's single one (the post's lists, quotes and spacing are the
 * body's own).
 */
const richText = defineSlotRecipe({
  className: 'rich-text',
  description: 'Rich text from the content service',
  slots: ['root'],
  base: {
    root: {
      '&& > * + *': { mt: '3' },
      '&& ul, && ol': { pl: '6', color: 'fg.muted', lineHeight: '1.7', maxW: '70ch' },
      '&& ul': { listStyleType: 'disc' },
      '&& ol': { listStyleType: 'decimal' },
      '&& li + li': { mt: '1' },
      '&& li > ul, && li > ol': { mt: '1' },
      '&& h3, && h4, && h5, && h6': { fontWeight: '700', color: 'fg.heading' },
      '&& blockquote': { borderLeftWidth: '3px', borderColor: 'navy.200', pl: '4', color: 'fg.muted', fontStyle: 'italic' },
      '&& pre': { bg: 'navy.50', borderRadius: 'md', p: '3', overflowX: 'auto', fontSize: 'sm' },
      '&& code': { fontFamily: 'mono', fontSize: '0.9em' },
      '&& :not(pre) > code': { bg: 'navy.50', borderRadius: 'sm', px: '1' },
    },
  },
})

/**
 * The body of a content page (about, terms, privacy, FAQ): prose sections under their h2, or questions that open one
 * by one; a quiet placeholder of text lines while it loads.
 */
const contentBody = defineSlotRecipe({
  className: 'content-body',
  description: 'Content pages: prose or questions',
  slots: ['prose', 'summary', 'updated', 'status', 'questions', 'question', 'placeholder'],
  base: {
    prose: {
      display: 'grid',
      gap: '8',
      '& h2': { textStyle: 'h3', color: 'fg.heading', mb: '3' },
      '& p': { color: 'fg.muted', lineHeight: '1.7', mb: '3', maxW: '70ch' },
    },
    summary: { fontSize: 'lg' },
    updated: { fontSize: 'sm' },
    status: { color: 'fg.muted' },
    questions: { display: 'grid', gap: '3', listStyle: 'none', p: '0' },
    question: {
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'xl',
      bg: 'bg.canvas',
      boxShadow: 'xs',
      '&[open]': { borderColor: 'navy.200', boxShadow: 'sm' },
      '& summary': {
        listStyle: 'none',
        cursor: 'pointer',
        ...spreadLine('4'),
        px: { base: '4', md: '6' },
        py: '4',
        fontWeight: '700',
        color: 'fg.default',
        fontSize: { base: 'md', md: 'lg' },
        borderRadius: 'xl',
        _focusVisible: ring('coral.500', '2px'),
        '&::-webkit-details-marker': { display: 'none' },
      },
      '& summary svg': { flexShrink: 0, transition: 'transform 0.2s', color: 'coral.600' },
      '&[open] summary svg': { transform: 'rotate(180deg)' },
      '& .answer': { px: { base: '4', md: '6' }, pb: '5', color: 'fg.muted', lineHeight: '1.7' },
      '& .answer p + p': { mt: '3' },
    },
    placeholder: {
      display: 'grid',
      gap: '3',
      '& span': { display: 'block', h: '4', borderRadius: 'md', bg: 'navy.50' },
    },
  },
})

/** /contact-us: the form beside the other ways to reach us (under it on phones), and the form's own layout. */
const contactLayout = defineSlotRecipe({
  className: 'contact-layout',
  description: 'The contact page and its form',
  slots: ['root', 'aside', 'ways', 'form', 'pair', 'actions', 'messageFoot', 'count'],
  base: {
    root: {
      ...gridColumns({ base: '1fr', lg: 'minmax(0, 1.6fr) minmax(0, 1fr)' }, { base: '8', lg: '10' }, 'start'),
    },
    aside: stack('4'),
    ways: { ...stack('4'), listStyle: 'none' },
    form: stack('2'),
    pair: { display: 'grid', columnGap: '4', gridTemplateColumns: pairColumns },
    actions: {
      display: 'flex',
      justifyContent: { base: 'stretch', sm: 'flex-end' },
      mt: '1',
      '& > *': { width: { base: 'full', sm: 'auto' } },
    },
    // The message's error line and its count of characters, on one line under it.
    messageFoot: { display: 'flex', justifyContent: 'space-between', gap: '3' },
    count: { flexShrink: '0', fontVariantNumeric: 'tabular-nums' },
  },
})

/** The content and contact pages' slot recipes, for the index. */
export const contentSlotRecipes = { richText, contentBody, contactLayout }
