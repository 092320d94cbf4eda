import { savedCard } from 'styled-system/recipes/saved-card'
import { CardBrandIcon } from '@/components/illustrations/card-brands'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { HeadedPanel } from '@/components/ui/panel-heading'
import { EmptyState, LoadFailedState, LoadingState } from '@/components/ui/empty-state'
import { CardIcon } from '@/components/ui/icons'
import { ConfirmationModal } from '@/components/ui/modal'
import { Spinner } from '@/components/ui/spinner'
import { useDeferredLoading } from '@/lib/use-deferred-loading'
import { PlusIcon, StarIcon, TrashIcon } from './icons'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { paymentTexts } from '@/i18n/catalogues/payment-texts'
import { useT, useTranslateText } from '@/i18n/react'
import type { SavedCardsApi } from './use-saved-cards'

type CardTileApi = SavedCardsApi['cards'][number]

/** One saved card: brand, cardholder, last four and expiry; Primary badge and Delete, or Delete and 'Set as primary'. */
function CardTile({ card }: { card: CardTileApi }) {
  const classes = savedCard()
  const t = useT(paymentMessages)
  const named = { brand: card.brand, last4: card.last4Digits }
  return (
    <article
      className={classes.root}
      aria-label={t('payment.cards.cardLabel', named)}
      data-primary={card.primary ? '' : undefined}
      aria-busy={card.settingPrimary || undefined}
    >
      <div className={classes.top}>
        <CardBrandIcon network={card.network} size={48} />
        {card.primary ? (
          <Badge tone="brand">
            <StarIcon size={12} />
            {t('payment.cards.primary')}
          </Badge>
        ) : null}
      </div>
      <p className={classes.number}>{card.number}</p>
      <div>
        <p className={classes.holder}>{card.cardholderName}</p>
        <p className={classes.meta}>{t('payment.cards.expires', { date: card.expiry })}</p>
      </div>
      <div className={classes.actions}>
        {card.primary ? null : (
          <Button size="sm" variant="outline" loading={card.settingPrimary} disabled={card.disabled} onClick={card.makePrimary}>
            {t('payment.cards.setPrimary')}
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={card.disabled} onClick={card.remove} aria-label={t('payment.cards.deleteLabel', named)}>
          <TrashIcon size={16} />
          {t('payment.cards.delete')}
        </Button>
      </div>
    </article>
  )
}

/** The Saved cards panel of /dashboard/payment (SPEC §2). */
export function SavedCardsPanel({ api }: { api: SavedCardsApi }) {
  const classes = savedCard()
  // The cards' answer draws every card: in slices (src/lib/use-deferred-loading.ts).
  const loading = useDeferredLoading(api.loading)
  const t = useT(paymentMessages)
  // The flow's notices (card saved, not saved) are shown by the notification region in the page's language.
  const tr = useTranslateText(paymentTexts)
  return (
    <HeadedPanel id="saved-cards-title" icon={<CardIcon />} title={t('payment.cards.title')} description={t('payment.cards.description')}>
      <Card.Body aria-busy={loading || api.refreshing || undefined}>
        {loading ? (
          <div className={classes.placeholder}>
            <LoadingState label={t('payment.cards.loading')} />
          </div>
        ) : api.loadFailed ? (
          <LoadFailedState icon={<CardIcon />} message={api.loadError && tr(api.loadError)} onRetry={api.retry} />
        ) : api.empty ? (
          <EmptyState
            icon={<CardIcon />}
            title={t('payment.cards.emptyTitle')}
            text={t('payment.cards.emptyText')}
            action={
              <Button variant="solid" loading={api.adding} disabled={!api.canAdd} onClick={api.addCard}>
                <PlusIcon size={18} />
                {t('payment.cards.add')}
              </Button>
            }
          />
        ) : (
          <ul className={classes.list} aria-label={t('payment.cards.list')}>
            {api.cards.map((card) => (
              <li key={card.id}>
                <CardTile card={card} />
              </li>
            ))}
            <li>
              <button
                type="button"
                className={classes.add}
                onClick={api.addCard}
                disabled={!api.canAdd}
                aria-busy={api.adding || undefined}
              >
                <span className={classes.addIcon}>{api.adding ? <Spinner size="sm" /> : <PlusIcon />}</span>
                {t('payment.cards.add')}
              </button>
            </li>
          </ul>
        )}
      </Card.Body>
      <ConfirmationModal
        open={api.deleteDialog.open}
        title={t('payment.cards.deleteTitle')}
        message={
          api.deleteDialog.card
            ? t('payment.cards.deleteText', { brand: api.deleteDialog.card.brand, last4: api.deleteDialog.card.last4Digits })
            : undefined
        }
        confirmLabel={t('payment.cards.deleteConfirm')}
        cancelLabel={t('payment.cards.cancel')}
        loading={api.deleteDialog.deleting}
        onConfirm={api.deleteDialog.confirm}
        onCancel={api.deleteDialog.cancel}
      />
    </HeadedPanel>
  )
}
