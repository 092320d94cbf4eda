import { QrCode as ArkQrCode } from '@ark-ui/react/qr-code'
import { esimCode } from 'styled-system/recipes/esim-code'

/**
 * A QR code drawn as an SVG by Ark UI's QR code (zag, with the MIT `uqr` encoder, bundled, no network), named by
 * `label`. Loaded on demand by `QrCode` (./qr-code.tsx), so that the encoder stays out of the first page load.
 */
export default function QrCodeSvg({ value, label }: { value: string; label: string }) {
  const classes = esimCode()
  return (
    <ArkQrCode.Root value={value} encoding={{ ecc: 'M' }} className={classes.qr} role="img" aria-label={label}>
      <ArkQrCode.Frame className={classes.pattern}>
        <ArkQrCode.Pattern />
      </ArkQrCode.Frame>
    </ArkQrCode.Root>
  )
}
