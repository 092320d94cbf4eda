import type { ReactNode } from 'react'
import { switchPhoneMessages } from '@/i18n/catalogues/switch-phone'
import { switchPhoneTexts } from '@/i18n/catalogues/switch-phone-texts'
import type { Translate } from '@/i18n/i18n'
import { useT, useTranslateText } from '@/i18n/react'
import { actionRow } from 'styled-system/recipes/action-row'
import { column } from 'styled-system/recipes/column'
import { esimProfile } from 'styled-system/recipes/esim-profile'
import { optionCard } from 'styled-system/recipes/option-card'
import { text } from 'styled-system/recipes/text'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RefreshIcon } from '@/components/ui/icons'
import { Modal } from '@/components/ui/modal'
import { QrCode } from '@/components/ui/qr-code'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import { useSwitchPhone, type SwitchPhoneApi } from './use-switch-phone'

/** The switch-phone catalogue's keys. */
type SwitchPhoneId = NonNullable<(typeof switchPhoneMessages)['ids']>

const row = actionRow({ gap: '4', spread: true })
const muted = text({ size: 'sm', tone: 'muted' })
const choices = optionCard({ layout: 'described' })
const profile = esimProfile()

function SwitchDialog({ api }: { api: SwitchPhoneApi }) {
  const { dialog } = api
  const t = useT(switchPhoneMessages)
  const tr = useTranslateText(switchPhoneTexts)
  const footer =
    dialog.step === 'imei' ? (
      <>
        <Button variant="outline" size="lg" onClick={dialog.close} disabled={dialog.checking}>
          {t('switch-phone.dialog.cancel')}
        </Button>
        <Button size="lg" onClick={dialog.check} loading={dialog.checking} disabled={!dialog.canCheck}>
          {t('switch-phone.dialog.check')}
        </Button>
      </>
    ) : dialog.step === 'choose' ? (
      <>
        <Button variant="outline" size="lg" onClick={dialog.back} disabled={dialog.switching}>
          {t('switch-phone.dialog.another')}
        </Button>
        <Button size="lg" onClick={dialog.confirm} loading={dialog.switching}>
          {tr(dialog.confirmLabel)}
        </Button>
      </>
    ) : (
      <Button size="lg" onClick={dialog.close}>
        {t('switch-phone.dialog.done')}
      </Button>
    )
  return (
    <Modal
      open={dialog.open}
      title={t(
        dialog.step === 'done'
          ? dialog.esim
            ? 'switch-phone.dialog.newEsim'
            : 'switch-phone.dialog.simOnItsWay'
          : 'switch-phone.dialog.title',
      )}
      description={
        dialog.step === 'imei'
          ? t('switch-phone.dialog.imeiText')
          : dialog.step === 'choose'
            ? dialog.phone && phoneSentence(t, dialog.phone)
            : dialog.message
      }
      onClose={dialog.close}
      footer={footer}
    >
      {dialog.step === 'imei' ? (
        <TextInput
          name="imei"
          label={t('switch-phone.dialog.imei')}
          inputMode="numeric"
          autoComplete="off"
          value={dialog.imei}
          onChange={(event) => dialog.changeImei(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && dialog.canCheck) dialog.check()
          }}
          error={dialog.error}
          helperText={t('switch-phone.dialog.imeiHelper')}
          disabled={dialog.checking}
        />
      ) : null}
      {dialog.step === 'choose' ? (
        <>
          <fieldset className={choices.root} disabled={dialog.switching}>
            <legend className={choices.legend}>{t('switch-phone.dialog.legend')}</legend>
            {dialog.choices.map((item) => (
              <label key={item.value} className={choices.option}>
                <input type="radio" name="sim-type" checked={item.chosen} onChange={item.choose} />
                <span className={choices.label}>{tr(item.title)}</span>
                <span className={choices.description}>{tr(item.description)}</span>
              </label>
            ))}
          </fieldset>
          {dialog.error ? <Notice tone="danger">{dialog.error}</Notice> : null}
        </>
      ) : null}
      {dialog.step === 'done' && dialog.esim ? (
        <>
          <div className={profile.qr}>
            <QrCode
              value={dialog.esim.activationCode}
              label={t('switch-phone.qr.label')}
              loadingLabel={t('switch-phone.dialog.drawingQr')}
            />
          </div>
          <p className={muted}>{t('switch-phone.dialog.esimSteps')}</p>
          <dl className={profile.codes} aria-label={t('switch-phone.dialog.manual')}>
            <dt>{t('switch-phone.dialog.smdp')}</dt>
            <dd>{dialog.esim.smdp}</dd>
            <dt>{t('switch-phone.dialog.activation')}</dt>
            <dd data-testid="esim-activation-code">{dialog.esim.matchingId}</dd>
          </dl>
        </>
      ) : null}
    </Modal>
  )
}

/** What the check found, as the dialog says it: '{model} works on our network and takes an eSIM.' */
function phoneSentence(t: Translate<SwitchPhoneId>, phone: { model: string | null; esimCapable: boolean }) {
  if (phone.model === null) return t(phone.esimCapable ? 'switch-phone.dialog.thisPhoneEsim' : 'switch-phone.dialog.thisPhoneSimOnly')
  return t(phone.esimCapable ? 'switch-phone.dialog.phoneEsim' : 'switch-phone.dialog.phoneSimOnly', { model: phone.model })
}

/**
 * "Your phone" on a line's page: its SIM, Switch to a new phone, and a new SIM card on its way. `kitPanel` draws
 * the shipped card's delivery and activation (the lines feature's kit panel, composed by the route), told to report
 * its activation.
 */
export function SwitchPhoneSection({ lineId, kitPanel }: { lineId: string; kitPanel: (onActivated: () => void) => ReactNode }) {
  const api = useSwitchPhone(lineId)
  const t = useT(switchPhoneMessages)
  const tr = useTranslateText(switchPhoneTexts)
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="switch-phone-title">
      <Card.Header>
        <Card.Title level={3} id="switch-phone-title">
          {t('switch-phone.section.title')}
        </Card.Title>
        {api.currentSim ? (
          <Card.Description>
            {api.currentSim.esim
              ? api.currentSim.iccidLast4
                ? t('switch-phone.section.onEsimIccid', { last4: api.currentSim.iccidLast4 })
                : t('switch-phone.section.onEsim')
              : t('switch-phone.section.onSim')}
          </Card.Description>
        ) : null}
      </Card.Header>
      <Card.Body>
        {api.loading ? (
          <Spinner label={t('switch-phone.section.loading')} />
        ) : api.failed ? (
          <div className={row} role="alert">
            <p>{tr(api.loadError)}</p>
            <Button variant="outline" size="sm" onClick={api.retry}>
              <RefreshIcon size={16} />
              {t('switch-phone.section.retry')}
            </Button>
          </div>
        ) : (
          <div className={column({ gap: '4' })}>
            {api.error ? <Notice tone="danger">{api.error}</Notice> : null}
            {api.kitOnItsWay ? (
              kitPanel(api.kitChanged)
            ) : (
              <div className={row}>
                <p className={muted}>{api.reason ?? t('switch-phone.section.intro')}</p>
                <Button variant="outline" size="sm" onClick={api.open} disabled={!api.canSwitch}>
                  {t('switch-phone.section.switch')}
                </Button>
              </div>
            )}
          </div>
        )}
      </Card.Body>
      <SwitchDialog api={api} />
    </Card.Root>
  )
}
