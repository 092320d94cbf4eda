import { useId, type ReactNode } from 'react'
import { choice } from 'styled-system/recipes/choice'
import type { FamilyRole } from '@contract/family'
import { familyMessages } from '@/i18n/catalogues/family'
import { familyTexts } from '@/i18n/catalogues/family-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { Badge } from '@/components/ui/badge'

/** A radio card of the family dialogs (the kind of invitation, the role, a plan, a line, the new owner). */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  children,
  aside,
  disabled,
}: {
  name: string
  value: string
  checked: boolean
  onChange: () => void
  title: ReactNode
  children?: ReactNode
  aside?: ReactNode
  disabled?: boolean
}) {
  const classes = choice()
  const textId = useId()
  return (
    <label className={classes.root} data-choice={value}>
      <input
        type="radio"
        className={classes.input}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={children ? textId : undefined}
        onChange={(event) => {
          if (event.target.checked) onChange()
        }}
      />
      <span className={classes.body}>
        <span className={classes.title}>{title}</span>
        {children ? (
          <span id={textId} className={classes.text}>
            {children}
          </span>
        ) : null}
      </span>
      {aside ? <span className={classes.aside}>{aside}</span> : null}
    </label>
  )
}

/** A group of radio cards with its legend and, under it, the message that says what is missing. */
export function ChoiceGroup({
  legend,
  error,
  columns,
  children,
}: {
  legend: string
  error?: string | null
  columns?: 1 | 2
  children: ReactNode
}) {
  const classes = choice({ columns: columns === 2 ? '2' : '1' })
  const errorId = useId()
  const tr = useTranslateText(familyTexts)
  return (
    <div>
      <fieldset className={classes.group} aria-describedby={error ? errorId : undefined}>
        <legend className={classes.legend}>{legend}</legend>
        {children}
      </fieldset>
      {error ? (
        <p id={errorId} className={classes.errorText} role="alert">
          {tr(error)}
        </p>
      ) : null}
    </div>
  )
}

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
