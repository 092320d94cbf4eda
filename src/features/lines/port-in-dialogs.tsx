import { SuccessRobot } from '@/components/illustrations/robots'
import { OutcomeDialog } from '@/components/ui/modal'
import { Notice } from '@/components/ui/notice'
import { TextInput } from '@/components/ui/text-input'
import { FormDialog } from '@/components/ui/form-dialog'
import { ELIGIBLE_TITLE, type PortInApi } from './use-port-in'

/**
 * The port-in variant of the success dialog ('Good News! Your number is eligible for port-in', 'Continue') and the
 * port-in details dialog in its three modes (SPEC §2).
 */
export function PortInDialogs({ api }: { api: PortInApi }) {
  return (
    <>
      <OutcomeDialog
        open={api.eligibleOpen}
        role="dialog"
        picture={<SuccessRobot width={112} height={112} />}
        title={ELIGIBLE_TITLE}
        description={api.number ? `${api.number} can move to Ring Mobile.` : undefined}
        actionLabel="Continue"
        onAction={api.continue}
        onClose={api.close}
        loading={api.busy}
      />
      <FormDialog
        open={api.detailsOpen}
        title={api.title}
        description={api.subtitle}
        submitLabel={api.submitLabel}
        busy={api.busy}
        canSubmit={api.canSubmit}
        onSubmit={api.submit}
        onClose={api.close}
      >
        {api.formError ? <Notice tone="danger">{api.formError}</Notice> : null}
        <TextInput
          label="Billing account number"
          {...api.billingAccountField}
          helperText="Your account number with your old carrier, as on your bill."
          autoComplete="off"
          autoFocus={!api.pinPasswordField.error}
        />
        <TextInput
          label="Account PIN or password"
          {...api.pinPasswordField}
          // Masked, with the input's reveal button: the stored PIN, fetched on its own, prefills edit and resubmit.
          type="password"
          helperText={
            api.loading ? 'Loading your saved PIN or password…' : 'The port-out PIN or account password your old carrier gave you.'
          }
          aria-busy={api.loading || undefined}
          autoComplete="off"
          autoFocus={!!api.pinPasswordField.error}
        />
      </FormDialog>
    </>
  )
}
