import { useId } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { RefreshIcon } from '@/components/ui/icons'
import { PinInput } from '@/components/ui/pin-input'
import { TextInput } from '@/components/ui/text-input'
import { FormDialog } from '@/components/ui/form-dialog'
import type { EditEmailApi } from './use-edit-email'

const styles = {
  sentTo: css({ color: 'fg.muted', mb: '2' }),
  email: css({ color: 'fg.heading', fontWeight: '700', overflowWrap: 'anywhere' }),
  codeError: css({ minHeight: '5', fontSize: 'sm', lineHeight: '1.25rem', color: 'danger.fg', fontWeight: '550', mt: '1' }),
  resendRow: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    pt: '3',
    mt: '1',
    borderTopWidth: '1px',
    borderColor: 'border.default',
  }),
  resendHint: css({ fontSize: 'sm', color: 'fg.muted' }),
  countdown: css({ fontVariantNumeric: 'tabular-nums' }),
}

/**
 * Edit Email (SPEC §2): step one, the new email, the current password (asked again before this sensitive change)
 * and 'Send me the code'; step two, the 5-digit code and
 * 'Verify & Save Email Change', with resend behind a visible 30-second countdown. Cancel on step two goes back to
 * step one.
 */
export function EditEmailDialog({ api }: { api: EditEmailApi }) {
  const step = api.awaitingCode
    ? {
        description: 'Enter the code to confirm your new email address.',
        submitLabel: 'Verify & Save Email Change',
        busy: api.verifying,
        canSubmit: api.canVerify,
        onCancel: api.cancel,
      }
    : {
        description: "We'll send a 5-digit code to your new address to make sure it's yours.",
        submitLabel: 'Send me the code',
        busy: api.sendingCode,
        enterSaves: true,
      }
  return (
    <FormDialog open={api.open} title="Edit Email" onSubmit={api.submit} onClose={api.close} {...step}>
      {api.awaitingCode ? <CodeStep api={api} /> : <EmailStep api={api} />}
    </FormDialog>
  )
}

function EmailStep({ api }: { api: EditEmailApi }) {
  return (
    <>
      <TextInput
        {...api.emailField}
        label="New email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@example.com"
      />
      <TextInput
        {...api.currentPasswordField}
        label="Current password"
        helperText="To keep your account safe, confirm it's you."
        type="password"
        autoComplete="current-password"
      />
    </>
  )
}

function CodeStep({ api }: { api: EditEmailApi }) {
  const errorId = useId()
  return (
    <>
      <p className={styles.sentTo}>
        We sent a 5-digit code to <span className={styles.email}>{api.newEmail}</span>. It expires in 10 minutes.
      </p>
      <PinInput
        label="Email code"
        name="otp"
        length={api.codeLength}
        value={api.code}
        onValueChange={api.setCode}
        disabled={api.verifying}
        invalid={Boolean(api.codeError)}
        describedBy={api.codeError ? errorId : undefined}
        autoFocus
      />
      <p id={errorId} className={styles.codeError} role="alert">
        {api.codeError ?? ''}
      </p>
      <div className={styles.resendRow}>
        <p className={styles.resendHint}>Didn't get it? Check your spam folder.</p>
        <Button variant="ghost" size="sm" loading={api.resending} disabled={!api.canResend} onClick={api.resend}>
          {api.resending ? null : <RefreshIcon size={16} />}
          <span className={styles.countdown}>{api.resendLabel}</span>
        </Button>
      </div>
    </>
  )
}
