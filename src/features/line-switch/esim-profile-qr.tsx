import { QrCode } from '@ark-ui/react/qr-code'
import { esimCode } from 'styled-system/recipes/esim-code'
import { switchPhoneMessages } from '@/i18n/catalogues/switch-phone'
import { useT } from '@/i18n/react'

/** A new eSIM profile's activation code as a QR code (Ark UI's QR code; loaded with the dialog's last step only). */
export default function EsimProfileQr({ value }: { value: string }) {
  const classes = esimCode()
  const t = useT(switchPhoneMessages)
  return (
    <QrCode.Root value={value} encoding={{ ecc: 'M' }} className={classes.qr} role="img" aria-label={t('switch-phone.qr.label')}>
      <QrCode.Frame className={classes.pattern}>
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  )
}
