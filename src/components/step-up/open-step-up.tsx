import type { ActorRefFrom } from 'xstate'
import { settingsMessages } from '@/i18n/catalogues/settings'
import { settingsTexts } from '@/i18n/catalogues/settings-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { stepUp } from 'styled-system/recipes/step-up'
import type { stepUpMachine, StepUpMethod } from '@machines/step-up.machine'
import { useAssisted } from '@/app/app-context'
import { Button } from '@/components/ui/button'
import { MachineForm } from '@/components/ui/machine-form'
import { ConfirmDialog, Modal } from '@/components/ui/modal'
import { TextInput } from '@/components/ui/text-input'
import { useStepUp } from './use-step-up'

const OTHER_LABEL = {
  password: 'settings.stepUp.other.password',
  code: 'settings.stepUp.other.code',
  passkey: 'settings.stepUp.other.passkey',
} as const satisfies Record<StepUpMethod, string>
const classes = stepUp()

/** The dialog of a running step-up child: its own chunk, loaded when a flow first asks for the proof. */
export default function OpenStepUp({ actor }: { actor: ActorRefFrom<typeof stepUpMachine> }) {
  const api = useStepUp(actor)
  const t = useT(settingsMessages)
  const tr = useTranslateText(settingsTexts)
  // A support agent's session is never proven (decision 0031): no field to type the customer's password into, only why
  // and who must do it. The flows do not offer what asks for it there (`notAssisted`); this is for one that would.
  const assisted = useAssisted()
  if (assisted) {
    return (
      <Modal
        open={api.open}
        title={t('settings.stepUp.title')}
        description={t('settings.stepUp.assisted')}
        onClose={api.cancel}
        footer={
          <Button variant="solid" size="lg" onClick={api.cancel}>
            {t('settings.stepUp.cancel')}
          </Button>
        }
      />
    )
  }
  const field =
    api.method === 'password'
      ? { label: t('settings.stepUp.password'), type: 'password', autoComplete: 'current-password' }
      : { label: t('settings.stepUp.code'), type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' as const }
  return (
    <ConfirmDialog
      open={api.open}
      title={t('settings.stepUp.title')}
      description={t('settings.stepUp.description')}
      cancelLabel={t('settings.stepUp.cancel')}
      onCancel={api.cancel}
      confirmLabel={t(api.method === 'passkey' ? 'settings.stepUp.usePasskey' : 'settings.stepUp.confirm')}
      form="step-up-form"
      busy={api.busy}
    >
      <MachineForm id="step-up-form" onSubmit={api.submit} onEnter={api.submit}>
        {api.method === 'passkey' ? (
          <p className={classes.text}>{t('settings.stepUp.passkeyText')}</p>
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
        {api.method === 'passkey' && api.error ? <p className={classes.error}>{tr(api.error)}</p> : null}
      </MachineForm>
      {api.otherMethods.length ? (
        <div className={classes.others}>
          {api.otherMethods.map((method) => (
            <button key={method} type="button" className={classes.other} onClick={() => api.choose(method)} disabled={api.busy}>
              {t(OTHER_LABEL[method])}
            </button>
          ))}
        </div>
      ) : null}
    </ConfirmDialog>
  )
}
