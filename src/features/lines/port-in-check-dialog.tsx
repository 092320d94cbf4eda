import { ErrorRobot } from '@/components/illustrations/robots'
import { OutcomeDialog } from '@/components/ui/modal'
import { Notice } from '@/components/ui/notice'
import { TextInput } from '@/components/ui/text-input'
import { FormDialog, formDialogOf } from '@/components/ui/form-dialog'
import type { PortInCheckApi } from './use-port-in-check'

/** SPEC §2 failure dialog variants used by the eligibility check. */
const FAILURE_TEXTS = {
  notEligible: { title: 'Oops!', body: 'This number is not eligible for port-in.' },
  failed: { title: 'That Failed...', body: 'Something went wrong. Please try again!' },
} as const

/** Port-in eligibility check (SPEC §2): portIn and zipCode, Verify and Cancel; the failure dialog with Try again. */
export function PortInCheckDialog({ api }: { api: PortInCheckApi }) {
  const failure = api.failure ? FAILURE_TEXTS[api.failure] : null
  return (
    <>
      <FormDialog
        {...formDialogOf(api)}
        title="Can your number move to Ring Mobile?"
        description="Enter the number you want to keep and the ZIP code on your old carrier account."
        submitLabel="Verify"
      >
        {api.formError ? <Notice tone="danger">{api.formError}</Notice> : null}
        <TextInput label="Number to bring" {...api.portInField} inputMode="tel" autoComplete="tel-national" autoFocus />
        <TextInput label="ZIP code" {...api.zipCodeField} inputMode="numeric" autoComplete="postal-code" />
      </FormDialog>
      <OutcomeDialog
        open={!!failure}
        picture={<ErrorRobot width={112} height={112} />}
        title={failure?.title ?? ''}
        description={failure?.body}
        actionLabel="Try again"
        onAction={api.retry}
        onClose={api.close}
      />
    </>
  )
}
