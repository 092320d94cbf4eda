import { SuccessRobot } from '@/components/illustrations/robots'
import { linesMessages } from '@/i18n/catalogues/lines'
import { linesTexts } from '@/i18n/catalogues/lines-texts'
import { useT, useTranslateText } from '@/i18n/react'
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
  const t = useT(linesMessages)
  const tr = useTranslateText(linesTexts)
  return (
    <>
      <OutcomeDialog
        open={api.eligibleOpen}
        role="dialog"
        picture={<SuccessRobot width={112} height={112} />}
        title={tr(ELIGIBLE_TITLE)}
        description={api.number ? t('lines.portInDialog.eligibleText', { number: api.number }) : undefined}
        actionLabel={t('lines.portInDialog.continue')}
        onAction={api.continue}
        onClose={api.close}
        loading={api.busy}
      />
      <FormDialog
        open={api.detailsOpen}
        title={tr(api.title)}
        description={tr(api.subtitle)}
        submitLabel={tr(api.submitLabel)}
        busy={api.busy}
        canSubmit={api.canSubmit}
        onSubmit={api.submit}
        onClose={api.close}
      >
        {api.formError ? <Notice tone="danger">{api.formError}</Notice> : null}
        <TextInput
          label={t('lines.portInDialog.billingAccount')}
          {...api.billingAccountField}
          helperText={t('lines.portInDialog.billingHelper')}
          autoComplete="off"
          autoFocus={!api.pinPasswordField.error}
        />
        <TextInput
          label={t('lines.portInDialog.pin')}
          {...api.pinPasswordField}
          // Masked, with the input's reveal button: the stored PIN, fetched on its own, prefills edit and resubmit.
          type="password"
          helperText={api.loading ? t('lines.portInDialog.pinLoading') : t('lines.portInDialog.pinHelper')}
          aria-busy={api.loading || undefined}
          autoComplete="off"
          autoFocus={!!api.pinPasswordField.error}
        />
      </FormDialog>
    </>
  )
}
