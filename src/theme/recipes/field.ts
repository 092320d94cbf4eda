import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldBox, fieldErrorText, fieldFocus, fieldLabel, fieldRoot } from './field-parts'
import { centeredBox, ring, secondaryText } from './parts'

/**
 * Text input fields, keyed by Ark's field anatomy plus `control` (the box around the input and its trailing
 * button) and `toggle` (the password visibility button).
 */
export const field = defineSlotRecipe({
  className: 'field',
  description: 'Labelled text inputs with an error text area',
  slots: [...fieldAnatomy.keys(), 'control', 'toggle'],
  base: {
    root: fieldRoot,
    label: fieldLabel,
    requiredIndicator: { color: 'accent.fg', ms: '0.5' },
    control: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      // Borders render in whole device pixels: the box is at least the field's height whatever they come to.
      minHeight: 'field',
      ...fieldBox,
      _focusWithin: { ...fieldFocus, _hover: { borderColor: 'navy.600' } },
      '&[data-invalid]': {
        borderColor: 'danger.solid',
        _focusWithin: { boxShadow: '0 0 0 3px {colors.ruby.100}', borderColor: 'danger.solid' },
      },
      '&[data-disabled]': { bg: 'bg.muted', cursor: 'not-allowed', opacity: '0.7' },
    },
    input: {
      flex: '1',
      minWidth: '0',
      // The box's border is inside the field's height.
      height: 'calc({sizes.field} - 3px)',
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
      ...centeredBox('10'),
      me: '1',
      borderRadius: 'sm',
      color: 'slate.500',
      cursor: 'pointer',
      _hover: { color: 'navy.800', bg: 'navy.50' },
      _focusVisible: ring('coral.500', '0'),
      '& svg': { width: '5', height: '5' },
    },
    helperText: secondaryText,
    errorText: fieldErrorText,
    select: {},
  },
  variants: {
    // The label read by assistive technology only, where the field's place says what it is.
    hideLabel: { true: { label: { srOnly: true } }, false: {} },
  },
  defaultVariants: { hideLabel: false },
})
