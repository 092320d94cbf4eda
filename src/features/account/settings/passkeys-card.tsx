import { css } from 'styled-system/css'
import { StepUpDialog } from '@/components/step-up/step-up-dialog'
import { Button } from '@/components/ui/button'
import { ConfirmationModal, Modal } from '@/components/ui/modal'
import { LoadFailedNotice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import type { PasskeysApi } from './use-passkeys'

const list = css({ display: 'flex', flexDirection: 'column', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg' })
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
})
const name = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })
const meta = css({ fontSize: 'sm', color: 'fg.muted' })
const rowActions = css({ display: 'flex', gap: '2' })

/** The passkeys' list and "Add a passkey". */
export function PasskeysSummary({ api }: { api: PasskeysApi }) {
  if (api.loading) return <Spinner label="Loading your passkeys" />
  if (api.loadFailed) return <LoadFailedNotice title="We couldn't load your passkeys." message={api.error} onRetry={api.retry} />
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {api.rows.length ? (
        <ul className={list} aria-label="Your passkeys">
          {api.rows.map((passkey) => (
            <li key={passkey.id} className={row}>
              <div>
                <p className={name}>{passkey.name}</p>
                <p className={meta}>
                  Added {passkey.added} · Last used {passkey.lastUsed}
                </p>
              </div>
              <div className={rowActions}>
                <Button variant="outline" size="sm" onClick={passkey.rename} disabled={api.busy} aria-label={`Rename ${passkey.name}`}>
                  Rename
                </Button>
                <Button variant="outline" size="sm" onClick={passkey.remove} disabled={api.busy} aria-label={`Remove ${passkey.name}`}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={meta}>No passkeys yet.</p>
      )}
      <div>
        <Button onClick={api.add} loading={api.adding} disabled={api.busy && !api.adding}>
          Add a passkey
        </Button>
      </div>
    </div>
  )
}

/** Rename, the removal confirmation and "Confirm it's you". */
export function PasskeysDialogs({ api }: { api: PasskeysApi }) {
  return (
    <>
      <Modal
        open={api.renaming !== null}
        title="Rename passkey"
        description="A name that tells you which device or password manager holds it."
        onClose={api.close}
        footer={
          <>
            <Button variant="outline" size="lg" onClick={api.close} disabled={api.renaming?.saving}>
              Cancel
            </Button>
            <Button size="lg" type="submit" form="passkey-name" loading={api.renaming?.saving}>
              Save
            </Button>
          </>
        }
      >
        <form
          id="passkey-name"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            api.saveName()
          }}
        >
          <TextInput
            label="Name"
            name="name"
            maxLength={40}
            value={api.renaming?.name ?? ''}
            error={api.renaming?.error}
            onChange={(event) => api.changeName(event.target.value)}
          />
        </form>
      </Modal>
      <ConfirmationModal
        open={api.removing !== null}
        title="Remove this passkey?"
        message={`"${api.removing?.name ?? ''}" will no longer sign you in. You can add it again at any time.`}
        confirmLabel="Remove passkey"
        onConfirm={api.confirmRemoval}
        onCancel={api.close}
        loading={api.removing?.busy}
      />
      <StepUpDialog actor={api.stepUpActor} />
    </>
  )
}
