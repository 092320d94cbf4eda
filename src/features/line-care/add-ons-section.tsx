import { lineCareMessages } from '@/i18n/catalogues/line-care'
import { useT } from '@/i18n/react'
import { itemList } from 'styled-system/recipes/item-list'
import { offerTile } from 'styled-system/recipes/offer-tile'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/modal'
import { Notice } from '@/components/ui/notice'
import { TextInput } from '@/components/ui/text-input'
import {
  CardToCharge,
  ChargeDialog,
  ChargeFigures,
  FamilyPageNotice,
  LineCareCard,
  meta,
  NoCardNotice,
  OfferCardBody,
} from './line-care-card'
import { useAddOns, type AddOnsApi } from './use-add-ons'

const offers = offerTile({ size: 'sm' })
const bought = itemList()

function OfferGroup({ title, tiles, label }: { title: string; tiles: AddOnsApi['data']; label: string }) {
  if (tiles.length === 0) return null
  return (
    <div>
      <h4 className={offers.group}>{title}</h4>
      <ul className={offers.grid} aria-label={label}>
        {tiles.map((offer) => (
          <li key={offer.id} className={offers.root}>
            <div className={offers.head}>
              <span className={offers.name}>{offer.name}</span>
              <span className={offers.price}>{offer.price}</span>
            </div>
            <p className={offers.text}>{offer.detail}</p>
            {offer.pick ? (
              <Button variant="outline" size="sm" onClick={offer.pick} aria-label={offer.action}>
                {offer.actionText}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

function BuyDialog({ dialog }: { dialog: NonNullable<AddOnsApi['dialog']> }) {
  const t = useT(lineCareMessages)
  return (
    <ChargeDialog dialog={dialog} description={dialog.description} cancelLabel={t('line-care.addOns.cancel')}>
      {dialog.countries ? <p className={meta}>{t('line-care.addOns.worksIn', { countries: dialog.countries })}</p> : null}
      {dialog.startDate ? (
        <TextInput
          type="date"
          name="startDate"
          label={t('line-care.addOns.firstDay')}
          value={dialog.startDate.value}
          min={dialog.startDate.min}
          max={dialog.startDate.max}
          onChange={(event) => dialog.startDate!.change(event.target.value)}
          helperText={t('line-care.addOns.firstDayHelper')}
          disabled={dialog.busy}
        />
      ) : null}
      <ChargeFigures figures={dialog.figures} label={t('line-care.addOns.charged')} />
      {dialog.ownerPays ? (
        <Notice tone="info">{t('line-care.addOns.ownerPays')}</Notice>
      ) : dialog.cards.length === 0 ? (
        <NoCardNotice before={t('line-care.pay.noCardBefore')} />
      ) : (
        <CardToCharge cards={dialog.cards} name="add-on-card" busy={dialog.busy} legendShown />
      )}
    </ChargeDialog>
  )
}

function CancelDialog({ dialog }: { dialog: NonNullable<AddOnsApi['cancelDialog']> }) {
  const t = useT(lineCareMessages)
  return (
    <ConfirmDialog
      open={dialog.open}
      role="alertdialog"
      title={dialog.title}
      description={dialog.message}
      cancelLabel={t('line-care.addOns.keep')}
      onCancel={dialog.keep}
      confirmLabel={t('line-care.addOns.cancelPass')}
      onConfirm={dialog.confirm}
      busy={dialog.busy}
    >
      {dialog.error ? <Notice tone="danger">{dialog.error}</Notice> : null}
    </ConfirmDialog>
  )
}

/** The line page's "Add-ons": data for the rest of the period, travel passes, and what the line has. */
export function AddOnsSection({ lineId, onChanged }: { lineId: string; onChanged: () => void }) {
  const api = useAddOns(lineId, onChanged)
  const t = useT(lineCareMessages)
  return (
    <LineCareCard id="add-ons-title" title={t('line-care.addOns.title')} note={t('line-care.addOns.note')}>
      <OfferCardBody state={api} loadingLabel={t('line-care.addOns.loading')} gap="5">
        {api.reason ? (
          <Notice tone="info">{api.reason}</Notice>
        ) : (
          <>
            {api.askOwner ? (
              <FamilyPageNotice link={t('line-care.addOns.askOnFamily')}>{t('line-care.addOns.askOwner')}</FamilyPageNotice>
            ) : null}
            <OfferGroup title={t('line-care.addOns.addData')} tiles={api.data} label={t('line-care.addOns.addData')} />
            <OfferGroup title={t('line-care.addOns.travelPass')} tiles={api.travel} label={t('line-care.addOns.travelPasses')} />
          </>
        )}
        {api.bought.length ? (
          <div>
            <h4 className={offers.group}>{t('line-care.addOns.onThisLine')}</h4>
            <ul className={bought.root} aria-label={t('line-care.addOns.yours')}>
              {api.bought.map((item) => (
                <li key={item.id} className={bought.row}>
                  <div>
                    <p className={offers.name}>{item.name}</p>
                    <p className={meta}>
                      {item.dates} · {item.paid}
                    </p>
                  </div>
                  <div className={bought.aside}>
                    <Badge tone={item.tone}>{item.status}</Badge>
                    {item.cancel ? (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={item.cancel}
                        aria-label={t('line-care.addOns.cancelLabel', { name: item.name })}
                      >
                        {t('line-care.addOns.cancel')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </OfferCardBody>
      {api.dialog ? <BuyDialog dialog={api.dialog} /> : null}
      {api.cancelDialog ? <CancelDialog dialog={api.cancelDialog} /> : null}
    </LineCareCard>
  )
}
