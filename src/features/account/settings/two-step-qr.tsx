import { QrCode } from '@ark-ui/react/qr-code'
import { settingsMessages } from '@/i18n/catalogues/settings'
import { useT } from '@/i18n/react'
import { esimCode } from 'styled-system/recipes/esim-code'

/** The authenticator app's QR code (otpauth://), drawn by Ark UI's QR code; loaded on demand with its encoder. */
export default function TwoStepQr({ value }: { value: string }) {
  const classes = esimCode()
  const t = useT(settingsMessages)
  return (
    <QrCode.Root value={value} encoding={{ ecc: 'M' }} className={classes.qr} role="img" aria-label={t('settings.twoStep.qrLabel')}>
      <QrCode.Frame className={classes.pattern}>
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  )
}
