import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { lineCareMessages } from '@/i18n/catalogues/line-care'
import { useT } from '@/i18n/react'
import type { ReadAndCallState } from '@/lib/flow'
import { actionRow } from 'styled-system/recipes/action-row'
import { chargeBreakdown } from 'styled-system/recipes/charge-breakdown'
import { column } from 'styled-system/recipes/column'
import { optionCard } from 'styled-system/recipes/option-card'
import { text } from 'styled-system/recipes/text'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/modal'
import { RefreshIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'

/** The muted small print of the line pages' cards (a period, a plan name, a renewal date). */
export const meta = text({ size: 'sm', tone: 'muted' })

/**
 * One card of the line page or the overview (Change plan, Usage this period, Upcoming charges): an outlined
 * section named by its h3 title, with the muted line under the title when there is one.
 */
export function LineCareCard({ id, title, note, children }: { id: string; title: ReactNode; note?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id}>
      <Card.Header>
        <h3 id={id}>{title}</h3>
        {note ? <p className={meta}>{note}</p> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

/** A card's content could not be read: the reason and a small 'Try again' on one row (`spread`: at its two ends). */
export function RetryRow({ message, onRetry, spread }: { message: ReactNode; onRetry: () => void; spread?: boolean }) {
  const t = useT(lineCareMessages)
  return (
    <div role="alert" className={actionRow({ spread })}>
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshIcon size={16} />
        {t('line-care.page.retry')}
      </Button>
    </div>
  )
}

/**
 * The body of a card whose offers load first (Change plan, Add-ons): the spinner while they are read, the reason
 * and Try again when the read failed, else the last call's notice or error above the offers.
 */
export function OfferCardBody({
  state,
  loadingLabel,
  gap,
  children,
}: {
  state: ReadAndCallState
  loadingLabel: string
  gap: '4' | '5'
  children: ReactNode
}) {
  if (state.loading) return <Spinner label={loadingLabel} />
  if (state.failed) return <RetryRow message={state.loadError} onRetry={state.retry} spread />
  return (
    <div className={column({ gap })}>
      {state.notice ? <Notice tone="success">{state.notice}</Notice> : null}
      {state.error ? <Notice tone="danger">{state.error}</Notice> : null}
      {children}
    </div>
  )
}

/** A charge's confirmation as its flow gives it (an add-on, a plan change). */
export interface ChargeDialogState {
  open: boolean
  /** 'Upgrade to Unlimited?', 'Add 3 GB data?' */
  title: string
  /** 'Pay $12.34 and upgrade', 'Schedule downgrade', 'Pay $13.06'. */
  confirmLabel: string
  canConfirm: boolean
  /** The charge is on its way: the button spins. */
  busy: boolean
  /** Why the charge failed (the dialog stays open), or null. */
  error: string | null
  confirm: () => void
  cancel: () => void
}

/** The dialog that confirms a charge: what it is (`children`: the figures, the card), then why it failed, if it did. */
export function ChargeDialog({
  dialog,
  description,
  cancelLabel,
  children,
}: {
  dialog: ChargeDialogState
  description: string
  cancelLabel: string
  children: ReactNode
}) {
  return (
    <ConfirmDialog
      open={dialog.open}
      title={dialog.title}
      description={description}
      cancelLabel={cancelLabel}
      onCancel={dialog.cancel}
      confirmLabel={dialog.confirmLabel}
      onConfirm={dialog.confirm}
      busy={dialog.busy}
      canConfirm={dialog.canConfirm}
    >
      {children}
      {dialog.error ? <Notice tone="danger">{dialog.error}</Notice> : null}
    </ConfirmDialog>
  )
}

/** What a charge is made of, as its dialog lists it: a label and an amount a row. */
export function ChargeFigures({ figures, label }: { figures: { label: string; value: string }[]; label: string }) {
  return (
    <dl className={chargeBreakdown()} aria-label={label}>
      {figures.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** No saved card to charge: the dialog's own sentence (`before`), and the link to add one on the payment page. */
export function NoCardNotice({ before }: { before: string }) {
  const t = useT(lineCareMessages)
  return (
    <Notice tone="info">
      {before} <Link to="/dashboard/payment">{t('line-care.pay.noCardLink')}</Link>
      {t('line-care.pay.noCardAfter')}
    </Notice>
  )
}

/**
 * A group's manager or member, where only the group's owner may act (FAMILY_RULES): why, and the Family page, where
 * they can ask the owner.
 */
export function FamilyPageNotice({ children, link }: { children: string; link: string }) {
  return (
    <Notice tone="info">
      <p>{children}</p>
      <Link to="/account/family" className={buttonStyle({ size: 'sm', variant: 'outline' })}>
        {link}
      </Link>
    </Notice>
  )
}

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
  const classes = optionCard({ legend: legendShown ? 'shown' : 'hidden' })
  return (
    <fieldset className={classes.root} disabled={busy}>
      <legend className={classes.legend}>{t('line-care.card.legend')}</legend>
      {cards.map((card) => (
        <label key={card.id} className={classes.option}>
          <input type="radio" name={name} checked={card.chosen} onChange={card.choose} />
          <span className={classes.label}>{card.label}</span>
          <span className={meta}>{card.meta}</span>
        </label>
      ))}
    </fieldset>
  )
}
