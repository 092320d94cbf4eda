import { a11y, ink, Tick, type IllustrationProps } from './svg'

function RobotHead({ bulb }: { bulb: string }) {
  return (
    <>
      <path d="M32 9.5v7" stroke={ink.navy} strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="32" cy="8" r="3.6" fill={bulb} />
      <rect x="9" y="26" width="5" height="11" rx="2.5" fill={ink.navy600} />
      <rect x="50" y="26" width="5" height="11" rx="2.5" fill={ink.navy600} />
      <rect x="13" y="16" width="38" height="31" rx="10" fill={ink.navy} />
      <rect x="18" y="21" width="28" height="20" rx="6.5" fill={ink.navy600} />
      <rect x="23" y="49" width="18" height="9" rx="3.5" fill={ink.navy600} />
      <rect x="27" y="52" width="10" height="2.2" rx="1.1" fill={ink.navy400} />
    </>
  )
}

/** The picture of an error notification: a worried robot with a red alert bubble. */
export function ErrorRobot({ title, ...props }: IllustrationProps) {
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} {...a11y(title)} data-picture="error-robot" {...props}>
      <RobotHead bulb={ink.ruby} />
      <path
        d="M23.5 27.5l4.5 4.5m0-4.5l-4.5 4.5M36 27.5l4.5 4.5m0-4.5L36 32"
        stroke={ink.coral300}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path d="M27 38c3.2-2.6 6.8-2.6 10 0" fill="none" stroke={ink.coral300} strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="52" cy="14" r="8" fill={ink.ruby} stroke={ink.white} strokeWidth="2" />
      <path d="M52 10v4.6" stroke={ink.white} strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="52" cy="18.2" r="1.3" fill={ink.white} />
    </svg>
  )
}

/** The picture of a success notification: a cheerful robot with a green check bubble. */
export function SuccessRobot({ title, ...props }: IllustrationProps) {
  return (
    <svg viewBox="0 0 64 64" width={48} height={48} {...a11y(title)} data-picture="success-robot" {...props}>
      <RobotHead bulb={ink.mint400} />
      <path d="M23 31c1.6-3 5-3 6.6 0M34.4 31c1.6-3 5-3 6.6 0" fill="none" stroke={ink.mint400} strokeWidth="2.4" strokeLinecap="round" />
      <path d="M26.5 35.5c3.4 3.4 7.6 3.4 11 0" fill="none" stroke={ink.mint400} strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="20.5" cy="35.5" r="1.8" fill={ink.coral300} opacity="0.7" />
      <circle cx="43.5" cy="35.5" r="1.8" fill={ink.coral300} opacity="0.7" />
      <circle cx="52" cy="14" r="8" fill={ink.mint} stroke={ink.white} strokeWidth="2" />
      <Tick path="M48.4 14.2l2.5 2.5 4.8-5" thickness="2.2" />
    </svg>
  )
}
