import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'
import { flexColumn, inlineRow, spreadRow, stack, wrapRow } from './parts'

/** The brand motif: faint signal rings fading out at the right edge of a heading band. */
const rings = {
  content: '""',
  position: 'absolute',
  right: { base: '-260px', md: '-140px' },
  top: '50%',
  width: '620px',
  height: '620px',
  transform: 'translateY(-50%)',
  borderRadius: 'full',
  backgroundImage: 'repeating-radial-gradient(circle, transparent 0 44px, rgba(38, 63, 120, 0.09) 45px 46px)',
  maskImage: 'radial-gradient(circle, black 25%, transparent 68%)',
  pointerEvents: 'none',
} as const

/** The light heading band (`band`, `compact`): pale navy, ruled at its foot, the rings at its right edge. */
const lightBand = { bg: 'navy.50', borderBottomWidth: '1px', borderColor: 'navy.100', _after: rings } as const

/**
 * A page (`Page` in src/components/layout/page.tsx): the `<main>`, its heading band with the one h1, an eyebrow, the
 * intro, actions and a picture beside them, then the body in the page column. `band` is the light band, `compact`
 * the slim one of forms, `hero` the home page's navy hero.
 */
export const pageBand = defineSlotRecipe({
  className: 'page-band',
  description: 'A page: its heading band and its body',
  slots: ['main', 'band', 'inner', 'eyebrow', 'title', 'intro', 'actions', 'illustration', 'body', 'pending'],
  base: {
    main: { flex: '1', ...flexColumn, outline: 'none' },
    band: { position: 'relative', overflow: 'hidden' },
    inner: { position: 'relative', zIndex: '1', display: 'grid', gap: { base: '8', md: '10' }, alignItems: 'center' },
    eyebrow: {
      ...inlineRow('2'),
      textStyle: 'eyebrow',
      color: 'accent.fg',
      mb: '3',
      '&::before': { content: '""', width: '6', height: '2px', borderRadius: 'full', bg: 'accent.default' },
    },
    title: { textStyle: 'h1', maxWidth: '40rem' },
    intro: { textStyle: 'lead', color: 'fg.muted', mt: '3', maxWidth: '42rem' },
    actions: { ...wrapRow('3'), mt: { base: '6', md: '8' } },
    illustration: {
      display: 'flex',
      justifyContent: 'center',
      '& > svg': { width: 'full', height: 'auto', maxWidth: { base: '20rem', md: '28rem' } },
    },
    body: { flex: '1', pt: { base: '10', md: '14' }, pb: { base: '16', md: '20' } },
    // A page the browser has yet to draw (`PendingPage`): the place of what it will draw below the heading, so that
    // the footer stays off the first screen.
    pending: { display: 'flex', justifyContent: 'center', alignItems: 'flex-start', minHeight: '60vh', pt: '6' },
  },
  variants: {
    variant: {
      band: {
        band: {
          ...lightBand,
          backgroundImage:
            'radial-gradient(ellipse 60% 90% at 100% 0%, rgba(255, 90, 71, 0.10), transparent 70%), radial-gradient(ellipse 50% 80% at 0% 100%, rgba(60, 87, 148, 0.10), transparent 70%)',
          pt: { base: '10', md: '14' },
          pb: { base: '10', md: '14' },
        },
      },
      compact: {
        band: {
          ...lightBand,
          backgroundImage: 'radial-gradient(ellipse 60% 120% at 100% 0%, rgba(255, 90, 71, 0.10), transparent 70%)',
          pt: { base: '8', md: '10' },
          pb: { base: '8', md: '10' },
        },
        intro: { mt: '2', maxWidth: '40rem' },
      },
      hero: {
        band: {
          bg: 'navy.800',
          color: 'white',
          backgroundImage:
            'radial-gradient(ellipse 70% 80% at 85% 30%, rgba(60, 87, 148, 0.65), transparent 70%), radial-gradient(ellipse 40% 50% at 10% 100%, rgba(255, 90, 71, 0.16), transparent 70%)',
          pt: { base: '10', md: '16' },
          pb: { base: '12', md: '16' },
        },
        eyebrow: { color: 'coral.300' },
        title: { textStyle: 'display', color: 'white', maxWidth: '36rem' },
        intro: { color: 'navy.100', mt: '5', maxWidth: '34rem' },
      },
    },
    illustrated: {
      true: { inner: { gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1.05fr) minmax(0, 0.95fr)' } } },
      false: {},
    },
  },
  defaultVariants: { variant: 'band', illustrated: false },
})

/** A titled block of a page body (`Section`): eyebrow, h2 and intro on the left, an aside at the right end. */
export const section = defineSlotRecipe({
  className: 'section',
  description: 'A titled block of a page body',
  slots: ['root', 'head', 'eyebrow', 'title', 'intro'],
  base: {
    root: { ...stack({ base: '6', md: '8' }), '& + &': { mt: { base: '14', md: '20' } } },
    head: spreadRow('4', 'flex-end'),
    eyebrow: { textStyle: 'eyebrow', color: 'accent.fg', mb: '2' },
    title: { textStyle: 'h2' },
    intro: { color: 'fg.muted', mt: '2', maxWidth: '40rem', fontSize: { base: 'md', md: 'lg' } },
  },
})

/** A responsive list of tiles or cards (`TileGrid`): one column on phones, 2–4 side by side on wider screens. */
export const tileGrid = defineRecipe({
  className: 'tile-grid',
  description: 'Tiles or cards in a responsive grid',
  base: { display: 'grid', gap: { base: '4', md: '6' }, listStyle: 'none', gridTemplateColumns: '1fr' },
  variants: {
    columns: {
      2: { gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))' } },
      3: { gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))' } },
      4: { gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } },
    },
  },
  defaultVariants: { columns: 3 },
})
