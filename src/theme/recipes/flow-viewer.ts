import { defineSlotRecipe } from '@pandacss/dev'
import { secondaryText, spreadLine } from './parts'

const panel = { bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', mt: '4' } as const

/**
 * The live flow viewer (`/dev/flows`, development builds only): the machines in a sidebar (a selected one, a count of
 * live actors), the chosen machine's live actors and its diagram in panels.
 */
export const flowViewer = defineSlotRecipe({
  className: 'flow-viewer',
  description: 'The development flow viewer',
  slots: [
    'root',
    'sidebar',
    'count',
    'item',
    'live',
    'main',
    'kicker',
    'title',
    'description',
    'text',
    'actors',
    'at',
    'panel',
    'diagram',
    'source',
  ],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', md: '260px 1fr' },
      minHeight: '100vh',
      bg: 'bg.subtle',
      color: 'fg.default',
    },
    sidebar: {
      bg: 'bg.canvas',
      borderRightWidth: { md: '1px' },
      borderBottomWidth: { base: '1px', md: '0' },
      borderColor: 'border.default',
      p: '4',
      maxHeight: { base: '40vh', md: '100vh' },
      overflowY: 'auto',
      position: { md: 'sticky' },
      top: '0',
    },
    count: { fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide', color: 'fg.muted', mb: '2' },
    item: {
      ...spreadLine('2'),
      width: '100%',
      textAlign: 'left',
      px: '3',
      py: '2',
      borderRadius: 'md',
      fontSize: 'sm',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
      '&[data-selected]': { bg: 'brand.subtle', fontWeight: 'semibold', color: 'fg.heading' },
    },
    live: { fontSize: 'xs', px: '2', borderRadius: 'full', bg: 'accent.muted', color: 'accent.fg', fontWeight: 'semibold' },
    main: { p: { base: '4', md: '8' }, minWidth: '0' },
    kicker: secondaryText,
    title: { textStyle: 'h2', color: 'fg.heading' },
    description: { color: 'fg.muted', mt: '1' },
    text: { color: 'fg.muted' },
    actors: { display: 'grid', gap: '1' },
    at: { color: 'fg.muted', fontSize: 'xs' },
    panel,
    diagram: { ...panel, overflowX: 'auto', '& svg': { maxWidth: '100%', height: 'auto' } },
    source: { whiteSpace: 'pre-wrap', fontSize: 'xs' },
  },
})
