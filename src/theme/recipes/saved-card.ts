import { defineSlotRecipe } from '@pandacss/dev'
import { bareList, centeredStack, gridColumns, iconBadge, pressable, secondaryText, spreadLine, stack, surface, wrapRow } from './parts'

/**
 * A saved payment card tile (SPEC §2): brand mark and Primary badge on top, the last four digits, cardholder and
 * expiry, then Delete and 'Set as primary'. The `add` slot is the dashed add-card tile that ends the list.
 */
export const savedCard = defineSlotRecipe({
  className: 'saved-card',
  description: 'Saved payment card tiles',
  slots: ['list', 'root', 'top', 'number', 'holder', 'meta', 'actions', 'add', 'addIcon', 'placeholder'],
  base: {
    // While loading, the room of one card and the add-card tile (stacked on a phone, side by side when wide): the
    // order history below does not move when the cards arrive.
    placeholder: { minHeight: { base: '26rem', md: '15rem' }, display: 'grid', alignContent: 'center' },
    list: {
      ...gridColumns({ base: '1fr', sm: 'repeat(auto-fill, minmax(18rem, 1fr))' }, '4'),
      ...bareList,
    },
    root: {
      position: 'relative',
      ...stack('3'),
      height: 'full',
      p: '5',
      ...surface('xl', 'xs'),
      transition: 'border-color 150ms, box-shadow 150ms',
      '&[data-primary]': {
        borderColor: 'navy.200',
        bg: 'linear-gradient(160deg, {colors.navy.50} 0%, white 55%)',
        boxShadow: 'sm',
      },
      '&[aria-busy=true]': { opacity: '0.7' },
    },
    top: { ...spreadLine('3'), minHeight: '7' },
    number: {
      fontFamily: 'mono',
      fontSize: 'lg',
      fontWeight: '700',
      letterSpacing: '0.08em',
      color: 'fg.heading',
      fontVariantNumeric: 'tabular-nums',
      mt: '1',
    },
    holder: { fontWeight: '650', color: 'fg.default', overflowWrap: 'anywhere' },
    meta: secondaryText,
    actions: {
      ...wrapRow('2', 'center'),
      mt: 'auto',
      pt: '3',
      borderTopWidth: '1px',
      borderColor: 'slate.100',
    },
    add: {
      ...centeredStack('2'),
      width: 'full',
      height: 'full',
      minHeight: '10rem',
      p: '5',
      borderRadius: 'xl',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      bg: 'bg.subtle',
      color: 'fg.heading',
      fontWeight: '700',
      transition: 'border-color 150ms, background-color 150ms',
      ...pressable({ borderColor: 'accent.default', bg: 'accent.subtle' }, '2px'),
      _disabled: { cursor: 'progress', opacity: '0.8' },
    },
    addIcon: { ...iconBadge('10', 'white', 'accent.solid', '5'), boxShadow: 'xs' },
  },
})
