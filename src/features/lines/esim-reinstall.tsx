import { esimCode } from 'styled-system/recipes/esim-code'
import { IconPicture } from '@/components/ui/icon-picture'
import { StepUpDialog } from '@/components/step-up/step-up-dialog'
import { Button } from '@/components/ui/button'
import { RefreshIcon } from '@/components/ui/icons'
import { ConfirmationModal, Modal } from '@/components/ui/modal'
import { EsimActivationDetails } from './esim-qr-dialog'
import { linesMessages } from '@/i18n/catalogues/lines'
import { useT } from '@/i18n/react'
import { useEsimReinstall } from './use-esim-reinstall'

/**
 * "Reinstall eSIM" on an active eSIM line: for a new phone or a deleted eSIM. A confirmation says
 * the current QR code stops working; then the new QR code and activation code.
 */
export function EsimReinstall({ lineId, lineTitle, reloadLines }: { lineId: string; lineTitle: string; reloadLines: () => void }) {
  const api = useEsimReinstall(lineId, reloadLines)
  const t = useT(linesMessages)
  return (
    <>
      {/* Never drawn in an assisted session, which is never given the code (the line says why); disabled all the same. */}
      <Button
        variant="outline"
        size="sm"
        onClick={api.open}
        disabled={api.assisted}
        aria-label={t('lines.esim.reinstallLabel', { line: lineTitle })}
      >
        {t('lines.esim.reinstall')}
      </Button>
      <ConfirmationModal
        open={api.confirming}
        title={t('lines.esim.reinstallTitle')}
        message={
          <>
            {t('lines.esim.reinstallText', { line: lineTitle })}
            {api.error ? <strong className={esimCode().error}>{api.error}</strong> : null}
          </>
        }
        picture={<IconPicture icon={RefreshIcon} />}
        confirmLabel={t('lines.esim.reinstall')}
        onConfirm={api.confirm}
        onCancel={api.close}
        loading={api.busy}
      />
      <Modal
        open={api.newCode !== null}
        title={t('lines.esim.newTitle')}
        description={t('lines.esim.newText', { line: lineTitle })}
        onClose={api.close}
        footer={
          <Button variant="solid" size="lg" onClick={api.close}>
            {t('lines.esim.done')}
          </Button>
        }
      >
        {api.newCode ? <EsimActivationDetails code={api.newCode} label={t('lines.esim.newLabel', { line: lineTitle })} /> : null}
      </Modal>
      <StepUpDialog actor={api.stepUpActor} />
    </>
  )
}
