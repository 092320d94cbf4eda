import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { Notice } from '@/components/ui/notice'
import { TextInput } from '@/components/ui/text-input'
import type { QuickSimCheckApi } from './use-quick-sim-check'

/** Quick SIM check (SPEC §2): the SIM number, Check, the result, then Next. */
export function QuickSimCheckDialog({ api }: { api: QuickSimCheckApi }) {
  return (
    <Modal
      open={api.open}
      title="Quick SIM check"
      description="Enter the number of the SIM card in the phone you are bringing your number from. It is printed on the card and its holder (18 to 22 digits)."
      onClose={api.close}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={api.close}>
            Cancel
          </Button>
          <Button size="lg" onClick={api.primary}>
            {api.buttonLabel}
          </Button>
        </>
      }
    >
      <TextInput
        label="SIM number"
        {...api.field}
        inputMode="numeric"
        autoComplete="off"
        placeholder="89014…"
        onKeyDown={(event) => {
          if (event.key === 'Enter') api.primary()
        }}
        autoFocus
      />
      {api.resultText ? (
        <Notice
          tone={api.result === 'ready' ? 'success' : 'info'}
          title={api.result === 'ready' ? 'No new SIM needed' : 'A new SIM is on us'}
        >
          {api.resultText}
        </Notice>
      ) : null}
    </Modal>
  )
}
