import { pageBand } from 'styled-system/recipes/page-band'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'
import { Spinner } from '../ui/spinner'
import { Page, type PageProps } from './page'

// Holds the place of what the browser will draw below the heading, so that the footer stays off the first screen.
const body = pageBand().pending

/**
 * A page the browser draws (the cart and checkout, from its stored cart: their routes are `ssr: false`) until it is
 * drawn: its heading, and a spinner where the rest will be.
 */
export function PendingPage({ heading }: { heading: Pick<PageProps, 'eyebrow' | 'title' | 'intro'> }) {
  const t = useT(shellMessages)
  return (
    <Page variant="compact" {...heading}>
      <div aria-busy="true" className={body}>
        <Spinner size="lg" label={t('shell.loading')} />
      </div>
    </Page>
  )
}
