import type { ReactNode } from 'react'
import { iconPicture } from 'styled-system/recipes/icon-picture'

/** A dialog's picture made of one icon in a soft circle (the Security page's sign-out, an eSIM's reinstall). */
export function IconPicture({ children }: { children: ReactNode }) {
  return (
    <span className={iconPicture()} data-icon-picture="">
      {children}
    </span>
  )
}
