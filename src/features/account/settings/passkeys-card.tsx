import { css } from 'styled-system/css'
import { settingsMessages } from '@/i18n/catalogues/settings'
import { settingsTexts } from '@/i18n/catalogues/settings-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { useLocaleFormat } from '@/i18n/locale-format'
import { StepUpDialog } from '@/components/step-up/step-up-dialog'
import { Button } from '@/components/ui/button'
import { ConfirmDialog, ConfirmationModal } from '@/components/ui/modal'
import { LoadFailedNotice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import type { PasskeysApi } from './use-passkeys'

const list = css({ display: 'flex', flexDirection: 'column', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg' })
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
})
const name = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })
const meta = css({ fontSize: 'sm', color: 'fg.muted' })
const rowActions = css({ display: 'flex', gap: '2' })

/** The passkeys' list and "Add a passkey". */
export function PasskeysSummary({ api }: { api: PasskeysApi }) {
  const t = useT(settingsMessages)
  const f = useLocaleFormat()
  if (api.loading) return <Spinner label={t('settings.passkeys.loading')} />
  if (api.loadFailed) return <LoadFailedNotice title={t('settings.passkeys.loadFailed')} message={api.error} onRetry={api.retry} />
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {api.rows.length ? (
        <ul className={list} aria-label={t('settings.passkeys.list')}>
          {api.rows.map((passkey) => (
            <li key={passkey.id} className={row}>
              <div>
                <p className={name}>{passkey.name}</p>
                <p className={meta}>
                  {t('settings.passkeys.meta', {
                    added: f.day(passkey.createdAt),
                    lastUsed: passkey.lastUsedAt ? f.day(passkey.lastUsedAt) : t('settings.passkeys.never'),
                  })}
                </p>
              </div>
              <div className={rowActions}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={passkey.rename}
                  disabled={api.busy}
                  aria-label={t('settings.passkeys.renameLabel', { name: passkey.name })}
                >
                  {t('settings.passkeys.rename')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={passkey.remove}
                  disabled={api.busy}
                  aria-label={t('settings.passkeys.removeLabel', { name: passkey.name })}
                >
                  {t('settings.passkeys.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={meta}>{t('settings.passkeys.none')}</p>
      )}
      <div>
        <Button onClick={api.add} loading={api.adding} disabled={api.busy && !api.adding}>
          {t('settings.passkeys.add')}
        </Button>
      </div>
    </div>
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
        <form
          id="passkey-name"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            api.saveName()
          }}
        >
          <TextInput
            label={t('settings.passkeys.name')}
            name="name"
            maxLength={40}
            value={api.renaming?.name ?? ''}
            error={api.renaming?.error && tr(api.renaming.error)}
            onChange={(event) => api.changeName(event.target.value)}
          />
        </form>
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
