import type { FamilyRole } from '@contract/family'
import { familyMessages } from '@/i18n/catalogues/family'
import { useT } from '@/i18n/react'
import { Badge } from '@/components/ui/badge'

const ROLE_TONE = { owner: 'info', manager: 'warning', member: 'neutral' } as const

/** A member's role as a small badge: Owner, Manager, Member. */
export function RoleBadge({ role }: { role: FamilyRole }) {
  const t = useT(familyMessages)
  return (
    <Badge tone={ROLE_TONE[role]} size="sm">
      {t(`family.role.${role}`)}
    </Badge>
  )
}

/** The initials of a name for a member's round mark ("Dana Reyes" → "DR"). */
export function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?'
}
