import { defineTokens } from '@pandacss/dev'

/**
 * Ring Mobile brand tokens. Navy carries trust (headers, text, footer); coral is the one loud colour, kept for
 * calls to action and highlights. coral.600 is the darkest coral that still reads as coral and passes WCAG AA
 * (4.5:1) with white text, so solid buttons use it; coral.500 is for decoration and text on navy.
 */
export const tokens = defineTokens({
  colors: {
    navy: {
      50: { value: '#EEF2FA' },
      100: { value: '#DCE4F3' },
      200: { value: '#B8C6E6' },
      300: { value: '#8CA0CF' },
      400: { value: '#5F78B2' },
      500: { value: '#3C5794' },
      600: { value: '#263F78' },
      700: { value: '#182E62' },
      800: { value: '#0B1F4D' },
      900: { value: '#081739' },
      950: { value: '#050F27' },
    },
    coral: {
      50: { value: '#FFF3F0' },
      100: { value: '#FFE1DB' },
      200: { value: '#FFC0B5' },
      300: { value: '#FF9787' },
      400: { value: '#FF7866' },
      500: { value: '#FF5A47' },
      600: { value: '#D63F2C' },
      700: { value: '#B3321F' },
      800: { value: '#8C2618' },
      900: { value: '#661B11' },
    },
    slate: {
      25: { value: '#FBFCFE' },
      50: { value: '#F6F8FC' },
      100: { value: '#EEF1F7' },
      200: { value: '#E1E6F0' },
      300: { value: '#CAD2E0' },
      400: { value: '#99A3B8' },
      500: { value: '#667189' },
      600: { value: '#4F5A70' },
      700: { value: '#394358' },
      800: { value: '#242C3E' },
      900: { value: '#131A2B' },
    },
    mint: {
      50: { value: '#EAFBF3' },
      100: { value: '#CDF5E2' },
      400: { value: '#3FD69A' },
      500: { value: '#19B57A' },
      600: { value: '#0E8F5F' },
      700: { value: '#0B704B' },
    },
    sky: {
      50: { value: '#ECF7FF' },
      100: { value: '#D6EEFF' },
      300: { value: '#8DCFFF' },
      500: { value: '#2E9BF0' },
      700: { value: '#1765A8' },
    },
    amber: {
      50: { value: '#FFF7E8' },
      100: { value: '#FFEBC2' },
      400: { value: '#FFC24D' },
      500: { value: '#F5A524' },
      800: { value: '#7A4B00' },
    },
    ruby: {
      50: { value: '#FEF1F1' },
      100: { value: '#FDDCDC' },
      500: { value: '#E5484D' },
      600: { value: '#C52F35' },
      700: { value: '#A1232A' },
    },
  },
  fonts: {
    // System fonts only: nothing is downloaded at run time, and no family that no platform ships (Inter,
    // Inter Display, Helvetica Neue, which Macs reach only when neither Apple name works): each name a machine
    // lacks is a font lookup per size and weight on the page's first layout (docs/decisions/0018-styling.md). Named
    // faces come before `system-ui` so Linux desktops pick Arial's metric twin (Liberation Sans) over a wide
    // fallback face.
    body: {
      value:
        '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, "Liberation Sans", "Noto Sans", system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    },
    heading: {
      value: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, "Liberation Sans", "Noto Sans", system-ui, sans-serif',
    },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  },
  fontSizes: {
    '2xs': { value: '0.6875rem' },
    xs: { value: '0.75rem' },
    sm: { value: '0.875rem' },
    md: { value: '1rem' },
    lg: { value: '1.125rem' },
    xl: { value: '1.25rem' },
    '2xl': { value: '1.5rem' },
    '3xl': { value: '1.875rem' },
    '4xl': { value: '2.25rem' },
    '5xl': { value: '3rem' },
    '6xl': { value: '3.75rem' },
  },
  radii: {
    xs: { value: '4px' },
    sm: { value: '6px' },
    md: { value: '10px' },
    lg: { value: '14px' },
    xl: { value: '20px' },
    '2xl': { value: '28px' },
    full: { value: '9999px' },
  },
  shadows: {
    xs: { value: '0 1px 2px rgba(11, 31, 77, 0.06)' },
    sm: { value: '0 1px 3px rgba(11, 31, 77, 0.08), 0 1px 2px rgba(11, 31, 77, 0.04)' },
    md: { value: '0 6px 16px -4px rgba(11, 31, 77, 0.10), 0 2px 6px -2px rgba(11, 31, 77, 0.06)' },
    lg: { value: '0 16px 36px -12px rgba(11, 31, 77, 0.18), 0 4px 10px -4px rgba(11, 31, 77, 0.08)' },
    xl: { value: '0 28px 60px -20px rgba(11, 31, 77, 0.28), 0 8px 20px -8px rgba(11, 31, 77, 0.10)' },
    focus: { value: '0 0 0 3px rgba(255, 90, 71, 0.35)' },
    inset: { value: 'inset 0 0 0 1px rgba(11, 31, 77, 0.08)' },
  },
  durations: {
    fast: { value: '150ms' },
    normal: { value: '200ms' },
    // SPEC §9: notification animation 0.3 s; page transition and success message 0.5 s.
    notification: { value: '300ms' },
    page: { value: '500ms' },
    success: { value: '500ms' },
  },
  easings: {
    standard: { value: 'cubic-bezier(0.2, 0, 0, 1)' },
    emphasized: { value: 'cubic-bezier(0.21, 1.02, 0.73, 1)' },
    exit: { value: 'cubic-bezier(0.3, 0, 0.8, 0.15)' },
  },
  zIndex: {
    sticky: { value: 1100 },
    banner: { value: 1200 },
    modal: { value: 2000 },
    // SPEC §9: the dropdown menu layer is 3000 (above modals, so a dropdown inside a dialog still shows).
    dropdown: { value: 3000 },
    toast: { value: 4000 },
    skipLink: { value: 5000 },
  },
  sizes: {
    container: { value: '76rem' },
    prose: { value: '44rem' },
    /**
     * The outer height of a one-line text input and the buttons beside it. The dropdown field is 56 px (SPEC §2),
     * like its rows; a 56 px text input made the phone-width dialogs scroll under an open dropdown.
     */
    field: { value: '3rem' },
    /** Dialogs (`dialog` size md) and the notifications beside them from `xl` up. */
    dialog: { value: '34rem' },
    toast: { value: '20rem' },
  },
})
