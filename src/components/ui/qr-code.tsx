import { lazy, Suspense } from 'react'
import { Spinner } from './spinner'

const QrCodeSvg = lazy(() => import('./qr-code-svg'))

/**
 * A QR code of `value` (an eSIM's activation code, an authenticator app's otpauth:// address), named by `label`.
 * Its encoder loads with the first QR code drawn; until then a spinner says `loadingLabel`.
 */
export function QrCode({ value, label, loadingLabel }: { value: string; label: string; loadingLabel: string }) {
  return (
    <Suspense fallback={<Spinner label={loadingLabel} />}>
      <QrCodeSvg value={value} label={label} />
    </Suspense>
  )
}
