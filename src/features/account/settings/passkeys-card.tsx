import { text } from 'styled-system/recipes/text'
import { settingCard } from 'styled-system/recipes/setting-card'
import { settingsMessages } from '@/i18n/catalogues/settings'
import { settingsTexts } from '@/i18n/catalogues/settings-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { useLocaleFormat } from '@/i18n/locale-format'
import { StepUpDialog } from '@/components/step-up/step-up-dialog'
import { AssistedNotice } from '@/components/ui/assisted-notice'
import { Button } from '@/components/ui/button'
import { ConfirmDialog, ConfirmationModal } from '@/components/ui/modal'
import { MachineForm } from '@/components/ui/machine-form'
import { TextInput } from '@/components/ui/text-input'
import { SettingBody } from './setting-body'
import type { PasskeysApi } from './use-passkeys'

const styles = settingCard()
/** The assisted session's reason, which "Add a passkey" and each "Remove" name. */
const ASSISTED_NOTE = 'passkeys-assisted'

/** A passkey's buttons: each names the passkey for assistive technology ("Rename Work laptop"). */
const ROW_ACTIONS = [
  { action: 'rename', words: 'settings.passkeys.rename', label: 'settings.passkeys.renameLabel', assistedMay: true },
  { action: 'remove', words: 'settings.passkeys.remove', label: 'settings.passkeys.removeLabel', assistedMay: false },
] as const

/** The passkeys' list and "Add a passkey". */
export function PasskeysSummary({ api }: { api: PasskeysApi }) {
  const t = useT(settingsMessages)
  const f = useLocaleFormat()
  return (
    <SettingBody api={api} loading={t('settings.passkeys.loading')} loadFailed={t('settings.passkeys.loadFailed')}>
      {api.assisted ? <AssistedNotice id={ASSISTED_NOTE} /> : null}
      {api.rows.length ? (
        <ul className={styles.list} aria-label={t('settings.passkeys.list')}>
          {api.rows.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              <div>
                <p className={styles.name}>{passkey.name}</p>
                <p className={text({ size: 'sm', tone: 'muted' })}>
                  {t('settings.passkeys.meta', {
                    added: f.day(passkey.createdAt),
                    lastUsed: passkey.lastUsedAt ? f.day(passkey.lastUsedAt) : t('settings.passkeys.never'),
                  })}
                </p>
              </div>
              <div className={styles.itemActions}>
                {ROW_ACTIONS.map(({ action, words, label, assistedMay }) => (
                  <Button
                    key={action}
                    variant="outline"
                    size="sm"
                    onClick={passkey[action]}
                    disabled={api.busy || (api.assisted && !assistedMay)}
                    aria-label={t(label, { name: passkey.name })}
                    aria-describedby={api.assisted && !assistedMay ? ASSISTED_NOTE : undefined}
                  >
                    {t(words)}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={text({ size: 'sm', tone: 'muted' })}>{t('settings.passkeys.none')}</p>
      )}
      <div>
        <Button
          onClick={api.add}
          loading={api.adding}
          disabled={(api.busy && !api.adding) || api.assisted}
          aria-describedby={api.assisted ? ASSISTED_NOTE : undefined}
        >
          {t('settings.passkeys.add')}
        </Button>
      </div>
    </SettingBody>
  )
}

/** Rename, the removal confirmation and "Confirm it's you". */
export function PasskeysDialogs({ api }: { api: PasskeysApi }) {
  const t = useT(settingsMessages)
  const tr = useTranslateText(settingsTexts)
  return (
    <>
      <ConfirmDialog
        open={api.renaming !== null}
        title={t('settings.passkeys.renameTitle')}
        description={t('settings.passkeys.renameText')}
        cancelLabel={t('settings.passkeys.cancel')}
        onCancel={api.close}
        confirmLabel={t('settings.passkeys.save')}
        form="passkey-name"
        busy={api.renaming?.saving}
      >
        <MachineForm id="passkey-name" onSubmit={api.saveName} onEnter={api.saveName}>
          <TextInput
            label={t('settings.passkeys.name')}
            name="name"
            maxLength={40}
            value={api.renaming?.name ?? ''}
            error={api.renaming?.error && tr(api.renaming.error)}
            onChange={(event) => api.changeName(event.target.value)}
          />
        </MachineForm>
      </ConfirmDialog>
      <ConfirmationModal
        open={api.removing !== null}
        title={t('settings.passkeys.removeTitle')}
        message={t('settings.passkeys.removeText', { name: api.removing?.name ?? '' })}
        confirmLabel={t('settings.passkeys.removeConfirm')}
        onConfirm={api.confirmRemoval}
        onCancel={api.close}
        loading={api.removing?.busy}
      />
      <StepUpDialog actor={api.stepUpActor} />
    </>
  )
}
