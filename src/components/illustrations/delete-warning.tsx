import { a11y, ink, type IllustrationProps } from './svg'

/** The default picture of a confirmation dialog: a bin with a warning badge. */
export function DeleteWarning({ title, ...props }: IllustrationProps) {
  return (
    <svg viewBox="0 0 160 160" width={144} height={144} {...a11y(title)} data-picture="delete-warning" {...props}>
      <circle cx="80" cy="82" r="68" fill={ink.coral50} />
      <circle cx="80" cy="82" r="50" fill={ink.coral100} opacity="0.55" />
      <path d="M30 40l4 4m0-4l-4 4M128 34l3 3m0-3l-3 3" stroke={ink.coral300} strokeWidth="2" strokeLinecap="round" />
      <circle cx="132" cy="64" r="3" fill={ink.navy200} />
      <circle cx="26" cy="104" r="2.5" fill={ink.navy200} />
      <path d="M68 40.5a4.5 4.5 0 0 1 4.5-4.5h15a4.5 4.5 0 0 1 4.5 4.5V45H68z" fill={ink.navy600} />
      <rect x="50" y="44" width="60" height="10" rx="5" fill={ink.navy} />
      <path
        d="M56.5 58h47l-4.3 56.4a7 7 0 0 1-7 6.6H67.8a7 7 0 0 1-7-6.6z"
        fill={ink.white}
        stroke={ink.navy}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M71 70v38M80 70v38M89 70v38" stroke={ink.navy200} strokeWidth="4" strokeLinecap="round" />
      <circle cx="110" cy="110" r="19" fill={ink.coral} stroke={ink.white} strokeWidth="4" />
      <path d="M110 100v11" stroke={ink.white} strokeWidth="4.5" strokeLinecap="round" />
      <circle cx="110" cy="119" r="2.8" fill={ink.white} />
    </svg>
  )
}
