import type { ReactNode } from 'react'
import { settingsMessages } from '@/i18n/catalogues/settings'
import { settingsTexts } from '@/i18n/catalogues/settings-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { useLocaleFormat } from '@/i18n/locale-format'
import { text } from 'styled-system/recipes/text'
import { settingCard } from 'styled-system/recipes/setting-card'
import { StepUpDialog } from '@/components/step-up/step-up-dialog'
import { AssistedNotice } from '@/components/ui/assisted-notice'
import { Button } from '@/components/ui/button'
import { ConfirmDialog, Modal } from '@/components/ui/modal'
import { QrCode } from '@/components/ui/qr-code'
import { MachineForm } from '@/components/ui/machine-form'
import { Notice } from '@/components/ui/notice'
import { TextInput } from '@/components/ui/text-input'
import { SettingBody } from './setting-body'
import type { TwoStepApi } from './use-two-step'

const styles = settingCard()
/** The assisted session's reason, which the card's disabled buttons name. */
const ASSISTED_NOTE = 'two-step-assisted'

/**
 * A dialog that asks for a code from the authenticator app, under what `children` show first; its confirm button
 * (`confirmLabel`) and Enter in the field submit the code, Cancel closes.
 */
function CodeDialog({
  id,
  api,
  open,
  title,
  description,
  confirmLabel,
  codeLabel,
  children,
}: {
  id: string
  api: TwoStepApi
  open: boolean
  title: string
  description: string
  confirmLabel: string
  codeLabel: string
  children?: ReactNode
}) {
  const t = useT(settingsMessages)
  const tr = useTranslateText(settingsTexts)
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={description}
      cancelLabel={t('settings.twoStep.cancel')}
      onCancel={api.close}
      confirmLabel={confirmLabel}
      form={id}
      busy={api.busy}
    >
      {children}
      <MachineForm id={id} onSubmit={api.submitCode} onEnter={api.submitCode}>
        <TextInput
          label={codeLabel}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={api.code}
          error={api.codeError && tr(api.codeError)}
          onChange={(event) => api.changeCode(event.target.value)}
        />
      </MachineForm>
    </ConfirmDialog>
  )
}

/** Two-step sign-in's dialogs: set-up (QR code, secret, first code), a current code, the recovery codes. */
export function TwoStepDialogs({ api }: { api: TwoStepApi }) {
  const t = useT(settingsMessages)
  return (
    <>
      <CodeDialog
        id="two-step-enable"
        api={api}
        open={api.setup !== null}
        title={t('settings.twoStep.setupTitle')}
        description={t('settings.twoStep.setupText')}
        confirmLabel={t('settings.twoStep.turnOn')}
        codeLabel={t('settings.twoStep.appCode')}
      >
        {api.setup ? (
          <>
            <div className={styles.qr}>
              <QrCode value={api.setup.otpauthUri} label={t('settings.twoStep.qrLabel')} loadingLabel={t('settings.twoStep.drawingQr')} />
            </div>
            <p className={text({ size: 'sm', tone: 'muted' })}>{t('settings.twoStep.cantScan')}</p>
            <p className={styles.secret} data-testid="two-step-secret">
              {api.setup.secret}
            </p>
          </>
        ) : null}
      </CodeDialog>
      <CodeDialog
        id="two-step-code"
        api={api}
        open={api.askingCodeFor !== null}
        title={
          api.askingCodeFor === 'Turn off two-step sign-in'
            ? t('settings.twoStep.turnOffTitle')
            : api.askingCodeFor
              ? t('settings.twoStep.newCodesTitle')
              : ''
        }
        description={t('settings.twoStep.codeText')}
        confirmLabel={t('settings.twoStep.confirm')}
        codeLabel={t('settings.twoStep.code')}
      />
      <Modal
        open={api.recoveryCodes !== null}
        title={t('settings.twoStep.codesTitle')}
        description={t('settings.twoStep.codesText')}
        onClose={api.savedCodes}
        footer={
          <Button size="lg" onClick={api.savedCodes}>
            {t('settings.twoStep.saved')}
          </Button>
        }
      >
        <ul className={styles.codes} aria-label={t('settings.twoStep.codesLabel')}>
          {(api.recoveryCodes ?? []).map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Notice tone="info">{t('settings.twoStep.keepSafe')}</Notice>
      </Modal>
      <StepUpDialog actor={api.stepUpActor} />
    </>
  )
}

/** The card's body and buttons: on or off, and what to do next. */
export function TwoStepSummary({ api }: { api: TwoStepApi }) {
  const t = useT(settingsMessages)
  const f = useLocaleFormat()
  const refusedNote = api.assisted ? ASSISTED_NOTE : undefined
  return (
    <SettingBody api={api} loading={t('settings.twoStep.loading')} loadFailed={t('settings.twoStep.loadFailed')}>
      <p className={text({ size: 'sm', tone: 'muted' })} data-testid="two-step-summary">
        {api.enabledAt
          ? t('settings.twoStep.onSince', { date: f.day(api.enabledAt), count: api.recoveryCodesLeft })
          : t('settings.twoStep.off')}
      </p>
      {api.assisted ? <AssistedNotice id={ASSISTED_NOTE} /> : null}
      <div className={styles.actions}>
        {api.on ? (
          <>
            <Button variant="outline" onClick={api.regenerate} disabled={api.busy || api.assisted} aria-describedby={refusedNote}>
              {t('settings.twoStep.newCodes')}
            </Button>
            <Button variant="outline" onClick={api.turnOff} disabled={api.busy || api.assisted} aria-describedby={refusedNote}>
              {t('settings.twoStep.turnOff')}
            </Button>
          </>
        ) : (
          <Button onClick={api.start} loading={api.busy} disabled={api.assisted} aria-describedby={refusedNote}>
            {t('settings.twoStep.start')}
          </Button>
        )}
      </div>
    </SettingBody>
  )
}
