import { a11y, ink, type IllustrationProps } from './svg'

/** The not-found page: a phone that lost its signal, a stray SIM card and a question bubble. */
export function NotFoundIllustration({ title, ...props }: IllustrationProps) {
  return (
    <svg viewBox="0 0 260 220" width={260} height={220} {...a11y(title)} data-picture="not-found" {...props}>
      <ellipse cx="132" cy="116" rx="114" ry="94" fill={ink.navy50} />
      <path d="M30 150c10-70 80-118 160-96" fill="none" stroke={ink.navy200} strokeWidth="2" strokeDasharray="4 7" strokeLinecap="round" />
      <ellipse cx="134" cy="202" rx="56" ry="6" fill={ink.navy100} />
      <rect x="92" y="28" width="84" height="164" rx="17" fill={ink.navy} />
      <rect x="99" y="38" width="70" height="144" rx="11" fill={ink.white} />
      <rect x="122" y="44" width="24" height="7" rx="3.5" fill={ink.navy} />
      <path d="M114 102v-6M124 102v-12M134 102v-18M144 102v-24" stroke={ink.navy100} strokeWidth="6" strokeLinecap="round" />
      <path d="M111 108l38-38" stroke={ink.coral} strokeWidth="4.5" strokeLinecap="round" />
      <text x="134" y="140" textAnchor="middle" fontFamily="inherit" fontSize="24" fontWeight="800" fill={ink.navy}>
        404
      </text>
      <rect x="112" y="152" width="44" height="5" rx="2.5" fill={ink.navy100} />
      <rect x="120" y="162" width="28" height="4" rx="2" fill={ink.navy100} />
      <g transform="rotate(-20 52 130)">
        <path d="M38 104h22l10 10v36a5 5 0 0 1-5 5H38a5 5 0 0 1-5-5v-41a5 5 0 0 1 5-5z" fill={ink.coral} />
        <rect x="40" y="122" width="22" height="20" rx="4" fill={ink.amber} />
        <path d="M40 132h22M51 122v20" stroke="#C98A12" strokeWidth="1.5" />
      </g>
      <circle cx="210" cy="66" r="22" fill={ink.amber} />
      <path d="M196 84l-4 10 12-6" fill={ink.amber} />
      <text x="210" y="75" textAnchor="middle" fontFamily="inherit" fontSize="26" fontWeight="800" fill={ink.navy}>
        ?
      </text>
      <path d="M220 130v10M215 135h10" stroke={ink.coral} strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="62" cy="60" r="4" fill={ink.sky} />
    </svg>
  )
}
