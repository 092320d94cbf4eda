import type { SystemStyleObject } from '@pandacss/dev'

/** A `size` square with its content (an icon, a step number) in the middle: icon badges, markers, close buttons. */
export function centeredBox(size: string): SystemStyleObject {
  return { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: size, height: size }
}

/** `centeredBox`, round. */
export function centeredCircle(size: string): SystemStyleObject {
  return { ...centeredBox(size), borderRadius: 'full' }
}
