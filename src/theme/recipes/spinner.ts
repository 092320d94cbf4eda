import { defineRecipe } from '@pandacss/dev'

export const spinner = defineRecipe({
  className: 'spinner',
  description: 'An indeterminate busy indicator that follows the current text colour',
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    borderBottomColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
  },
  variants: {
    size: {
      xs: { width: '3.5', height: '3.5', borderWidth: '2px' },
      sm: { width: '4', height: '4', borderWidth: '2px' },
      md: { width: '6', height: '6', borderWidth: '2.5px' },
      lg: { width: '10', height: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'sm' },
})
