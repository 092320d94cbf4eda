import { QrCode } from '@ark-ui/react/qr-code'
import { esimCode } from 'styled-system/recipes/esim-code'

/**
 * The eSIM activation code as a QR code. Ark UI's QR code (zag, with the MIT `uqr` encoder, bundled, no network)
 * draws it as an SVG; this module is loaded on demand so that the encoder stays out of the first page load.
 */
export default function EsimQrCode({ value, label }: { value: string; label: string }) {
  const classes = esimCode()
  return (
    <QrCode.Root value={value} encoding={{ ecc: 'M' }} className={classes.qr} role="img" aria-label={label}>
      <QrCode.Frame className={classes.pattern}>
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  )
}
