import { getRouteApi, Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { css } from 'styled-system/css'
import { Button, buttonStyle } from '@/components/ui/button'
import { MailIcon, RefreshIcon } from '@/components/ui/icons'
import { PinInput, type PinInputHandle } from '@/components/ui/pin-input'
import { Spinner } from '@/components/ui/spinner'
import { authCopy } from '../shared/auth-copy'
import { AuthScreen, FormAlert, StatusBlock } from '../shared/auth-ui'
import '../shared/history-state'
import { useOtpSignIn, type OtpSignInApi } from './use-otp-sign-in'
import { rememberedEmail } from '@/lib/storage/sign-in'

const route = getRouteApi('/_site/otp-login')

const styles = {
  sentTo: css({ color: 'fg.muted' }),
  email: css({ color: 'fg.heading', fontWeight: '700', overflowWrap: 'anywhere' }),
  checking: css({ display: 'flex', alignItems: 'center', gap: '2', color: 'navy.700', fontSize: 'sm', fontWeight: '600', minHeight: '5' }),
  resendRow: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    pt: '4',
    mt: '1',
    borderTopWidth: '1px',
    borderColor: 'border.default',
  }),
  resendHint: css({ fontSize: 'sm', color: 'fg.muted' }),
  countdown: css({ fontVariantNumeric: 'tabular-nums' }),
}

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
  return (
    <StatusBlock
      icon={<MailIcon />}
      title="We don't know where to send a code"
      actions={
        <Link to="/login-without-password" search={{ redirect }} className={buttonStyle({ size: 'lg', fullWidth: true })}>
          Email me a sign-in code
        </Link>
      }
    >
      This page needs the email address the code was sent to. Ask for a code and we'll bring you back here.
    </StatusBlock>
  )
}

function CodeEntry({ api }: { api: OtpSignInApi }) {
  const pin = useRef<PinInputHandle>(null)
  const hintId = useId()
  // After a wrong code (or a new one) the boxes are empty again: put the cursor back in the first.
  useEffect(() => {
    if (!api.codeDisabled && api.code === '' && (api.error || api.notice)) pin.current?.focus()
  }, [api.codeDisabled, api.code, api.error, api.notice])

  return (
    <>
      <p className={styles.sentTo}>
        We sent a 6-digit code to <span className={styles.email}>{api.email}</span>. It expires in 10 minutes.
      </p>
      <PinInput
        ref={pin}
        label="Sign-in code"
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
            <Spinner size="sm" /> Checking your code…
          </p>
        ) : api.error ? (
          <FormAlert detail={api.retryLine}>{api.error}</FormAlert>
        ) : api.notice ? (
          <FormAlert tone="success">{api.notice}</FormAlert>
        ) : (
          <p className={styles.resendHint}>Can't find it? Check your spam folder; the email can take a minute to arrive.</p>
        )}
      </div>
      <div className={styles.resendRow}>
        <p className={styles.resendHint}>{api.needsNewCode ? 'Send a new code to the same address:' : "Didn't get the email?"}</p>
        <Button
          variant={api.needsNewCode ? 'solid' : 'outline'}
          size="lg"
          fullWidth
          loading={api.resending}
          disabled={!api.canResend}
          onClick={api.resend}
        >
          {api.resending ? null : <RefreshIcon size={18} />}
          <span className={styles.countdown}>{api.resendLabel}</span>
        </Button>
      </div>
    </>
  )
}
