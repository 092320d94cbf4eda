import { getRouteApi, Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { codeEntry } from 'styled-system/recipes/code-entry'
import { text } from 'styled-system/recipes/text'
import { Button, buttonStyle } from '@/components/ui/button'
import { MailIcon, RefreshIcon } from '@/components/ui/icons'
import { PinInput, type PinInputHandle } from '@/components/ui/pin-input'
import { Spinner } from '@/components/ui/spinner'
import { authCopy } from '../shared/auth-copy'
import { AuthScreen, authPending, FormAlert, StatusBlock, useRetryLine } from '../shared/auth-ui'
import '../shared/history-state'
import { OTP_LENGTH } from '@machines/otp-sign-in.machine'
import { useOtpSignIn, type OtpSignInApi } from './use-otp-sign-in'
import { rememberedEmail } from '@/lib/storage/sign-in'
import { authMessages } from '@/i18n/catalogues/auth'
import { authTextsMessages } from '@/i18n/catalogues/auth-texts'
import { useT, useTranslateText } from '@/i18n/react'

const route = getRouteApi('/_site/otp-login')

const styles = codeEntry({ layout: 'stacked' })

/** /otp-login: the 6-digit code from the email signs the customer in as soon as the last digit is in. */
export function OtpSignInPage() {
  const search = route.useSearch()
  const codeSentAt = useRouterState({ select: (state) => state.location.state.codeSentAt })
  const api = useOtpSignIn({ email: rememberedEmail(), code: search.code, sentAt: codeSentAt, redirect: search.redirect })
  return (
    <AuthScreen copy={authCopy.otpSignIn} panel={api.missingEmail ? 'missingEmail' : 'form'} email={api.email} note={!api.missingEmail}>
      {api.missingEmail ? <MissingEmail redirect={search.redirect} /> : <CodeEntry api={api} />}
    </AuthScreen>
  )
}

function MissingEmail({ redirect }: { redirect?: string }) {
  const t = useT(authMessages)
  return (
    <StatusBlock
      icon={<MailIcon />}
      title={t('auth.otp.missingTitle')}
      actions={
        <Link to="/login-without-password" search={{ redirect }} className={buttonStyle({ size: 'lg', fullWidth: true })}>
          {t('auth.emailCode')}
        </Link>
      }
    >
      {t('auth.otp.missingText')}
    </StatusBlock>
  )
}

function CodeEntry({ api }: { api: OtpSignInApi }) {
  const pin = useRef<PinInputHandle>(null)
  const hintId = useId()
  const t = useT(authMessages)
  const translate = useTranslateText(authTextsMessages)
  const retry = useRetryLine(api.retryAt)
  // After a wrong code (or a new one) the boxes are empty again: put the cursor back in the first.
  useEffect(() => {
    if (!api.codeDisabled && api.code === '' && (api.error || api.notice)) pin.current?.focus()
  }, [api.codeDisabled, api.code, api.error, api.notice])

  return (
    <>
      <p className={styles.sentTo}>
        <SentTo email={<span className={styles.email}>{api.email}</span>} />
      </p>
      <PinInput
        ref={pin}
        label={t('auth.otp.codeLabel')}
        name="otp"
        length={api.length}
        value={api.code}
        onValueChange={api.setCode}
        disabled={api.codeDisabled}
        invalid={api.codeInvalid}
        describedBy={hintId}
        autoFocus
      />
      <div id={hintId}>
        {api.verifying ? (
          <p className={styles.checking} role="status">
            <Spinner size="sm" /> {t('auth.otp.checking')}
          </p>
        ) : api.error ? (
          <FormAlert detail={retry}>{translate(api.error)}</FormAlert>
        ) : api.notice ? (
          <FormAlert tone="success">{translate(api.notice)}</FormAlert>
        ) : (
          <p className={text({ size: 'sm', tone: 'muted' })}>{t('auth.otp.spam')}</p>
        )}
      </div>
      <div className={styles.resendRow}>
        <p className={text({ size: 'sm', tone: 'muted' })}>{t(api.needsNewCode ? 'auth.otp.sendNew' : 'auth.otp.didntGet')}</p>
        <Button
          variant={api.needsNewCode ? 'solid' : 'outline'}
          size="lg"
          fullWidth
          loading={api.resending}
          disabled={!api.canResend}
          onClick={api.resend}
        >
          {api.resending ? null : <RefreshIcon size={18} />}
          <span className={styles.countdown}>
            {api.coolingDown ? t('auth.otp.resendIn', { seconds: api.resendSecondsLeft }) : t('auth.otp.resend')}
          </span>
        </Button>
      </div>
    </>
  )
}

/** "We sent a 6-digit code to {email}. It expires in 10 minutes.", the address in bold where the language puts it. */
function SentTo({ email }: { email: ReactNode }) {
  const t = useT(authMessages)
  const [before, after] = t('auth.otp.sentTo', { email: '\u0000' }).split('\u0000')
  return (
    <>
      {before}
      {email}
      {after}
    </>
  )
}

const idleOtpSignIn: OtpSignInApi = {
  email: '',
  length: OTP_LENGTH,
  missingEmail: false,
  signedIn: false,
  code: '',
  verifying: false,
  codeDisabled: false,
  codeInvalid: false,
  needsNewCode: false,
  error: null,
  retryAt: null,
  notice: null,
  setCode: () => {},
  coolingDown: true,
  resendSecondsLeft: 30,
  resending: false,
  canResend: false,
  resend: () => {},
}

/** /otp-login until the browser draws it: the code boxes as they first show, unseen, hold their room. */
export const OtpSignInPending = authPending('otpSignIn', function IdleCodeEntry() {
  const t = useT(authMessages)
  return <CodeEntry api={{ ...idleOtpSignIn, email: t('auth.email.placeholder') }} />
})
