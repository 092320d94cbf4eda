import { lineCard } from 'styled-system/recipes/line-card'
import { Section } from '@/components/layout/section'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadFailedNotice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useDeferredLoading } from '@/lib/use-deferred-loading'
import { SimIcon } from '@/components/ui/icons'
import { buttonStyle } from '@/components/ui/button'
import { Link } from '@tanstack/react-router'
import { EsimQrDialog } from './esim-qr-dialog'
import { LineCard } from './line-card'
import { NicknameDialog } from './nickname-dialog'
import { PortInCheckDialog } from './port-in-check-dialog'
import { PortInDialogs } from './port-in-dialogs'
import { QuickSimCheckDialog } from './quick-sim-check-dialog'
import { useLinesPage } from './use-lines-page'
import { useSectionHeading } from '@/lib/section-headings'
import { linesMessages } from '@/i18n/catalogues/lines'
import { linesTexts } from '@/i18n/catalogues/lines-texts'
import { useT, useTranslateText } from '@/i18n/react'

/**
 * The customer's lines, at /dashboard/plans (DESIGN §8): every line with its SIM status, nickname, port-in and
 * eSIM QR code. The page keeps the spec's title and address ("Plans"); in code, "plans" is only the catalogue.
 */
export function LinesSection() {
  const page = useLinesPage()
  const { lines } = page
  const classes = lineCard()
  // The lines' answer draws every card: in slices (src/lib/use-deferred-loading.ts).
  const loading = useDeferredLoading(lines.loading)
  const t = useT(linesMessages)
  // The flows' notices (port-in started, SIM activating) are shown by the notification region in the page's language.
  useTranslateText(linesTexts)
  return (
    <Section {...useSectionHeading('/dashboard/plans')}>
      {/* The lines' room is kept while they load, so the footer does not jump when they arrive (scripts/bench-cls.ts). */}
      {loading ? (
        <div className={classes.placeholder}>
          <Spinner label={t('lines.list.loading')} />
        </div>
      ) : (
        <>
          {lines.failed ? <LoadFailedNotice title={t('lines.list.failed')} message={lines.error} onRetry={lines.retry} /> : null}
          {lines.empty ? (
            <EmptyState
              icon={<SimIcon />}
              title={t('lines.list.emptyTitle')}
              text={t('lines.list.emptyText')}
              testId="lines-empty"
              action={
                <Link to="/shop" className={buttonStyle({ variant: 'solid' })}>
                  {t('lines.list.shop')}
                </Link>
              }
            />
          ) : null}
          {lines.lines.length ? (
            <ul className={classes.list} aria-label={t('lines.list.label')}>
              {lines.lines.map((view) => (
                <li key={view.id}>
                  <LineCard view={view} actions={page.actions} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <NicknameDialog api={page.nickname} />
      <QuickSimCheckDialog api={page.quickSimCheck} />
      <PortInCheckDialog api={page.check} />
      <PortInDialogs api={page.portIn} />
      <EsimQrDialog view={page.qrLine} onClose={page.closeQrCode} />
    </Section>
  )
}
