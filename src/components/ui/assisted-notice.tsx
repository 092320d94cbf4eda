import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'
import { Notice } from './notice'

/**
 * Beside the actions an assisted session (a support agent's) is refused, which stay visible but disabled (decision
 * 0031): the one reason, once per card. The disabled controls name it with `aria-describedby={id}`.
 */
export function AssistedNotice({ id }: { id: string }) {
  const t = useT(uiMessages)
  return (
    <div id={id} data-testid="assisted-refused">
      <Notice tone="neutral">{t('ui.assisted.refused')}</Notice>
    </div>
  )
}
