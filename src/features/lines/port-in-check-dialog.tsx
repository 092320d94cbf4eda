import { ErrorRobot } from '@/components/illustrations/robots'
import { linesMessages } from '@/i18n/catalogues/lines'
import { useT } from '@/i18n/react'
import { OutcomeDialog } from '@/components/ui/modal'
import { Notice } from '@/components/ui/notice'
import { TextInput } from '@/components/ui/text-input'
import { FormDialog, formDialogOf } from '@/components/ui/form-dialog'
import type { PortInCheckApi } from './use-port-in-check'

/** SPEC §2 failure dialog variants used by the eligibility check. */
const FAILURE_TEXTS = {
  notEligible: { title: 'lines.check.notEligibleTitle', body: 'lines.check.notEligible' },
  failed: { title: 'lines.check.failedTitle', body: 'lines.check.failed' },
} as const

/** Port-in eligibility check (SPEC §2): portIn and zipCode, Verify and Cancel; the failure dialog with Try again. */
export function PortInCheckDialog({ api }: { api: PortInCheckApi }) {
  const failure = api.failure ? FAILURE_TEXTS[api.failure] : null
  const t = useT(linesMessages)
  return (
    <>
      <FormDialog
        {...formDialogOf(api)}
        title={t('lines.check.title')}
        description={t('lines.check.description')}
        submitLabel={t('lines.check.verify')}
      >
        {api.formError ? <Notice tone="danger">{api.formError}</Notice> : null}
        <TextInput label={t('lines.check.number')} {...api.portInField} inputMode="tel" autoComplete="tel-national" autoFocus />
        <TextInput label={t('lines.check.zip')} {...api.zipCodeField} inputMode="numeric" autoComplete="postal-code" />
      </FormDialog>
      <OutcomeDialog
        open={!!failure}
        picture={<ErrorRobot width={112} height={112} />}
        title={failure ? t(failure.title) : ''}
        description={failure ? t(failure.body) : undefined}
        actionLabel={t('lines.check.tryAgain')}
        onAction={api.retry}
        onClose={api.close}
      />
    </>
  )
}
