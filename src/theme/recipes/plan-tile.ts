import { defineSlotRecipe } from '@pandacss/dev'
import { flexColumn, focusHalo, iconBadge, row, spreadLine, stack, surface, topRule } from './parts'

/**
 * A plan of the shop (SPEC §2): name, price per month, one checkmark per feature line, a popular badge and the
 * selected highlight. The whole tile is clickable: the select button's ::after covers it.
 */
export const planTile = defineSlotRecipe({
  className: 'plan-tile',
  description: 'Shop plan tiles',
  slots: ['root', 'ribbon', 'header', 'name', 'price', 'amount', 'period', 'body', 'footer', 'action', 'selectedMark'],
  base: {
    root: {
      position: 'relative',
      ...flexColumn,
      height: 'full',
      minWidth: '0',
      ...surface('xl', 'sm', '1.5px'),
      transition: 'border-color 150ms, box-shadow 150ms, transform 150ms',
      _hover: { borderColor: 'navy.300', boxShadow: 'lg', transform: 'translateY(-2px)' },
      '&:has(button:focus-visible)': { boxShadow: focusHalo },
      '@media (prefers-reduced-motion: reduce)': { _hover: { transform: 'none' } },
    },
    ribbon: {
      position: 'absolute',
      top: '0',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      zIndex: '1',
      boxShadow: 'sm',
    },
    header: { ...stack('3'), px: { base: '5', md: '6' }, pt: { base: '6', md: '7' } },
    name: {
      textStyle: 'h3',
      color: 'fg.heading',
      ...spreadLine('2'),
      minHeight: '7',
    },
    price: { ...row('1', 'baseline'), color: 'fg.heading' },
    amount: { fontSize: { base: '4xl', md: '4xl' }, fontWeight: '800', letterSpacing: '-0.03em', lineHeight: '1' },
    period: { fontSize: 'md', fontWeight: '650', color: 'fg.muted' },
    body: { flex: '1', px: { base: '5', md: '6' }, py: '5', ...topRule, mt: '5' },
    footer: { px: { base: '5', md: '6' }, pb: { base: '5', md: '6' } },
    action: {
      // The button covers the whole tile, so a click anywhere on the plan selects it: its ::after is placed
      // against the tile, so the button itself must not be positioned (the button recipe makes it relative).
      position: 'static !important',
      // Nor transformed when pressed: a transform would shrink the cover back to the button between mouse down and
      // up, and a press on the tile would not count as a click.
      _active: { transform: 'none !important' },
      _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'xl' },
    },
    selectedMark: { ...iconBadge('7', 'accent.solid', 'white', '4'), flexShrink: '0' },
  },
  variants: {
    selected: {
      true: {
        root: {
          borderColor: 'accent.solid',
          boxShadow: '0 0 0 3px {colors.coral.100}, {shadows.lg}',
          bg: 'linear-gradient(180deg, {colors.coral.50} 0%, white 38%)',
          _hover: { borderColor: 'accent.solid', boxShadow: '0 0 0 3px {colors.coral.100}, {shadows.lg}' },
        },
      },
      false: {},
    },
    popular: {
      true: { root: { borderColor: 'navy.300' } },
      false: {},
    },
  },
  compoundVariants: [{ selected: true, popular: true, css: { root: { borderColor: 'accent.solid' } } }],
  defaultVariants: { selected: false, popular: false },
})
