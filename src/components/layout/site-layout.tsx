import { Outlet } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { SiteFooter } from './footer'
import { AssistedBanner, SiteHeader } from './header'
import { usePageTransition } from './page-transition'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'

const skipLink = css({
  position: 'absolute',
  left: '4',
  top: '3',
  zIndex: 'skipLink',
  px: '4',
  py: '2.5',
  borderRadius: 'md',
  bg: 'navy.900',
  color: 'white',
  fontWeight: '650',
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  transition: 'transform 150ms',
  _focus: { transform: 'translateY(0)' },
})

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
