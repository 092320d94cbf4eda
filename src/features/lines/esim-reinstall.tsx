import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { RefreshIcon } from '@/components/ui/icons'
import { ConfirmationModal, Modal } from '@/components/ui/modal'
import { EsimActivationDetails } from './esim-qr-dialog'
import { useEsimReinstall } from './use-esim-reinstall'

/**
 * "Reinstall eSIM" on an active eSIM line: for a new phone or a deleted eSIM. A confirmation says
 * the current QR code stops working; then the new QR code and activation code.
 */
export function EsimReinstall({ lineId, lineTitle, reloadLines }: { lineId: string; lineTitle: string; reloadLines: () => void }) {
  const api = useEsimReinstall(lineId, reloadLines)
  return (
    <>
      <Button variant="outline" size="sm" onClick={api.open} aria-label={`Reinstall eSIM for ${lineTitle}`}>
        Reinstall eSIM
      </Button>
      <ConfirmationModal
        open={api.confirming}
        title="Reinstall eSIM?"
        message={
          <>
            We will issue a new eSIM QR code for {lineTitle}. The current QR code stops working at once, and the eSIM on your current phone
            may stop working until you install the new one.
            {api.error ? <strong className={css({ display: 'block', marginTop: '2', color: 'danger.fg' })}>{api.error}</strong> : null}
          </>
        }
        picture={
          <span
            className={css({
              display: 'grid',
              placeItems: 'center',
              width: '20',
              height: '20',
              borderRadius: 'full',
              bg: 'navy.50',
              color: 'navy.800',
            })}
          >
            <RefreshIcon aria-hidden="true" size={40} />
          </span>
        }
        confirmLabel="Reinstall eSIM"
        onConfirm={api.confirm}
        onCancel={api.close}
        loading={api.busy}
      />
      <Modal
        open={api.newCode !== null}
        title="Your new eSIM QR code"
        description={`Scan it with the phone that will use ${lineTitle}. The previous code no longer works.`}
        onClose={api.close}
        footer={
          <Button variant="solid" size="lg" onClick={api.close}>
            Done
          </Button>
        }
      >
        {api.newCode ? <EsimActivationDetails code={api.newCode} label={`New eSIM QR code for ${lineTitle}`} /> : null}
      </Modal>
    </>
  )
}
