import { lazy, Suspense, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RefreshIcon } from '@/components/ui/icons'
import { Modal } from '@/components/ui/modal'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import { useSwitchPhone, type SwitchPhoneApi } from './use-switch-phone'

const EsimProfileQr = lazy(() => import('./esim-profile-qr'))

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4' })
const muted = css({ fontSize: 'sm', color: 'fg.muted' })
const choices = css({ display: 'flex', flexDirection: 'column', gap: '2', width: 'full' })
const choice = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '3',
  alignItems: 'start',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  px: '4',
  py: '3',
  cursor: 'pointer',
  _hover: { borderColor: 'accent.solid' },
  '&:has(input:checked)': { borderColor: 'accent.solid', bg: 'coral.50' },
  '& input': { mt: '1' },
})
const codes = css({
  display: 'grid',
  gap: '1',
  fontSize: 'sm',
  '& dd': { fontFamily: 'mono', overflowWrap: 'anywhere', fontWeight: 'semibold', mb: '2' },
  '& dt': { color: 'fg.muted' },
})
const qrBox = css({ display: 'flex', justifyContent: 'center', alignItems: 'center', width: '200px', minHeight: '200px', mx: 'auto' })

function SwitchDialog({ api }: { api: SwitchPhoneApi }) {
  const { dialog } = api
  const footer =
    dialog.step === 'imei' ? (
      <>
        <Button variant="outline" size="lg" onClick={dialog.close} disabled={dialog.checking}>
          Cancel
        </Button>
        <Button size="lg" onClick={dialog.check} loading={dialog.checking} disabled={!dialog.canCheck}>
          Check phone
        </Button>
      </>
    ) : dialog.step === 'choose' ? (
      <>
        <Button variant="outline" size="lg" onClick={dialog.back} disabled={dialog.switching}>
          Another phone
        </Button>
        <Button size="lg" onClick={dialog.confirm} loading={dialog.switching}>
          {dialog.confirmLabel}
        </Button>
      </>
    ) : (
      <Button size="lg" onClick={dialog.close}>
        Done
      </Button>
    )
  return (
    <Modal
      open={dialog.open}
      title={dialog.step === 'done' ? (dialog.esim ? 'Your new eSIM' : 'Your SIM card is on its way') : 'Switch to a new phone'}
      description={
        dialog.step === 'imei'
          ? "Type the new phone's IMEI: dial *#06# on it, or find it in its settings under About."
          : dialog.step === 'choose'
            ? dialog.phone
            : dialog.message
      }
      onClose={dialog.close}
      footer={footer}
    >
      {dialog.step === 'imei' ? (
        <TextInput
          name="imei"
          label="New phone's IMEI"
          inputMode="numeric"
          autoComplete="off"
          value={dialog.imei}
          onChange={(event) => dialog.changeImei(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && dialog.canCheck) dialog.check()
          }}
          error={dialog.error}
          helperText="15 digits"
          disabled={dialog.checking}
        />
      ) : null}
      {dialog.step === 'choose' ? (
        <>
          <fieldset className={choices} disabled={dialog.switching}>
            <legend className={css({ fontWeight: 'semibold', mb: '1' })}>Your line on the new phone</legend>
            {dialog.choices.map((item) => (
              <label key={item.value} className={choice}>
                <input type="radio" name="sim-type" checked={item.chosen} onChange={item.choose} />
                <span className={css({ fontWeight: 'semibold' })}>{item.title}</span>
                <span className={css({ gridColumn: '2', fontSize: 'sm', color: 'fg.muted' })}>{item.description}</span>
              </label>
            ))}
          </fieldset>
          {dialog.error ? <Notice tone="danger">{dialog.error}</Notice> : null}
        </>
      ) : null}
      {dialog.step === 'done' && dialog.esim ? (
        <>
          <div className={qrBox}>
            <Suspense fallback={<Spinner label="Drawing the QR code" />}>
              <EsimProfileQr value={dialog.esim.activationCode} />
            </Suspense>
          </div>
          <p className={muted}>
            On the new phone: Settings → Mobile data → Add eSIM, then scan the code. No camera at hand? Enter these instead:
          </p>
          <dl className={codes} aria-label="Manual eSIM code">
            <dt>SM-DP+ address</dt>
            <dd>{dialog.esim.smdp}</dd>
            <dt>Activation code</dt>
            <dd data-testid="esim-activation-code">{dialog.esim.matchingId}</dd>
          </dl>
        </>
      ) : null}
    </Modal>
  )
}

/**
 * "Your phone" on a line's page: its SIM, Switch to a new phone, and a new SIM card on its way. `kitPanel` draws
 * the shipped card's delivery and activation (the lines feature's kit panel, composed by the route), told to report
 * its activation.
 */
export function SwitchPhoneSection({ lineId, kitPanel }: { lineId: string; kitPanel: (onActivated: () => void) => ReactNode }) {
  const api = useSwitchPhone(lineId)
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="switch-phone-title">
      <Card.Header>
        <Card.Title level={3} id="switch-phone-title">
          Your phone
        </Card.Title>
        {api.current ? <Card.Description>This line is on {api.current}.</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        {api.loading ? (
          <Spinner label="Loading this line's SIM" />
        ) : api.failed ? (
          <div className={row} role="alert">
            <p>{api.loadError}</p>
            <Button variant="outline" size="sm" onClick={api.retry}>
              <RefreshIcon size={16} />
              Try again
            </Button>
          </div>
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {api.error ? <Notice tone="danger">{api.error}</Notice> : null}
            {api.kitOnItsWay ? (
              kitPanel(api.kitChanged)
            ) : (
              <div className={row}>
                <p className={muted}>{api.reason ?? 'Got a new phone? Move this line to it: a new eSIM at once, or a SIM card by post.'}</p>
                <Button variant="outline" size="sm" onClick={api.open} disabled={!api.canSwitch}>
                  Switch to a new phone
                </Button>
              </div>
            )}
          </div>
        )}
      </Card.Body>
      <SwitchDialog api={api} />
    </Card.Root>
  )
}
