import type { ReactNode } from 'react'
import { a11y, ink, Tick, type IllustrationProps } from './svg'

function PaymentCard() {
  return (
    <g transform="rotate(-8 76 78)">
      <rect x="26" y="46" width="104" height="66" rx="10" fill={ink.navy} />
      <rect x="26" y="58" width="104" height="11" fill={ink.navy900} />
      <rect x="37" y="77" width="17" height="13" rx="3" fill={ink.amber} />
      <path d="M37 83.5h17M45.5 77v13" stroke={ink.navy} strokeWidth="1.2" opacity="0.5" />
      <path
        d="M37 100h11M53 100h11M69 100h11M85 100h11"
        stroke={ink.navy200}
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 4.5"
      />
      <circle cx="110" cy="96" r="7" fill={ink.coral} opacity="0.9" />
      <circle cx="118" cy="96" r="7" fill={ink.amber} opacity="0.85" />
    </g>
  )
}

/** The colours of a payment picture: its halo, the sparkles and dot around the card, and the round mark. */
const TONES = {
  success: { halo: ink.mint50, sparkles: ink.mint400, dot: ink.mint100, mark: ink.mint },
  failure: { halo: ink.ruby50, sparkles: ink.coral300, dot: ink.ruby100, mark: ink.ruby },
} as const

/** A payment card in a halo, with a round mark (`children` draws its sign) at the bottom right. */
function PaymentPicture({ tone, title, children, ...props }: IllustrationProps & { tone: keyof typeof TONES; children: ReactNode }) {
  const colors = TONES[tone]
  return (
    <svg viewBox="0 0 160 160" width={144} height={144} {...a11y(title)} data-picture={`payment-${tone}`} {...props}>
      <circle cx="80" cy="80" r="70" fill={colors.halo} />
      <path d="M24 36l4 4m0-4l-4 4M134 48l3 3m0-3l-3 3" stroke={colors.sparkles} strokeWidth="2" strokeLinecap="round" />
      <circle cx="30" cy="124" r="3" fill={colors.dot} />
      <PaymentCard />
      <circle cx="114" cy="114" r="20" fill={colors.mark} stroke={ink.white} strokeWidth="4" />
      {children}
    </svg>
  )
}

/** Payment success: a card with a green check. */
export function PaymentSuccess(props: IllustrationProps) {
  return (
    <PaymentPicture tone="success" {...props}>
      <Tick path="M105 114.5l6 6 12-12.5" thickness="4.5" />
    </PaymentPicture>
  )
}

/** Payment failure: a card with a red cross. */
export function PaymentFailure(props: IllustrationProps) {
  return (
    <PaymentPicture tone="failure" {...props}>
      <path d="M107 107l14 14m0-14l-14 14" stroke={ink.white} strokeWidth="4.5" strokeLinecap="round" />
    </PaymentPicture>
  )
}
