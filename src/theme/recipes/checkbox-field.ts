import { defineSlotRecipe } from '@pandacss/dev'
import { row, secondaryText, stack } from './parts'

/** A checkbox with its label and a line of help under it (keep this card for renewals). */
export const checkboxField = defineSlotRecipe({
  className: 'checkbox-field',
  description: 'A checkbox with its label and help text',
  slots: ['root', 'control', 'text', 'label', 'hint'],
  base: {
    root: { ...row('3', 'flex-start'), px: '1', pt: '1' },
    control: { flexShrink: '0', width: '5', height: '5', mt: '0.5', accentColor: 'coral.600', cursor: 'pointer' },
    text: stack('1'),
    label: { fontWeight: 'semibold', cursor: 'pointer' },
    hint: secondaryText,
  },
})
