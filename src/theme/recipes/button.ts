import { defineRecipe } from '@pandacss/dev'
import { focusHalo } from './parts'

/** Pill buttons. `solid` (coral) is the one call to action of a view; `secondary` (navy) the steady alternative. */
export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and links that look like buttons',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: '1.5px',
    borderColor: 'transparent',
    fontWeight: '650',
    lineHeight: '1.2',
    // A label longer than its room (a Spanish call to action at 375 px) wraps inside the pill instead of running out
    // of its panel: never wider than its container, at least its size's height (tests/e2e/form-layout.spec.ts).
    maxWidth: 'full',
    textAlign: 'center',
    overflowWrap: 'anywhere',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: 'fast',
    transitionTimingFunction: 'standard',
    _active: { transform: 'translateY(1px)' },
    _focusVisible: { outline: 'none', boxShadow: focusHalo },
    _disabled: { cursor: 'not-allowed', opacity: '0.55', _active: { transform: 'none' } },
    '&[data-loading]': { cursor: 'progress', opacity: '0.9' },
    '& svg': { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.solid',
        color: 'white',
        boxShadow: '0 6px 14px -6px rgba(214, 63, 44, 0.55)',
        _hover: { bg: 'accent.solidHover', _disabled: { bg: 'accent.solid' } },
      },
      secondary: {
        bg: 'brand.solid',
        color: 'white',
        _hover: { bg: 'brand.solidHover', _disabled: { bg: 'brand.solid' } },
      },
      outline: {
        bg: 'white',
        color: 'navy.800',
        borderColor: 'navy.200',
        _hover: { borderColor: 'navy.800', bg: 'navy.50', _disabled: { bg: 'white', borderColor: 'navy.200' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'navy.800',
        _hover: { bg: 'navy.50', _disabled: { bg: 'transparent' } },
      },
      link: {
        bg: 'transparent',
        color: 'fg.link',
        borderWidth: '0',
        borderRadius: 'xs',
        height: 'auto !important',
        minHeight: 'auto !important',
        px: '0 !important',
        py: '0 !important',
        textDecoration: 'underline',
        textDecorationThickness: '1.5px',
        textUnderlineOffset: '3px',
        _hover: { color: 'accent.fg' },
      },
      light: {
        bg: 'white',
        color: 'navy.900',
        _hover: { bg: 'navy.50' },
      },
      outlineLight: {
        bg: 'transparent',
        color: 'white',
        borderColor: 'rgba(255,255,255,0.45)',
        _hover: { borderColor: 'white', bg: 'rgba(255,255,255,0.08)' },
      },
    },
    size: {
      sm: { minHeight: '9', px: '4', py: '1.5', fontSize: 'sm' },
      md: { minHeight: '11', px: '5', py: '2', fontSize: 'md' },
      lg: { minHeight: '52px', px: '7', py: '2', fontSize: 'md' },
      /** Beside a one-line field, as tall as its box (the promo code's Apply). */
      field: { minHeight: 'field', px: '5', py: '2', fontSize: 'md' },
      icon: { height: '11', width: '11', px: '0', fontSize: 'md' },
    },
    fullWidth: { true: { width: 'full' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
