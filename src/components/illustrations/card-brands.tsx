import type { ReactNode, SVGProps } from 'react'
import { cardBrandName, toCardBrand, type CardBrand } from '@/lib/card-brand'

/** The blank 48 × 32 card a face is drawn on: `paint`, with an `edge` where the face is pale. */
function Blank({ paint, edge }: { paint: string; edge?: string }) {
  return <rect width="48" height="32" rx="5" fill={paint} stroke={edge} />
}

/** The sans the networks' names are lettered in. */
const markFont = 'Arial, Helvetica, sans-serif'

interface LetteringProps {
  /** Where the line starts (or, `centred`, its middle): x, y. */
  at: [number, number]
  size: string
  weight: string
  /** White unless given. */
  paint?: string
  /** Centred on `x` rather than starting there. */
  centred?: boolean
  italic?: boolean
  /** Letter spacing. */
  tracking?: string
  /** The name as the network letters it (a mark, not a text to translate). */
  letters: string
}

/** A network's name lettered on its card in `markFont`. (Not `x`/`y`/`fontSize`: Panda would read those as style props and write classes for them.) */
function Lettering({ at: [x, y], size, weight, paint = '#FFFFFF', centred, italic, tracking, letters }: LetteringProps) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={centred ? 'middle' : undefined}
      fill={paint}
      fontFamily={markFont}
      fontSize={size}
      fontStyle={italic ? 'italic' : undefined}
      fontWeight={weight}
      letterSpacing={tracking}
    >
      {letters}
    </text>
  )
}

/* Our own simple marks in each network's recognisable colours, drawn on a 48 × 32 card. */
const FACES: Record<CardBrand | 'unknown', ReactNode> = {
  visa: (
    <>
      <Blank paint="#1A1F71" />
      <Lettering at={[24, 21]} centred size="13" italic weight="900" tracking="0.5" letters="VISA" />
      <rect x="8" y="24.5" width="32" height="2" rx="1" fill="#F7B600" />
    </>
  ),
  mastercard: (
    <>
      <Blank paint="#231F20" />
      <circle cx="19" cy="16" r="9" fill="#EB001B" />
      <circle cx="29" cy="16" r="9" fill="#F79E1B" />
      <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#FF5F00" />
    </>
  ),
  amex: (
    <>
      <Blank paint="#006FCF" />
      <rect x="4" y="9" width="40" height="14" rx="2" fill="none" stroke="#FFFFFF" strokeWidth="1.2" />
      <Lettering at={[24, 20.2]} centred size="10" weight="900" tracking="0.8" letters="AMEX" />
    </>
  ),
  jcb: (
    <>
      <Blank paint="#FFFFFF" edge="#D5DBE5" />
      <rect x="8" y="6" width="10" height="20" rx="3" fill="#0E4C96" />
      <rect x="19" y="6" width="10" height="20" rx="3" fill="#E20613" />
      <rect x="30" y="6" width="10" height="20" rx="3" fill="#007B40" />
      <g fill="#FFFFFF" fontFamily={markFont} fontSize="10" fontWeight="900" textAnchor="middle">
        <text x="13" y="19.5">
          J
        </text>
        <text x="24" y="19.5">
          C
        </text>
        <text x="35" y="19.5">
          B
        </text>
      </g>
    </>
  ),
  discover: (
    <>
      <Blank paint="#FFFFFF" edge="#D5DBE5" />
      <path d="M20 32h23a5 5 0 0 0 5-5V17c-6 8-16 13-28 15z" fill="#FF6000" />
      <Lettering at={[5, 15]} paint="#231F20" size="7.2" weight="800" tracking="0.2" letters="DISC" />
      <circle cx="29.5" cy="12.5" r="3.6" fill="#FF6000" />
      <Lettering at={[34, 15]} paint="#231F20" size="7.2" weight="800" letters="VER" />
    </>
  ),
  diners: (
    <>
      <Blank paint="#FFFFFF" edge="#D5DBE5" />
      <circle cx="24" cy="16" r="10.5" fill="#0079BE" />
      <circle cx="24" cy="16" r="7.5" fill="#FFFFFF" />
      <path d="M21.5 10.2a6.2 6.2 0 0 0 0 11.6zM26.5 10.2v11.6a6.2 6.2 0 0 0 0-11.6z" fill="#0079BE" />
    </>
  ),
  unionpay: (
    <>
      <Blank paint="#FFFFFF" edge="#D5DBE5" />
      <path d="M9 5h11l-5 22H4z" fill="#E21836" />
      <path d="M20 5h11l-5 22H15z" fill="#00447C" />
      <path d="M31 5h11l-5 22H26z" fill="#007B84" />
      <Lettering at={[24, 20]} centred size="8.5" italic weight="900" letters="UnionPay" />
    </>
  ),
  unknown: (
    <>
      <Blank paint="#EEF2FA" edge="#B8C6E6" />
      <rect y="7" width="48" height="5" fill="#5F78B2" />
      <rect x="6" y="19" width="16" height="3" rx="1.5" fill="#B8C6E6" />
    </>
  ),
}

export interface CardBrandIconProps extends Omit<SVGProps<SVGSVGElement>, 'viewBox'> {
  /** The card network as the server names it (visa, mastercard, amex, jcb, discover, diners, unionpay). */
  network: string | null | undefined
  /** Width in px; the height follows the card shape (2:3). */
  size?: number
  /** Hide from assistive technology when the brand is also written next to it. */
  decorative?: boolean
}

/** A card network's mark, labelled with its name ("Visa") unless decorative. */
export function CardBrandIcon({ network, size = 36, decorative = false, ...props }: CardBrandIconProps) {
  const brand = toCardBrand(network)
  const label = cardBrandName(network)
  return (
    <svg
      viewBox="0 0 48 32"
      width={size}
      height={(size * 2) / 3}
      data-brand={brand ?? 'unknown'}
      focusable="false"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      {...props}
    >
      {FACES[brand ?? 'unknown']}
    </svg>
  )
}
