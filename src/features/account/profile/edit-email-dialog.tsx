import { useId } from 'react'
import { profileMessages } from '@/i18n/catalogues/profile'
import { profileTexts } from '@/i18n/catalogues/profile-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { codeEntry } from 'styled-system/recipes/code-entry'
import { text } from 'styled-system/recipes/text'
import { Button } from '@/components/ui/button'
import { RefreshIcon } from '@/components/ui/icons'
import { PinInput } from '@/components/ui/pin-input'
import { EmailInput, PasswordInput } from '@/components/ui/text-input'
import { FormDialog } from '@/components/ui/form-dialog'
import type { EditEmailApi } from './use-edit-email'

const styles = codeEntry({ layout: 'inline' })

/**
 * Edit Email (SPEC §2): step one, the new email, the current password (asked again before this sensitive change)
 * and 'Send me the code'; step two, the 5-digit code and
 * 'Verify & Save Email Change', with resend behind a visible 30-second countdown. Cancel on step two goes back to
 * step one.
 */
export function EditEmailDialog({ api }: { api: EditEmailApi }) {
  const t = useT(profileMessages)
  // The flow's notices (code re-sent) are shown by the notification region in the page's language.
  useTranslateText(profileTexts)
  const step = api.awaitingCode
    ? {
        description: t('profile.email.codeDescription'),
        submitLabel: t('profile.email.verify'),
        busy: api.verifying,
        canSubmit: api.canVerify,
        onCancel: api.cancel,
      }
    : {
        description: t('profile.email.description'),
        submitLabel: t('profile.email.send'),
        busy: api.sendingCode,
        enterSaves: true,
      }
  return (
    <FormDialog open={api.open} title={t('profile.email.title')} onSubmit={api.submit} onClose={api.close} {...step}>
      {api.awaitingCode ? <CodeStep api={api} /> : <EmailStep api={api} />}
    </FormDialog>
  )
}

function EmailStep({ api }: { api: EditEmailApi }) {
  const t = useT(profileMessages)
  return (
    <>
      <EmailInput {...api.emailField} label={t('profile.email.newEmail')} placeholder={t('profile.email.placeholder')} />
      <PasswordInput
        {...api.currentPasswordField}
        label={t('profile.email.password')}
        helperText={t('profile.email.passwordHelper')}
        autoComplete="current-password"
      />
    </>
  )
}

function CodeStep({ api }: { api: EditEmailApi }) {
  const errorId = useId()
  const t = useT(profileMessages)
  return (
    <>
      <p className={styles.sentTo}>
        {t('profile.email.sentBefore')} <span className={styles.email}>{api.newEmail}</span>
        {t('profile.email.sentAfter')}
      </p>
      <PinInput
        label={t('profile.email.code')}
        name="otp"
        length={api.codeLength}
        value={api.code}
        onValueChange={api.setCode}
        disabled={api.verifying}
        invalid={Boolean(api.codeError)}
        describedBy={api.codeError ? errorId : undefined}
        autoFocus
      />
      <p id={errorId} className={styles.error} role="alert">
        {api.codeError ?? ''}
      </p>
      <div className={styles.resendRow}>
        <p className={text({ size: 'sm', tone: 'muted' })}>{t('profile.email.spam')}</p>
        <Button variant="ghost" size="sm" loading={api.resending} disabled={!api.canResend} onClick={api.resend}>
          {api.resending ? null : <RefreshIcon size={16} />}
          <span className={styles.countdown}>
            {api.coolingDown ? t('profile.email.resendIn', { seconds: api.resendSecondsLeft }) : t('profile.email.resend')}
          </span>
        </Button>
      </div>
    </>
  )
}
