import { pinInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldBox, fieldFocus, fieldLabel } from './field-parts'
import { stack } from './parts'

/**
 * One-time code boxes over Ark PinInput (the 6-digit sign-in code, the 5-digit email code). The boxes share the
 * look of text inputs (field recipe): white, 1.5px slate border, navy focus ring, ruby when invalid.
 */
export const pinInput = defineSlotRecipe({
  className: 'pin-input',
  description: 'One-time code boxes',
  slots: [...pinInputAnatomy.keys()],
  base: {
    root: { ...stack('2'), width: 'full', minWidth: '0' },
    label: fieldLabel,
    control: { display: 'flex', gap: { base: '2', sm: '3' }, width: 'full' },
    input: {
      flex: '1 1 0',
      minWidth: '0',
      maxWidth: '14',
      height: { base: '14', sm: '16' },
      color: 'navy.900',
      fontSize: { base: 'xl', sm: '2xl' },
      fontWeight: '700',
      fontVariantNumeric: 'tabular-nums',
      textAlign: 'center',
      ...fieldBox,
      outline: 'none',
      caretColor: 'coral.600',
      _placeholder: { color: 'slate.300' },
      _focusVisible: fieldFocus,
      '&[data-filled]': { borderColor: 'navy.300', bg: 'navy.50' },
      '&[data-invalid]': {
        borderColor: 'danger.solid',
        _focusVisible: { boxShadow: '0 0 0 3px {colors.ruby.100}' },
      },
      _disabled: { bg: 'bg.muted', cursor: 'not-allowed', opacity: '0.7' },
    },
  },
  variants: {
    // The label read by assistive technology only, where the field's place says what it is.
    hideLabel: { true: { label: { srOnly: true } }, false: {} },
  },
  defaultVariants: { hideLabel: false },
})
