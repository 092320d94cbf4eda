import { cx } from 'styled-system/css'
import { text } from 'styled-system/recipes/text'
import { numberLock } from 'styled-system/recipes/number-lock'
import { numberLockMessages } from '@/i18n/catalogues/number-lock'
import { numberLockTexts } from '@/i18n/catalogues/number-lock-texts'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT, useTranslateText } from '@/i18n/react'
import { AssistedNotice } from '@/components/ui/assisted-notice'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/card'
import { ConfirmDialog, Modal } from '@/components/ui/modal'
import { LoadFailedNotice, Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { SwitchButton } from '@/components/ui/switch-button'
import { StepUpDialog } from '@/components/step-up/step-up-dialog'
import { useNumberLock, type LockSwitch, type NumberLockApi } from './use-number-lock'

const styles = numberLock()

const LOCKS = {
  portOut: { title: 'number-lock.portOut.title', on: 'number-lock.portOut.on', off: 'number-lock.portOut.off' },
  simChange: { title: 'number-lock.simChange.title', on: 'number-lock.simChange.on', off: 'number-lock.simChange.off' },
} as const

/** What the new carrier asks for, in the order they ask. */
const SECRETS = [
  { key: 'accountNumber', label: 'number-lock.pin.account', testId: 'transfer-account' },
  { key: 'pin', label: 'number-lock.pin.pin', testId: 'transfer-pin' },
] as const

/** The assisted session's reason, which the disabled switches and button name. */
const ASSISTED_NOTE = 'number-lock-assisted'

function LockRow({ lock, assisted }: { lock: LockSwitch; assisted: boolean }) {
  const words = LOCKS[lock.name]
  const id = `${lock.name}-lock-label`
  const t = useT(numberLockMessages)
  return (
    <div className={styles.row}>
      <div>
        <p className={styles.title} id={id}>
          {t(words.title)}
        </p>
        <p className={cx(text({ size: 'sm', tone: 'muted' }), numberLock().meta)}>{t(lock.on ? words.on : words.off)}</p>
      </div>
      <SwitchButton
        on={lock.on}
        busy={lock.saving}
        disabled={!lock.offered}
        onToggle={lock.toggle}
        aria-labelledby={id}
        aria-describedby={assisted ? ASSISTED_NOTE : undefined}
      >
        {t(lock.on ? 'number-lock.switch.on' : 'number-lock.switch.off')}
      </SwitchButton>
    </div>
  )
}

function TransferDialogs({ api, lineTitle }: { api: NumberLockApi; lineTitle: string }) {
  const { transfer } = api
  const { shown } = transfer
  const t = useT(numberLockMessages)
  const f = useLocaleFormat()
  return (
    <>
      <ConfirmDialog
        open={transfer.explaining}
        title={t('number-lock.transfer.title')}
        description={t('number-lock.transfer.description', { line: lineTitle })}
        cancelLabel={t('number-lock.transfer.cancel')}
        onCancel={api.close}
        confirmLabel={t('number-lock.transfer.getPin')}
        onConfirm={transfer.confirm}
        busy={api.busy}
      >
        <ol className={styles.steps}>
          <li>{t('number-lock.transfer.step1')}</li>
          <li>{t('number-lock.transfer.step2')}</li>
          <li>{t('number-lock.transfer.step3')}</li>
        </ol>
        <p className={cx(text({ size: 'sm', tone: 'muted' }), numberLock().meta)}>{t('number-lock.transfer.changedMind')}</p>
      </ConfirmDialog>
      <Modal
        open={shown !== null}
        title={t('number-lock.pin.title')}
        description={t('number-lock.pin.description')}
        onClose={api.close}
        footer={
          <Button size="lg" onClick={api.close}>
            {t('number-lock.pin.done')}
          </Button>
        }
      >
        {shown ? (
          <>
            <dl className={styles.secret}>
              {SECRETS.map(({ key, label, testId }) => (
                <div key={key}>
                  <dt className={styles.label}>{t(label)}</dt>
                  <dd className={styles.value} data-testid={testId}>
                    {shown[key]}
                  </dd>
                </div>
              ))}
            </dl>
            <Notice tone="info">{t('number-lock.pin.until', { date: f.dayTime(shown.expiresAt) })}</Notice>
          </>
        ) : null}
      </Modal>
    </>
  )
}

/** A line's number lock (port-out lock, SIM change lock) and "Transfer my number", on the line's page. */
export function NumberLockSection({ lineId, lineTitle }: { lineId: string; lineTitle: string }) {
  const api = useNumberLock(lineId)
  const t = useT(numberLockMessages)
  // The flow's toasts are said in English by the machine; the toaster prints them from this catalogue.
  useTranslateText(numberLockTexts)
  const f = useLocaleFormat()
  return (
    <SectionCard
      headingId="number-lock-title"
      title={t('number-lock.section.title')}
      aside={
        !api.loading && !api.loadFailed && !api.portedOut ? (
          <Badge tone={api.portOut.on && api.simChange.on ? 'success' : 'warning'} data-testid="number-lock-status">
            {t(api.portOut.on && api.simChange.on ? 'number-lock.section.locked' : 'number-lock.section.partly')}
          </Badge>
        ) : null
      }
    >
      {api.loading ? (
        <Spinner label={t('number-lock.section.loading')} />
      ) : api.loadFailed ? (
        <LoadFailedNotice title={t('number-lock.section.loadFailed')} message={api.error} onRetry={api.retry} />
      ) : api.portedOut ? (
        <Notice tone="info">{t('number-lock.section.portedOut')}</Notice>
      ) : (
        <>
          <p className={cx(text({ size: 'sm', tone: 'muted' }), numberLock().meta)}>{t('number-lock.section.intro')}</p>
          {api.assisted ? <AssistedNotice id={ASSISTED_NOTE} /> : null}
          <div className={styles.intro}>
            <LockRow lock={api.portOut} assisted={api.assisted} />
            <LockRow lock={api.simChange} assisted={api.assisted} />
          </div>
          {api.activePinExpiresAt ? (
            <Notice tone="neutral">{t('number-lock.section.activePin', { date: f.dayTime(api.activePinExpiresAt) })}</Notice>
          ) : null}
          {api.error ? <Notice tone="danger">{api.error}</Notice> : null}
          <div className={styles.row}>
            <div>
              <p className={styles.title}>{t('number-lock.section.leaving')}</p>
              <p className={cx(text({ size: 'sm', tone: 'muted' }), numberLock().meta)}>{t('number-lock.section.getPin')}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={api.transfer.open}
              disabled={!api.transfer.offered}
              aria-describedby={api.assisted ? ASSISTED_NOTE : undefined}
            >
              {t('number-lock.transfer.title')}
            </Button>
          </div>
        </>
      )}
      <StepUpDialog actor={api.stepUpActor} />
      <TransferDialogs api={api} lineTitle={lineTitle} />
    </SectionCard>
  )
}
