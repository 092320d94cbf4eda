import { defineSlotRecipe } from '@pandacss/dev'
import { secondaryText, stack, wrapRow } from './parts'

/**
 * Choices as bordered rows, each a radio with its label (a saved card to charge, where the new SIM goes): the chosen
 * one in coral. `described` rows put a description under the label, beside the radio.
 */
export const optionCard = defineSlotRecipe({
  className: 'option-card',
  description: 'Radio choices as bordered rows',
  slots: ['root', 'legend', 'option', 'label', 'description'],
  base: {
    root: { ...stack('2'), width: 'full' },
    option: {
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      px: '4',
      py: '3',
      cursor: 'pointer',
      _hover: { borderColor: 'accent.solid' },
      '&:has(input:checked)': { borderColor: 'accent.solid', bg: 'coral.50' },
    },
    label: { fontWeight: 'semibold' },
    description: { gridColumn: '2', ...secondaryText },
  },
  variants: {
    layout: {
      inline: { option: { ...wrapRow('3', 'center') } },
      described: {
        option: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', alignItems: 'start', '& input': { mt: '1' } },
      },
    },
    legend: { shown: { legend: { fontWeight: 'semibold', mb: '1' } }, hidden: { legend: { srOnly: true } } },
  },
  defaultVariants: { layout: 'inline', legend: 'shown' },
})
