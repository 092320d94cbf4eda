import { a11y, ink, type IllustrationProps } from './svg'

/**
 * The Ring Mobile wordmark: a navy tile holding a coral ring with a signal dot, then the name.
 * `textLength` pins the name's width so it looks the same whatever system font draws it.
 */
export function RingMobileLogo({ tone = 'dark', title = 'Ring Mobile', ...props }: IllustrationProps & { tone?: 'dark' | 'light' }) {
  const word = tone === 'dark' ? ink.navy : ink.white
  return (
    <svg viewBox="0 0 150 36" width={150} height={36} {...a11y(title)} {...props}>
      <rect x="0" y="2" width="32" height="32" rx="9" fill={tone === 'dark' ? ink.navy : ink.coral} />
      <circle cx="16" cy="18" r="8" fill="none" stroke={tone === 'dark' ? ink.coral : ink.white} strokeWidth="4" />
      <circle cx="25.5" cy="8.5" r="3" fill={tone === 'dark' ? ink.white : ink.navy} />
      <text
        x="40"
        y="24.5"
        fill={word}
        fontFamily="inherit"
        fontSize="19"
        fontWeight="800"
        letterSpacing="-0.4"
        textLength="44"
        lengthAdjust="spacingAndGlyphs"
      >
        Ring
      </text>
      <text
        x="88"
        y="24.5"
        fill={tone === 'dark' ? ink.coral600 : ink.coral300}
        fontFamily="inherit"
        fontSize="19"
        fontWeight="500"
        letterSpacing="-0.2"
        textLength="61"
        lengthAdjust="spacingAndGlyphs"
      >
        mobile
      </text>
    </svg>
  )
}
