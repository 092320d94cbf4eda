import { css } from 'styled-system/css'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Modal } from '@/components/ui/modal'
import { LoadFailedNotice, Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { StepUpDialog } from '@/components/step-up/step-up-dialog'
import { useNumberLock, type LockSwitch, type NumberLockApi } from './use-number-lock'

const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })
const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  py: '4',
  _first: { borderTopWidth: '0', pt: '0' },
})
const meta = css({ fontSize: 'sm', color: 'fg.muted', maxWidth: '40rem' })
const strong = css({ fontWeight: 'semibold' })
const steps = css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyleType: 'decimal', color: 'fg.default' })
const secret = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '4',
  bg: 'bg.subtle',
})
const secretValue = css({ fontFamily: 'mono', fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'wider', mt: '1' })
const label = css({ fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', fontWeight: 'semibold' })

const LOCKS = {
  portOut: {
    title: 'Port-out lock',
    on: 'On: no other carrier can take your number.',
    off: 'Off: another carrier can move your number with your account number and a transfer PIN.',
  },
  simChange: {
    title: 'SIM change lock',
    on: "On: your number can't move to another SIM or eSIM, so nobody can swap it away from your phone.",
    off: 'Off: a new SIM or an eSIM reinstall can take your number.',
  },
} as const

function LockRow({ lock, disabled }: { lock: LockSwitch; disabled: boolean }) {
  const text = LOCKS[lock.name]
  const id = `${lock.name}-lock-label`
  return (
    <div className={row}>
      <div>
        <p className={strong} id={id}>
          {text.title}
        </p>
        <p className={meta}>{lock.on ? text.on : text.off}</p>
      </div>
      <Button
        variant={lock.on ? 'secondary' : 'outline'}
        size="sm"
        role="switch"
        aria-checked={lock.on}
        aria-labelledby={id}
        loading={lock.saving}
        disabled={disabled}
        onClick={lock.toggle}
      >
        {lock.on ? 'On' : 'Off'}
      </Button>
    </div>
  )
}

function TransferDialogs({ api, lineTitle }: { api: NumberLockApi; lineTitle: string }) {
  const { transfer } = api
  return (
    <>
      <Modal
        open={transfer.explaining}
        title="Transfer my number"
        description={`Moving ${lineTitle} to another carrier? Here is what happens.`}
        onClose={api.close}
        footer={
          <>
            <Button variant="outline" size="lg" onClick={api.close} disabled={api.busy}>
              Cancel
            </Button>
            <Button size="lg" onClick={transfer.confirm} loading={api.busy}>
              Get my transfer PIN
            </Button>
          </>
        }
      >
        <ol className={steps}>
          <li>We turn the port-out lock off for this transfer and show your account number and a 6-digit transfer PIN.</li>
          <li>Give both to your new carrier. The PIN works for 7 days, once; a new PIN replaces the old one.</li>
          <li>When your new carrier moves the number, its Ring Mobile service ends and we email you.</li>
        </ol>
        <p className={meta}>Changed your mind? Turn the port-out lock back on: the PIN stops working at once.</p>
      </Modal>
      <Modal
        open={transfer.shown !== null}
        title="Your transfer PIN"
        description="Give these to your new carrier. We show the PIN only now: write it down."
        onClose={api.close}
        footer={
          <Button size="lg" onClick={api.close}>
            Done
          </Button>
        }
      >
        {transfer.shown ? (
          <>
            <dl className={secret}>
              <div>
                <dt className={label}>Account number</dt>
                <dd className={secretValue} data-testid="transfer-account">
                  {transfer.shown.accountNumber}
                </dd>
              </div>
              <div>
                <dt className={label}>Transfer PIN</dt>
                <dd className={secretValue} data-testid="transfer-pin">
                  {transfer.shown.pin}
                </dd>
              </div>
            </dl>
            <Notice tone="info">Works until {transfer.shown.until}. The port-out lock is off until then.</Notice>
          </>
        ) : null}
      </Modal>
    </>
  )
}

/** A line's number lock (port-out lock, SIM change lock) and "Transfer my number", on the line's page. */
export function NumberLockSection({ lineId, lineTitle }: { lineId: string; lineTitle: string }) {
  const api = useNumberLock(lineId)
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="number-lock-title">
      <Card.Header>
        <div className={head}>
          <h3 id="number-lock-title" className={css({ textStyle: 'h4' })}>
            Number lock
          </h3>
          {!api.loading && !api.loadFailed && !api.portedOut ? (
            <Badge tone={api.portOut.on && api.simChange.on ? 'success' : 'warning'} data-testid="number-lock-status">
              {api.portOut.on && api.simChange.on ? 'Locked' : 'Partly unlocked'}
            </Badge>
          ) : null}
        </div>
      </Card.Header>
      <Card.Body>
        {api.loading ? (
          <Spinner label="Loading the number lock" />
        ) : api.loadFailed ? (
          <LoadFailedNotice title="We couldn't load the number lock." message={api.error} onRetry={api.retry} />
        ) : api.portedOut ? (
          <Notice tone="info">This number has moved to another carrier, and this line's service has ended.</Notice>
        ) : (
          <>
            <p className={meta}>
              Keep your number safe from SIM swaps and unwanted transfers. Turning a lock off asks you to confirm it's you.
            </p>
            <div className={css({ mt: '4' })}>
              <LockRow lock={api.portOut} disabled={api.busy} />
              <LockRow lock={api.simChange} disabled={api.busy} />
            </div>
            {api.activePinUntil ? <Notice tone="neutral">A transfer PIN is active until {api.activePinUntil}.</Notice> : null}
            {api.error ? <Notice tone="danger">{api.error}</Notice> : null}
            <div className={row}>
              <div>
                <p className={strong}>Leaving Ring Mobile?</p>
                <p className={meta}>Get a transfer PIN to take your number to another carrier.</p>
              </div>
              <Button variant="outline" size="sm" onClick={api.transfer.open} disabled={api.busy}>
                Transfer my number
              </Button>
            </div>
          </>
        )}
      </Card.Body>
      <StepUpDialog actor={api.stepUpActor} />
      <TransferDialogs api={api} lineTitle={lineTitle} />
    </Card.Root>
  )
}
