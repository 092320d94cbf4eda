import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { LoadFailedNotice, Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import type { TwoStepApi } from './use-two-step'

const TwoStepQr = lazy(() => import('./two-step-qr'))

const secret = css({ fontFamily: 'mono', fontSize: 'md', fontWeight: 'semibold', letterSpacing: 'wide', overflowWrap: 'anywhere' })
const qrBox = css({ display: 'grid', placeItems: 'center', minHeight: '12rem' })
const codes = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '4',
  bg: 'bg.subtle',
  fontFamily: 'mono',
  fontSize: 'md',
  fontWeight: 'semibold',
})
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })
const muted = css({ fontSize: 'sm', color: 'fg.muted' })

function CodeForm({ id, api, label }: { id: string; api: TwoStepApi; label: string }) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        api.submitCode()
      }}
    >
      <TextInput
        label={label}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        value={api.code}
        error={api.codeError}
        onChange={(event) => api.changeCode(event.target.value)}
      />
    </form>
  )
}

/** Two-step sign-in's dialogs: set-up (QR code, secret, first code), a current code, the recovery codes. */
export function TwoStepDialogs({ api }: { api: TwoStepApi }) {
  return (
    <>
      <Modal
        open={api.setup !== null}
        title="Turn on two-step sign-in"
        description="Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then type the 6-digit code it shows."
        onClose={api.close}
        footer={
          <>
            <Button variant="outline" size="lg" onClick={api.close} disabled={api.busy}>
              Cancel
            </Button>
            <Button size="lg" type="submit" form="two-step-enable" loading={api.busy}>
              Turn on
            </Button>
          </>
        }
      >
        {api.setup ? (
          <>
            <div className={qrBox}>
              <Suspense fallback={<Spinner label="Drawing the QR code" />}>
                <TwoStepQr value={api.setup.otpauthUri} />
              </Suspense>
            </div>
            <p className={muted}>Can't scan? Type this key into the app:</p>
            <p className={secret} data-testid="two-step-secret">
              {api.setup.secret}
            </p>
            <CodeForm id="two-step-enable" api={api} label="6-digit code from the app" />
          </>
        ) : null}
      </Modal>
      <Modal
        open={api.askingCodeFor !== null}
        title={api.askingCodeFor ?? ''}
        description="Type the 6-digit code your authenticator app shows now, or one of your recovery codes."
        onClose={api.close}
        footer={
          <>
            <Button variant="outline" size="lg" onClick={api.close} disabled={api.busy}>
              Cancel
            </Button>
            <Button size="lg" type="submit" form="two-step-code" loading={api.busy}>
              Confirm
            </Button>
          </>
        }
      >
        <CodeForm id="two-step-code" api={api} label="Code" />
      </Modal>
      <Modal
        open={api.recoveryCodes !== null}
        title="Save your recovery codes"
        description="If you lose your phone, each of these codes signs you in once instead of a code from the app. We show them only now."
        onClose={api.savedCodes}
        footer={
          <Button size="lg" onClick={api.savedCodes}>
            I saved my codes
          </Button>
        }
      >
        <ul className={codes} aria-label="Recovery codes">
          {(api.recoveryCodes ?? []).map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Notice tone="info">Keep them somewhere safe, away from your phone: a password manager or a printed page.</Notice>
      </Modal>
    </>
  )
}

/** The card's body and buttons: on or off, and what to do next. */
export function TwoStepSummary({ api }: { api: TwoStepApi }) {
  if (api.loading) return <Spinner label="Loading two-step sign-in" />
  if (api.loadFailed) return <LoadFailedNotice title="We couldn't load two-step sign-in." message={api.error} onRetry={api.retry} />
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={muted} data-testid="two-step-summary">
        {api.summary}
      </p>
      <div className={actions}>
        {api.on ? (
          <>
            <Button variant="outline" onClick={api.regenerate} disabled={api.busy}>
              New recovery codes
            </Button>
            <Button variant="outline" onClick={api.turnOff} disabled={api.busy}>
              Turn off
            </Button>
          </>
        ) : (
          <Button onClick={api.start} loading={api.busy}>
            Turn on two-step sign-in
          </Button>
        )}
      </div>
    </div>
  )
}
