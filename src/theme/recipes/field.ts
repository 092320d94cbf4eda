import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/**
 * Text input fields, keyed by Ark's field anatomy plus `control` (the box around the input and its trailing
 * button) and `toggle` (the password visibility button).
 */
export const field = defineSlotRecipe({
  className: 'field',
  description: 'Labelled text inputs with an error text area',
  slots: [...fieldAnatomy.keys(), 'control', 'toggle'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full', minWidth: '0' },
    label: { fontSize: 'sm', fontWeight: '650', color: 'fg.heading' },
    requiredIndicator: { color: 'accent.fg', ms: '0.5' },
    control: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      bg: 'white',
      borderWidth: '1.5px',
      borderColor: 'border.strong',
      borderRadius: 'md',
      transition: 'border-color 150ms, box-shadow 150ms',
      _hover: { borderColor: 'slate.400' },
      _focusWithin: {
        borderColor: 'navy.600',
        boxShadow: '0 0 0 3px {colors.navy.100}',
        _hover: { borderColor: 'navy.600' },
      },
      '&[data-invalid]': {
        borderColor: 'danger.solid',
        _focusWithin: { boxShadow: '0 0 0 3px {colors.ruby.100}', borderColor: 'danger.solid' },
      },
      '&[data-disabled]': { bg: 'bg.muted', cursor: 'not-allowed', opacity: '0.7' },
    },
    input: {
      flex: '1',
      minWidth: '0',
      height: '12',
      px: '3.5',
      bg: 'transparent',
      color: 'fg.default',
      fontSize: 'md',
      borderRadius: 'md',
      outline: 'none',
      _placeholder: { color: 'slate.400' },
      _focusVisible: { outline: 'none' },
      _disabled: { cursor: 'not-allowed' },
    },
    textarea: {
      flex: '1',
      minHeight: '32',
      p: '3.5',
      bg: 'transparent',
      fontSize: 'md',
      outline: 'none',
      resize: 'vertical',
    },
    toggle: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '10',
      height: '10',
      me: '1',
      borderRadius: 'sm',
      color: 'slate.500',
      cursor: 'pointer',
      _hover: { color: 'navy.800', bg: 'navy.50' },
      _focusVisible: { outline: '2px solid', outlineColor: 'coral.500', outlineOffset: '0' },
      '& svg': { width: '5', height: '5' },
    },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    // Reserves one line under the field so showing an error does not push the form around.
    errorText: { minHeight: '5', fontSize: 'sm', lineHeight: '1.25rem', color: 'danger.fg', fontWeight: '550' },
    select: {},
  },
  staticCss: ['*'],
})
