import { defineSlotRecipe } from '@pandacss/dev'
import { focusHalo, pairColumns, row, secondaryText, stack, surface, wrapRow } from './parts'

/**
 * A radio or checkbox drawn as a card: the native input stays (keyboard, forms, screen readers) and the card
 * shows its state. Number type, SIM type, saved cards, "I already have a SIM".
 */
export const choice = defineSlotRecipe({
  className: 'choice',
  description: 'Radio and checkbox cards',
  slots: ['group', 'legend', 'root', 'input', 'icon', 'body', 'title', 'text', 'aside', 'errorText'],
  base: {
    group: { display: 'grid', gap: '3', border: '0', p: '0', m: '0', minWidth: '0' },
    legend: { fontSize: 'sm', fontWeight: '650', color: 'fg.heading', mb: '1.5', p: '0' },
    root: {
      position: 'relative',
      ...row('3.5', 'flex-start'),
      p: '4',
      ...surface('lg', undefined, '1.5px'),
      cursor: 'pointer',
      transition: 'border-color 150ms, box-shadow 150ms, background-color 150ms',
      _hover: { borderColor: 'navy.300' },
      '&:has(input:checked)': {
        borderColor: 'navy.800',
        bg: 'navy.50',
        boxShadow: '0 0 0 1px {colors.navy.800}',
      },
      '&:has(input:focus-visible)': { boxShadow: focusHalo },
      '&:has(input:disabled)': {
        cursor: 'not-allowed',
        bg: 'bg.subtle',
        borderStyle: 'dashed',
        _hover: { borderColor: 'border.default' },
      },
      '&[data-invalid]': { borderColor: 'danger.solid' },
    },
    input: {
      flexShrink: '0',
      width: '5',
      height: '5',
      mt: '0.5',
      accentColor: 'navy.800',
      cursor: 'inherit',
    },
    icon: {
      flexShrink: '0',
      // A phone keeps the width for the text; the radio says enough.
      display: { base: 'none', sm: 'inline-flex' },
      alignItems: 'center',
      justifyContent: 'center',
      width: '10',
      height: '10',
      borderRadius: 'md',
      bg: 'coral.50',
      color: 'coral.600',
      '& svg': { width: '5', height: '5' },
      '*:has(input:disabled) > &': { bg: 'slate.100', color: 'slate.400' },
    },
    body: { ...stack('0.5'), flex: '1', minWidth: '0' },
    title: {
      ...wrapRow('2', 'center'),
      fontWeight: '700',
      color: 'fg.heading',
      '*:has(input:disabled) > * > &': { color: 'fg.muted' },
    },
    text: { ...secondaryText, lineHeight: '1.45' },
    aside: { flexShrink: '0', alignSelf: 'center', ...secondaryText, fontWeight: '650' },
    errorText: { minHeight: '5', fontSize: 'sm', lineHeight: '1.25rem', color: 'danger.fg', fontWeight: '550' },
  },
  variants: {
    columns: {
      1: { group: { gridTemplateColumns: '1fr' } },
      2: { group: { gridTemplateColumns: pairColumns } },
    },
  },
  defaultVariants: { columns: 1 },
})
