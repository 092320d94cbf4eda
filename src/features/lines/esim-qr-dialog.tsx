import { esimCode } from 'styled-system/recipes/esim-code'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { QrCode } from '@/components/ui/qr-code'
import { parseActivationCode } from './format'
import { linesMessages } from '@/i18n/catalogues/lines'
import { useT } from '@/i18n/react'
import type { LineView } from './use-lines'

/** An eSIM activation code as a QR code with the steps, and its SM-DP+ address and code for typing it in. */
export function EsimActivationDetails({ code, label }: { code: string; label: string }) {
  const classes = esimCode()
  const parts = parseActivationCode(code)
  const t = useT(linesMessages)
  return (
    <div className={classes.root}>
      <div className={classes.frame} data-testid="esim-qr">
        <QrCode value={code} label={label} loadingLabel={t('lines.esim.loadingQr')} />
      </div>
      <ol className={classes.steps}>
        <li>{t('lines.esim.step1')}</li>
        <li>{t('lines.esim.step2')}</li>
      </ol>
      {parts ? (
        <div className={classes.manual} aria-label={t('lines.esim.manual')}>
          <div className={classes.row}>
            <span className={classes.label}>{t('lines.esim.smdp')}</span>
            <span className={classes.value}>{parts.smdpAddress}</span>
          </div>
          <div className={classes.row}>
            <span className={classes.label}>{t('lines.esim.code')}</span>
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
  const t = useT(linesMessages)
  const line = view?.number || view?.title || ''
  return (
    <Modal
      open={!!view && !!activation}
      title={t('lines.esim.qrTitle')}
      description={view ? t('lines.esim.qrText', { line }) : undefined}
      onClose={onClose}
      footer={
        <Button variant="outline" size="lg" onClick={onClose}>
          {t('lines.esim.close')}
        </Button>
      }
    >
      {activation ? <EsimActivationDetails code={activation.code} label={t('lines.esim.qrLabel', { line })} /> : null}
    </Modal>
  )
}
