import type { ReactNode } from 'react'
import { Button } from './button'

/**
 * A setting's switch as My Account draws one (autopay, the notification channels, the number locks): a small
 * button with the switch role, filled while on, reading On or Off (`children`, in the page's catalogue). It is
 * named by `aria-label` or by the setting's own label (`aria-labelledby`).
 */
export function SwitchButton({
  on,
  busy,
  disabled,
  onToggle,
  children,
  ...name
}: {
  on: boolean
  busy: boolean
  disabled?: boolean
  onToggle: () => void
  children: ReactNode
  'aria-label'?: string
  'aria-labelledby'?: string
  /** What says why it is disabled (an assisted session's reason). */
  'aria-describedby'?: string
}) {
  return (
    <Button
      variant={on ? 'secondary' : 'outline'}
      size="sm"
      role="switch"
      aria-checked={on}
      {...name}
      loading={busy}
      disabled={disabled}
      onClick={onToggle}
    >
      {children}
    </Button>
  )
}
