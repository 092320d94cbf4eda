import { QrCode } from '@ark-ui/react/qr-code'
import { esimCode } from 'styled-system/recipes/esim-code'

/** The authenticator app's QR code (otpauth://), drawn by Ark UI's QR code; loaded on demand with its encoder. */
export default function TwoStepQr({ value }: { value: string }) {
  const classes = esimCode()
  return (
    <QrCode.Root value={value} encoding={{ ecc: 'M' }} className={classes.qr} role="img" aria-label="QR code for your authenticator app">
      <QrCode.Frame className={classes.pattern}>
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  )
}
