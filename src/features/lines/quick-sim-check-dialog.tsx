import { Button } from '@/components/ui/button'
import { linesMessages } from '@/i18n/catalogues/lines'
import { linesTexts } from '@/i18n/catalogues/lines-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { Modal } from '@/components/ui/modal'
import { Notice } from '@/components/ui/notice'
import { TextInput } from '@/components/ui/text-input'
import type { QuickSimCheckApi } from './use-quick-sim-check'

/** Quick SIM check (SPEC §2): the SIM number, Check, the result, then Next. */
export function QuickSimCheckDialog({ api }: { api: QuickSimCheckApi }) {
  const t = useT(linesMessages)
  const tr = useTranslateText(linesTexts)
  return (
    <Modal
      open={api.open}
      title={t('lines.quickCheck.title')}
      description={t('lines.quickCheck.description')}
      onClose={api.close}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={api.close}>
            {t('lines.quickCheck.cancel')}
          </Button>
          <Button size="lg" onClick={api.primary}>
            {tr(api.buttonLabel)}
          </Button>
        </>
      }
    >
      <TextInput
        label={t('lines.quickCheck.sim')}
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
          title={t(api.result === 'ready' ? 'lines.quickCheck.readyTitle' : 'lines.quickCheck.newTitle')}
        >
          {tr(api.resultText)}
        </Notice>
      ) : null}
    </Modal>
  )
}
