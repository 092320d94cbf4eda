import { Outlet } from '@tanstack/react-router'
import { siteHeader } from 'styled-system/recipes/site-header'
import { SiteFooter } from './footer'
import { AssistedBanner, SiteHeader } from './header'
import { usePageTransition } from './page-transition'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'

const skipLink = siteHeader().skipLink

/** The shared layout of every page but /stripe-response: skip link, assisted banner, header, page, footer. */
export function SiteLayout() {
  usePageTransition()
  const t = useT(shellMessages)
  return (
    <>
      <a href="#main" className={skipLink}>
        {t('shell.skipToMain')}
      </a>
      <AssistedBanner />
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  )
}
