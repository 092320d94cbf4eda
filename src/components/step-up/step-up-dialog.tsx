import type { ActorRefFrom } from 'xstate'
import { css } from 'styled-system/css'
import type { stepUpMachine, StepUpMethod } from '@machines/step-up.machine'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { TextInput } from '@/components/ui/text-input'
import { useStepUp } from './use-step-up'

const OTHER_LABEL: Record<StepUpMethod, string> = {
  password: 'Use my password instead',
  code: 'Use a code from my authenticator app',
  passkey: 'Use a passkey',
}
const others = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', mt: '2' })
const linkButton = css({
  color: 'accent.fg',
  fontWeight: 'semibold',
  fontSize: 'sm',
  textDecoration: 'underline',
  cursor: 'pointer',
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
})

function OpenStepUp({ actor }: { actor: ActorRefFrom<typeof stepUpMachine> }) {
  const api = useStepUp(actor)
  const field =
    api.method === 'password'
      ? { label: 'Password', type: 'password', autoComplete: 'current-password' }
      : { label: 'Code from your authenticator app', type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' as const }
  return (
    <Modal
      open={api.open}
      title="Confirm it's you"
      description="This change protects your account. We won't ask again for 10 minutes."
      onClose={api.cancel}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={api.cancel} disabled={api.busy}>
            Cancel
          </Button>
          <Button size="lg" type="submit" form="step-up-form" loading={api.busy}>
            {api.method === 'passkey' ? 'Use my passkey' : 'Confirm'}
          </Button>
        </>
      }
    >
      <form
        id="step-up-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          api.submit()
        }}
      >
        {api.method === 'passkey' ? (
          <p className={css({ color: 'fg.muted' })}>Your browser will ask for your passkey (your fingerprint, face or screen lock).</p>
        ) : (
          <TextInput
            key={api.method}
            name="secret"
            {...field}
            value={api.secret}
            error={api.error}
            onChange={(event) => api.change(event.target.value)}
          />
        )}
        {api.method === 'passkey' && api.error ? (
          <p className={css({ color: 'danger.fg', mt: '2', fontWeight: 'medium' })}>{api.error}</p>
        ) : null}
      </form>
      {api.otherMethods.length ? (
        <div className={others}>
          {api.otherMethods.map((method) => (
            <button key={method} type="button" className={linkButton} onClick={() => api.choose(method)} disabled={api.busy}>
              {OTHER_LABEL[method]}
            </button>
          ))}
        </div>
      ) : null}
    </Modal>
  )
}

/** "Confirm it's you" for a flow whose `stepUp` child runs (nothing while it does not). */
export function StepUpDialog({ actor }: { actor: ActorRefFrom<typeof stepUpMachine> | undefined }) {
  return actor ? <OpenStepUp actor={actor} /> : null
}
