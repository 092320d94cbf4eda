import type { SVGProps } from 'react'

/** Props of every illustration: decorative unless `title` is given, then it is a labelled image. */
export type IllustrationProps = Omit<SVGProps<SVGSVGElement>, 'viewBox'> & { title?: string }

/** Accessibility attributes for an illustration with an optional title. */
export function a11y(title?: string) {
  return title ? ({ role: 'img', 'aria-label': title } as const) : ({ 'aria-hidden': true } as const)
}

/** The illustration palette (the brand tokens, as literal colours for SVG fills). */
export const ink = {
  navy: '#0B1F4D',
  navy900: '#081739',
  navy700: '#182E62',
  navy600: '#263F78',
  navy400: '#5F78B2',
  navy200: '#B8C6E6',
  navy100: '#DCE4F3',
  navy50: '#EEF2FA',
  coral: '#FF5A47',
  coral600: '#D63F2C',
  coral300: '#FF9787',
  coral100: '#FFE1DB',
  coral50: '#FFF3F0',
  mint: '#19B57A',
  mint400: '#3FD69A',
  mint100: '#CDF5E2',
  mint50: '#EAFBF3',
  ruby: '#E5484D',
  ruby100: '#FDDCDC',
  ruby50: '#FEF1F1',
  amber: '#FFC24D',
  sky: '#8DCFFF',
  sky100: '#D6EEFF',
  white: '#FFFFFF',
} as const

/**
 * A check mark drawn as one round-capped stroke along `path`, `thickness` wide: the success marks of the pictures.
 * (Not `d`/`width`/`color`: Panda would read those as style props and write classes for them.)
 */
export function Tick({ path, thickness, paint = ink.white }: { path: string; thickness: string; paint?: string }) {
  return <path d={path} fill="none" stroke={paint} strokeWidth={thickness} strokeLinecap="round" strokeLinejoin="round" />
}
