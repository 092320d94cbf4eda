import { a11y, ink, type IllustrationProps } from './svg'

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

/** Payment success: a card with a green check. */
export function PaymentSuccess({ title, ...props }: IllustrationProps) {
  return (
    <svg viewBox="0 0 160 160" width={144} height={144} {...a11y(title)} data-picture="payment-success" {...props}>
      <circle cx="80" cy="80" r="70" fill={ink.mint50} />
      <path d="M24 36l4 4m0-4l-4 4M134 48l3 3m0-3l-3 3" stroke={ink.mint400} strokeWidth="2" strokeLinecap="round" />
      <circle cx="30" cy="124" r="3" fill={ink.mint100} />
      <PaymentCard />
      <circle cx="114" cy="114" r="20" fill={ink.mint} stroke={ink.white} strokeWidth="4" />
      <path
        d="M105 114.5l6 6 12-12.5"
        fill="none"
        stroke={ink.white}
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** Payment failure: a card with a red cross. */
export function PaymentFailure({ title, ...props }: IllustrationProps) {
  return (
    <svg viewBox="0 0 160 160" width={144} height={144} {...a11y(title)} data-picture="payment-failure" {...props}>
      <circle cx="80" cy="80" r="70" fill={ink.ruby50} />
      <path d="M24 36l4 4m0-4l-4 4M134 48l3 3m0-3l-3 3" stroke={ink.coral300} strokeWidth="2" strokeLinecap="round" />
      <circle cx="30" cy="124" r="3" fill={ink.ruby100} />
      <PaymentCard />
      <circle cx="114" cy="114" r="20" fill={ink.ruby} stroke={ink.white} strokeWidth="4" />
      <path d="M107 107l14 14m0-14l-14 14" stroke={ink.white} strokeWidth="4.5" strokeLinecap="round" />
    </svg>
  )
}
