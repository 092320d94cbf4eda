import type { ActorRefFrom } from 'xstate'
import { settingsMessages } from '@/i18n/catalogues/settings'
import { settingsTexts } from '@/i18n/catalogues/settings-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { css } from 'styled-system/css'
import type { stepUpMachine, StepUpMethod } from '@machines/step-up.machine'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { TextInput } from '@/components/ui/text-input'
import { useStepUp } from './use-step-up'

const OTHER_LABEL = {
  password: 'settings.stepUp.other.password',
  code: 'settings.stepUp.other.code',
  passkey: 'settings.stepUp.other.passkey',
} as const satisfies Record<StepUpMethod, string>
const others = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', mt: '2' })
const linkButton = css({
  color: 'accent.fg',
  fontWeight: 'semibold',
  fontSize: 'sm',
  textDecoration: 'underline',
  cursor: 'pointer',
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
})

/** The dialog of a running step-up child: its own chunk, loaded when a flow first asks for the proof. */
export default function OpenStepUp({ actor }: { actor: ActorRefFrom<typeof stepUpMachine> }) {
  const api = useStepUp(actor)
  const t = useT(settingsMessages)
  const tr = useTranslateText(settingsTexts)
  const field =
    api.method === 'password'
      ? { label: t('settings.stepUp.password'), type: 'password', autoComplete: 'current-password' }
      : { label: t('settings.stepUp.code'), type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' as const }
  return (
    <Modal
      open={api.open}
      title={t('settings.stepUp.title')}
      description={t('settings.stepUp.description')}
      onClose={api.cancel}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={api.cancel} disabled={api.busy}>
            {t('settings.stepUp.cancel')}
          </Button>
          <Button size="lg" type="submit" form="step-up-form" loading={api.busy}>
            {t(api.method === 'passkey' ? 'settings.stepUp.usePasskey' : 'settings.stepUp.confirm')}
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
          <p className={css({ color: 'fg.muted' })}>{t('settings.stepUp.passkeyText')}</p>
        ) : (
          <TextInput
            key={api.method}
            name="secret"
            {...field}
            value={api.secret}
            error={api.error && tr(api.error)}
            onChange={(event) => api.change(event.target.value)}
          />
        )}
        {api.method === 'passkey' && api.error ? (
          <p className={css({ color: 'danger.fg', mt: '2', fontWeight: 'medium' })}>{tr(api.error)}</p>
        ) : null}
      </form>
      {api.otherMethods.length ? (
        <div className={others}>
          {api.otherMethods.map((method) => (
            <button key={method} type="button" className={linkButton} onClick={() => api.choose(method)} disabled={api.busy}>
              {t(OTHER_LABEL[method])}
            </button>
          ))}
        </div>
      ) : null}
    </Modal>
  )
}
