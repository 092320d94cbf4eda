import { MailIcon } from '@/components/ui/icons'
import { EmailField, formStep, idleField, idleSubmit, SubmitForm } from '../shared/auth-ui'
import { useCodeRequest, type CodeRequestApi } from './use-code-request'
import { authMessages } from '@/i18n/catalogues/auth'
import { useT } from '@/i18n/react'

function CodeRequestForm({ api }: { api: CodeRequestApi }) {
  const t = useT(authMessages)
  return (
    <SubmitForm api={api} label={t('auth.emailCode')} submit={t('auth.emailCode')} icon={<MailIcon size={18} />} enterMovesOn>
      <EmailField {...api.emailField} helperText={t('auth.code.helper')} autoFocus />
    </SubmitForm>
  )
}

const idleCodeRequest: CodeRequestApi = { ...idleSubmit, emailField: idleField('email'), email: '' }

/**
 * /login-without-password: we email a 6-digit code, then /otp-login says where it went and takes the code; and its
 * pending page, the same form unseen holding its room.
 */
export const { Page: CodeRequestPage, Pending: CodeRequestPending } = formStep(
  'codeRequest',
  useCodeRequest,
  CodeRequestForm,
  idleCodeRequest,
)
