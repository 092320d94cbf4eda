import { lazy, Suspense } from 'react'
import { esimCode } from 'styled-system/recipes/esim-code'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { Spinner } from '@/components/ui/spinner'
import { parseActivationCode } from './format'
import type { LineView } from './use-lines'

const EsimQrCode = lazy(() => import('./esim-qr-code'))

/** An eSIM activation code as a QR code with the steps, and its SM-DP+ address and code for typing it in. */
export function EsimActivationDetails({ code, label }: { code: string; label: string }) {
  const classes = esimCode()
  const parts = parseActivationCode(code)
  return (
    <div className={classes.root}>
      <div className={classes.frame} data-testid="esim-qr">
        <Suspense fallback={<Spinner label="Loading the QR code" />}>
          <EsimQrCode value={code} label={label} />
        </Suspense>
      </div>
      <ol className={classes.steps}>
        <li>On your phone, open Settings and choose to add an eSIM (Mobile data or Cellular).</li>
        <li>Scan this QR code, or choose to enter the details manually.</li>
      </ol>
      {parts ? (
        <div className={classes.manual} aria-label="Manual code">
          <div className={classes.row}>
            <span className={classes.label}>SM-DP+ address</span>
            <span className={classes.value}>{parts.smdpAddress}</span>
          </div>
          <div className={classes.row}>
            <span className={classes.label}>Activation code</span>
            <span className={classes.value}>{parts.activationCode}</span>
          </div>
        </div>
      ) : null}
    </div>
  )
}

/** An active eSIM line's activation QR code and, for typing it in, the SM-DP+ address and activation code. */
export function EsimQrDialog({ view, onClose }: { view: LineView | null; onClose: () => void }) {
  const activation = view?.activation ?? null
  return (
    <Modal
      open={!!view && !!activation}
      title="Your eSIM QR code"
      description={view ? `Scan it with the phone that will use ${view.number || view.title}.` : undefined}
      onClose={onClose}
      footer={
        <Button variant="outline" size="lg" onClick={onClose}>
          Close
        </Button>
      }
    >
      {activation ? <EsimActivationDetails code={activation.code} label={`eSIM QR code for ${view?.number || view?.title}`} /> : null}
    </Modal>
  )
}
