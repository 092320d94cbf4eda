import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

// The dialog recipe's picture slot sizes an illustration's svg (36); an icon here keeps the circle's own size.
const circle = css({
  display: 'grid',
  placeItems: 'center',
  width: '20',
  height: '20',
  borderRadius: 'full',
  bg: 'navy.50',
  color: 'navy.800',
  '& svg': { width: '10', height: '10' },
})

/** A dialog's picture made of one icon in a soft circle (the Security page's sign-out, an eSIM's reinstall). */
export function IconPicture({ children }: { children: ReactNode }) {
  return <span className={circle}>{children}</span>
}
