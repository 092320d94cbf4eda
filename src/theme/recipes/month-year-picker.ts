import { popoverAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { gridColumns, pill, pressable, surface } from './parts'

/** The month/year filter over Ark Popover: a pill button, then a year list or a month grid (SPEC §2). */
export const monthYearPicker = defineSlotRecipe({
  className: 'month-year-picker',
  description: 'Month and year filter',
  slots: [...popoverAnatomy.keys(), 'heading', 'headingButton', 'grid', 'option'],
  base: {
    trigger: {
      ...pill('2', '10', '4'),
      borderWidth: '1px',
      borderColor: 'border.strong',
      bg: 'white',
      color: 'fg.heading',
      fontWeight: '700',
      fontSize: 'sm',
      whiteSpace: 'nowrap',
      fontVariantNumeric: 'tabular-nums',
      ...pressable({ borderColor: 'navy.400' }, '2px'),
      '&[data-state=open]': { borderColor: 'navy.600', boxShadow: '0 0 0 3px {colors.navy.100}' },
      '& svg': { width: '4', height: '4', color: 'navy.600' },
    },
    // Ark sets an inline z-index on the positioner; the menu layer must win over sticky table heads (SPEC §9: 3000).
    positioner: { zIndex: 'dropdown !important' },
    content: {
      width: '17rem',
      p: '3',
      ...surface('xl', 'lg'),
      outline: 'none',
      _open: { animation: 'fadeIn 150ms ease-out' },
    },
    heading: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: '9',
      mb: '2',
      fontWeight: '750',
      color: 'fg.heading',
    },
    headingButton: {
      ...pill('1', '9', '3'),
      fontWeight: '750',
      color: 'fg.heading',
      ...pressable({ bg: 'navy.50' }, '1px'),
      '& svg': { width: '4', height: '4' },
    },
    grid: gridColumns('repeat(3, 1fr)', '1.5'),
    option: {
      height: '10',
      borderRadius: 'md',
      fontSize: 'sm',
      fontWeight: '650',
      color: 'fg.default',
      fontVariantNumeric: 'tabular-nums',
      ...pressable({ bg: 'navy.50', color: 'navy.900' }, '1px'),
      _disabled: { color: 'slate.300', cursor: 'not-allowed', _hover: { bg: 'transparent', color: 'slate.300' } },
      '&[aria-pressed=true]': { bg: 'navy.800', color: 'white', _hover: { bg: 'navy.700', color: 'white' } },
      '&[data-today]:not([aria-pressed=true])': { boxShadow: 'inset 0 0 0 1px {colors.navy.200}' },
    },
  },
})
