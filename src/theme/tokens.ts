import { defineTokens } from '@pandacss/dev'
import { values } from './token-values'

/**
 * Ring Mobile brand tokens. Navy carries trust (headers, text, footer); coral is the one loud colour, kept for
 * calls to action and highlights. coral.600 is the darkest coral that still reads as coral and passes WCAG AA
 * (4.5:1) with white text, so solid buttons use it; coral.500 is for decoration and text on navy.
 */
export const tokens = defineTokens({
  colors: {
    navy: values({
      50: '#EEF2FA',
      100: '#DCE4F3',
      200: '#B8C6E6',
      300: '#8CA0CF',
      400: '#5F78B2',
      500: '#3C5794',
      600: '#263F78',
      700: '#182E62',
      800: '#0B1F4D',
      900: '#081739',
      950: '#050F27',
    }),
    coral: values({
      50: '#FFF3F0',
      100: '#FFE1DB',
      200: '#FFC0B5',
      300: '#FF9787',
      400: '#FF7866',
      500: '#FF5A47',
      600: '#D63F2C',
      700: '#B3321F',
      800: '#8C2618',
      900: '#661B11',
    }),
    slate: values({
      25: '#FBFCFE',
      50: '#F6F8FC',
      100: '#EEF1F7',
      200: '#E1E6F0',
      300: '#CAD2E0',
      400: '#99A3B8',
      500: '#667189',
      600: '#4F5A70',
      700: '#394358',
      800: '#242C3E',
      900: '#131A2B',
    }),
    mint: values({
      50: '#EAFBF3',
      100: '#CDF5E2',
      400: '#3FD69A',
      500: '#19B57A',
      600: '#0E8F5F',
      700: '#0B704B',
    }),
    sky: values({
      50: '#ECF7FF',
      100: '#D6EEFF',
      300: '#8DCFFF',
      500: '#2E9BF0',
      700: '#1765A8',
    }),
    amber: values({
      50: '#FFF7E8',
      100: '#FFEBC2',
      400: '#FFC24D',
      500: '#F5A524',
      800: '#7A4B00',
    }),
    ruby: values({
      50: '#FEF1F1',
      100: '#FDDCDC',
      500: '#E5484D',
      600: '#C52F35',
      700: '#A1232A',
    }),
  },
  fonts: values({
    // System fonts only: nothing is downloaded at run time, and no family that no platform ships (Inter,
    // Inter Display, Helvetica Neue, which Macs reach only when neither Apple name works): each name a machine
    // lacks is a font lookup per size and weight on the page's first layout (docs/decisions/0018-styling.md). Named
    // faces come before `system-ui` so Linux desktops pick Arial's metric twin (Liberation Sans) over a wide
    // fallback face.
    body: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, "Liberation Sans", "Noto Sans", system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    heading: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, "Liberation Sans", "Noto Sans", system-ui, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  }),
  fontSizes: values({
    '2xs': '0.6875rem',
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
  }),
  radii: values({
    xs: '4px',
    sm: '6px',
    md: '10px',
    lg: '14px',
    xl: '20px',
    '2xl': '28px',
    full: '9999px',
  }),
  shadows: values({
    xs: '0 1px 2px rgba(11, 31, 77, 0.06)',
    sm: '0 1px 3px rgba(11, 31, 77, 0.08), 0 1px 2px rgba(11, 31, 77, 0.04)',
    md: '0 6px 16px -4px rgba(11, 31, 77, 0.10), 0 2px 6px -2px rgba(11, 31, 77, 0.06)',
    lg: '0 16px 36px -12px rgba(11, 31, 77, 0.18), 0 4px 10px -4px rgba(11, 31, 77, 0.08)',
    xl: '0 28px 60px -20px rgba(11, 31, 77, 0.28), 0 8px 20px -8px rgba(11, 31, 77, 0.10)',
    focus: '0 0 0 3px rgba(255, 90, 71, 0.35)',
    inset: 'inset 0 0 0 1px rgba(11, 31, 77, 0.08)',
  }),
  durations: values({
    fast: '150ms',
    normal: '200ms',
    // SPEC §9: notification animation 0.3 s; page transition and success message 0.5 s.
    notification: '300ms',
    page: '500ms',
    success: '500ms',
  }),
  easings: values({
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    emphasized: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
    exit: 'cubic-bezier(0.3, 0, 0.8, 0.15)',
  }),
  zIndex: values({
    sticky: 1100,
    banner: 1200,
    modal: 2000,
    // SPEC §9: the dropdown menu layer is 3000 (above modals, so a dropdown inside a dialog still shows).
    dropdown: 3000,
    toast: 4000,
    skipLink: 5000,
  }),
  sizes: values({
    container: '76rem',
    prose: '44rem',
    /**
     * The outer height of a one-line text input and the buttons beside it. The dropdown field is 56 px (SPEC §2),
     * like its rows; a 56 px text input made the phone-width dialogs scroll under an open dropdown.
     */
    field: '3rem',
    /** Dialogs (`dialog` size md) and the notifications beside them from `xl` up. */
    dialog: '34rem',
    toast: '20rem',
  }),
})
