import { a11y, ink, Tick, type IllustrationProps } from './svg'

/** The QR code drawn on the eSIM card: a fixed 7×7 pattern with the three finder corners. */
const QR_ROWS = ['1110101', '1010010', '1110111', '0001010', '1101011', '0100100', '1011101']

/** The words drawn on the phone, in the page's language. */
interface HeroPhoneWords {
  yourPlan: string
  perMonth: string
  numberKept: string
}

const ENGLISH: HeroPhoneWords = { yourPlan: 'Your plan', perMonth: '/mo', numberKept: 'Number kept' }

/** The home page hero: a phone showing a plan, a SIM card, an eSIM QR card and a "number kept" badge. */
export function HeroPhone({ title, words = ENGLISH, ...props }: IllustrationProps & { words?: HeroPhoneWords }) {
  return (
    <svg viewBox="0 0 440 400" width={440} height={400} {...a11y(title)} data-picture="hero-phone" {...props}>
      <g fill="none" stroke={ink.coral} strokeWidth="1.5">
        <circle cx="250" cy="200" r="118" opacity="0.28" />
        <circle cx="250" cy="200" r="160" opacity="0.18" />
        <circle cx="250" cy="200" r="198" opacity="0.1" strokeDasharray="3 7" />
      </g>
      <ellipse cx="250" cy="378" rx="96" ry="9" fill={ink.navy900} opacity="0.55" />

      <g transform="rotate(-7 250 200)">
        <rect x="170" y="36" width="160" height="326" rx="30" fill="#050F27" stroke={ink.navy400} strokeWidth="2" />
        <rect x="180" y="48" width="140" height="302" rx="22" fill="#F6F8FC" />
        <rect x="228" y="58" width="44" height="11" rx="5.5" fill="#050F27" />
        <text x="194" y="68" fontFamily="inherit" fontSize="10" fontWeight="700" fill={ink.navy}>
          9:41
        </text>
        <path d="M290 68v-3M295 68v-5M300 68v-7M305 68v-9" stroke={ink.navy} strokeWidth="2.4" strokeLinecap="round" />
        <text x="194" y="96" fontFamily="inherit" fontSize="10" fontWeight="600" fill="#667189">
          {words.yourPlan}
        </text>
        <text x="194" y="116" fontFamily="inherit" fontSize="17" fontWeight="800" fill={ink.navy}>
          Unlimited
        </text>

        <rect x="192" y="128" width="116" height="104" rx="16" fill={ink.navy} />
        <rect x="204" y="140" width="30" height="17" rx="8.5" fill={ink.coral} />
        <text x="219" y="152.5" textAnchor="middle" fontFamily="inherit" fontSize="10" fontWeight="800" fill={ink.white}>
          5G
        </text>
        <circle cx="282" cy="164" r="17" fill="none" stroke={ink.navy600} strokeWidth="6" />
        <circle
          cx="282"
          cy="164"
          r="17"
          fill="none"
          stroke={ink.coral}
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray="78 107"
          transform="rotate(-90 282 164)"
        />
        <text x="204" y="206" fontFamily="inherit" fontSize="26" fontWeight="800" fill={ink.white}>
          $25
        </text>
        <text x="254" y="206" fontFamily="inherit" fontSize="11" fontWeight="600" fill={ink.navy200}>
          {words.perMonth}
        </text>
        <rect x="204" y="216" width="60" height="4" rx="2" fill={ink.navy600} />

        <rect x="192" y="244" width="116" height="36" rx="11" fill={ink.white} stroke="#E1E6F0" />
        <circle cx="210" cy="262" r="8" fill={ink.mint100} />
        <Tick path="M206.5 262.2l2.4 2.4 4.4-4.6" thickness="2" paint={ink.mint} />
        <rect x="224" y="256" width="54" height="5" rx="2.5" fill={ink.navy200} />
        <rect x="224" y="265" width="34" height="4" rx="2" fill="#E1E6F0" />

        <rect x="192" y="288" width="116" height="36" rx="11" fill={ink.white} stroke="#E1E6F0" />
        <circle cx="210" cy="306" r="8" fill={ink.coral100} />
        <path d="M210 301.5v4.8l2.8 1.7" fill="none" stroke={ink.coral600} strokeWidth="2" strokeLinecap="round" />
        <rect x="224" y="300" width="46" height="5" rx="2.5" fill={ink.navy200} />
        <rect x="224" y="309" width="60" height="4" rx="2" fill="#E1E6F0" />
        <rect x="226" y="334" width="48" height="4" rx="2" fill={ink.navy200} />
      </g>

      <g transform="rotate(12 352 120)">
        <rect x="312" y="66" width="92" height="108" rx="16" fill={ink.white} />
        <g fill={ink.navy}>
          {QR_ROWS.flatMap((row, y) =>
            [...row].map((bit, x) =>
              bit === '1' ? <rect key={`${x}-${y}`} x={327 + x * 9} y={80 + y * 9} width="8" height="8" rx="1.5" /> : null,
            ),
          )}
        </g>
        <text x="358" y="162" textAnchor="middle" fontFamily="inherit" fontSize="12" fontWeight="800" fill={ink.coral600}>
          eSIM
        </text>
      </g>

      <g transform="rotate(-16 110 282)">
        <path d="M70 222h56l20 20v88a9 9 0 0 1-9 9H70a9 9 0 0 1-9-9v-99a9 9 0 0 1 9-9z" fill={ink.coral} />
        <path
          d="M70 222h56l20 20v88a9 9 0 0 1-9 9H70a9 9 0 0 1-9-9v-99a9 9 0 0 1 9-9z"
          fill="none"
          stroke={ink.white}
          strokeOpacity="0.35"
          strokeWidth="2"
        />
        <rect x="80" y="262" width="48" height="44" rx="8" fill={ink.amber} />
        <path d="M80 277h16M112 277h16M80 291h16M112 291h16M96 262v44M112 262v44" stroke="#C98A12" strokeWidth="2" />
      </g>

      <g>
        <rect x="292" y="306" width="136" height="44" rx="22" fill={ink.white} />
        <circle cx="316" cy="328" r="13" fill={ink.mint} />
        <Tick path="M310 328.5l4 4 8-8.3" thickness="3" />
        <text x="337" y="332.5" fontFamily="inherit" fontSize="12.5" fontWeight="800" fill={ink.navy}>
          {words.numberKept}
        </text>
      </g>

      <path d="M58 92v14M51 99h14" stroke={ink.coral} strokeWidth="3" strokeLinecap="round" />
      <path d="M400 226v10M395 231h10" stroke={ink.sky} strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="118" cy="160" r="5" fill={ink.sky} />
      <circle cx="380" cy="40" r="4" fill={ink.coral300} />
    </svg>
  )
}
