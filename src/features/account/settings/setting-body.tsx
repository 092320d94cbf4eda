import type { ReactNode } from 'react'
import { settingCard } from 'styled-system/recipes/setting-card'
import { LoadFailedNotice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'

/** What a setting's flow says about its first load (the server's words in `error`), for SettingBody. */
export interface LoadingFlow {
  loading: boolean
  loadFailed: boolean
  error: string | null
  retry: () => void
}

/**
 * A setting card's body once its flow has loaded what it shows: a spinner until then (`loading` names it), and the
 * failure (`loadFailed`, the server's words, "Try again") if that did not work.
 */
export function SettingBody({
  api,
  loading,
  loadFailed,
  children,
}: {
  api: LoadingFlow
  loading: string
  loadFailed: string
  children: ReactNode
}) {
  if (api.loading) return <Spinner label={loading} />
  if (api.loadFailed) return <LoadFailedNotice title={loadFailed} message={api.error} onRetry={api.retry} />
  return <div className={settingCard().body}>{children}</div>
}
