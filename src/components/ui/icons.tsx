import type { SVGProps } from 'react'

/** Props of every icon: decorative by default; pass `title` to make it a labelled image. */
export type IconProps = SVGProps<SVGSVGElement> & { title?: string; size?: number }

/**
 * One stroke of an icon, in the 24 px grid's numbers: a path's `d`, a circle, or a rounded rectangle. Each is drawn
 * as its own SVG element (`<path>`, `<circle>`, `<rect>`), so the markup is what it would be written out by hand.
 */
type IconMark = string | { cx: number; cy: number; r: number } | { x: number; y: number; width: number; height: number; rx: number }

function drawMark(mark: IconMark, key: number) {
  if (typeof mark === 'string') return <path key={key} d={mark} />
  return 'r' in mark ? <circle key={key} {...mark} /> : <rect key={key} {...mark} />
}

/**
 * An icon on the design system's grid (24 px, 2 px round strokes), drawn from its marks in order; features draw
 * their own icons with it too.
 */
export function defineIcon(...marks: IconMark[]) {
  return function Icon({ title, size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...props}
      >
        {marks.map(drawMark)}
      </svg>
    )
  }
}

export const CartIcon = defineIcon(
  'M3 4h2.2l2.3 11.1a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.5L21 8H6.1',
  { cx: 10, cy: 20.5, r: 1.2 },
  { cx: 17.5, cy: 20.5, r: 1.2 },
)
export const UserIcon = defineIcon({ cx: 12, cy: 8, r: 4 }, 'M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5')
/** People: a group account (My Account → Family). */
export const UsersIcon = defineIcon(
  { cx: 9, cy: 8, r: 3.5 },
  'M2.5 20c1-3.2 3.4-5 6.5-5s5.5 1.8 6.5 5',
  'M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 15.4c1.7.7 2.9 2.2 3.5 4.6',
)
export const MenuIcon = defineIcon('M4 7h16M4 12h16M4 17h16')
export const CloseIcon = defineIcon('M6 6l12 12M18 6L6 18')
export const CheckIcon = defineIcon('M5 12.5l4.5 4.5L19 7.5')
export const ChevronDownIcon = defineIcon('M6 9l6 6 6-6')
export const ArrowRightIcon = defineIcon('M5 12h14M13 6l6 6-6 6')
export const ArrowLeftIcon = defineIcon('M19 12H5M11 6l-6 6 6 6')
export const EyeIcon = defineIcon('M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z', { cx: 12, cy: 12, r: 3 })
export const EyeOffIcon = defineIcon(
  'M10.6 5.6A9.9 9.9 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.5-.6 4.9-1.5',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18',
)
export const SimIcon = defineIcon(
  'M7 2.5h7.5L19 7v13a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 6 20V4a1.5 1.5 0 0 1 1-1.5z',
  { x: 9, y: 11, width: 6, height: 7, rx: 1 },
  'M12 11v7M9 14.5h6',
)
export const BoltIcon = defineIcon('M13 2.5L4.5 13.5H12l-1 8 8.5-11H12l1-8z')
export const ShieldIcon = defineIcon('M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6l8-3z', 'M8.5 12l2.5 2.5 4.5-5')
export const PhoneIcon = defineIcon({ x: 6, y: 2.5, width: 12, height: 19, rx: 2.5 }, 'M10.5 18.5h3')
export const SignalIcon = defineIcon('M4 20v-3M9 20v-6M14 20v-9M19 20V5')
export const MailIcon = defineIcon({ x: 3, y: 5, width: 18, height: 14, rx: 2 }, 'M3.5 6.5l8.5 6.5 8.5-6.5')
export const ChatIcon = defineIcon('M20.5 12a8 8 0 0 1-11.6 7.1L3.5 20.5l1.4-4.9A8 8 0 1 1 20.5 12z')
export const LockIcon = defineIcon({ x: 4.5, y: 10.5, width: 15, height: 10.5, rx: 2 }, 'M8 10.5V7.5a4 4 0 0 1 8 0v3')
export const CardIcon = defineIcon({ x: 2.5, y: 5, width: 19, height: 14, rx: 2 }, 'M2.5 9.5h19M6.5 15h4')
export const RefreshIcon = defineIcon('M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4')
export const DocumentIcon = defineIcon(
  'M14 2.5H6.5A1.5 1.5 0 0 0 5 4v16a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 20V7.5l-5-5z',
  'M14 2.5v5h5M8.5 13h7M8.5 17h5',
)
export const HelpIcon = defineIcon({ cx: 12, cy: 12, r: 9 }, 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17.2v.3')
export const SparkIcon = defineIcon('M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M18 6l-2.5 2.5M8.5 15.5L6 18')
export const HomeIcon = defineIcon('M3.5 11L12 4l8.5 7M6 9.5V20h12V9.5')
export const SettingsIcon = defineIcon(
  { cx: 12, cy: 12, r: 3 },
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
)
export const KeyIcon = defineIcon({ cx: 8, cy: 15, r: 4.5 }, 'M11.2 11.8L20 3M16.5 6.5l2.5 2.5M14 9l2 2')
export const GlobeIcon = defineIcon(
  { cx: 12, cy: 12, r: 9 },
  'M3 12h18',
  'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
)
