import type { ComponentType } from 'react'
import { iconPicture } from 'styled-system/recipes/icon-picture'
import type { IconProps } from './icons'

/** A dialog's picture made of one icon, 40 px, in a soft circle (the Security page's sign-out, an eSIM's reinstall). */
export function IconPicture({ icon: Icon }: { icon: ComponentType<IconProps> }) {
  return (
    <span className={iconPicture()} data-icon-picture="">
      <Icon aria-hidden="true" size={40} />
    </span>
  )
}
