import { Outlet, useLocation } from '@tanstack/react-router'
import { usePageMeta } from '../../app/page-meta'

export function SiteLayout() {
  const pathname = useLocation({ select: (l) => l.pathname })
  usePageMeta(pathname)
  return <Outlet />
}
