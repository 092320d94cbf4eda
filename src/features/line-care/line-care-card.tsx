import type { ReactNode } from 'react'
import { lineCareMessages } from '@/i18n/catalogues/line-care'
import { useT } from '@/i18n/react'
import { css, cx } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RefreshIcon } from '@/components/ui/icons'

/** The muted small print of the line pages' cards (a period, a plan name, a renewal date). */
export const meta = css({ fontSize: 'sm', color: 'fg.muted' })

/**
 * One card of the line page or the overview (Change plan, Usage this period, Upcoming charges): an outlined
 * section named by its h3 title, with the muted line under the title when there is one.
 */
export function LineCareCard({ id, title, note, children }: { id: string; title: ReactNode; note?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id}>
      <Card.Header>
        <h3 id={id} className={css({ textStyle: 'h4' })}>
          {title}
        </h3>
        {note ? <p className={meta}>{note}</p> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

const retryRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })

/** A card's content could not be read: the reason and a small 'Try again' on one row. */
export function RetryRow({ message, onRetry, className }: { message: ReactNode; onRetry: () => void; className?: string }) {
  const t = useT(lineCareMessages)
  return (
    <div role="alert" className={cx(retryRow, className)}>
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshIcon size={16} />
        {t('line-care.page.retry')}
      </Button>
    </div>
  )
}

const cardList = css({ display: 'flex', flexDirection: 'column', gap: '2', width: 'full' })
const cardOption = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  px: '4',
  py: '3',
  cursor: 'pointer',
  _hover: { borderColor: 'accent.solid' },
  '&:has(input:checked)': { borderColor: 'accent.solid', bg: 'coral.50' },
})

/** A saved card as a choice to charge: its label, its small print, whether it is the one chosen. */
export interface CardChoice {
  id: string
  label: string
  meta: string
  chosen: boolean
  choose: () => void
}

/** "Card to charge": the saved cards as radio choices, off while the charge is on its way. */
export function CardToCharge({
  cards,
  name,
  busy,
  legendShown,
}: {
  cards: CardChoice[]
  name: string
  busy: boolean
  legendShown: boolean
}) {
  const t = useT(lineCareMessages)
  return (
    <fieldset className={cardList} disabled={busy}>
      <legend className={legendShown ? css({ fontWeight: 'semibold', mb: '1' }) : css({ srOnly: true })}>
        {t('line-care.card.legend')}
      </legend>
      {cards.map((card) => (
        <label key={card.id} className={cardOption}>
          <input type="radio" name={name} checked={card.chosen} onChange={card.choose} />
          <span className={css({ fontWeight: 'semibold' })}>{card.label}</span>
          <span className={meta}>{card.meta}</span>
        </label>
      ))}
    </fieldset>
  )
}
