import type { shellMessages } from '@/i18n/catalogues/shell'

/** The shell catalogue's keys (src/i18n/catalogues/shell). */
type ShellId = NonNullable<(typeof shellMessages)['ids']>

/** A link of the header or footer: a route of the app (`to`) or an address elsewhere (`href`); `label` is its key. */
export type NavLink =
  | {
      label: ShellId
      to: '/' | '/shop' | '/about' | '/blog' | '/contact-us' | '/faq' | '/dashboard' | '/terms-and-conditions' | '/privacy-policy'
    }
  | { label: ShellId; href: string }

/**
 * SPEC §2: header navigation, in the spec's order. The Blog link goes to the site's own blog (/blog, from the content
 * service), or `blogUrl` when the server's BLOG_URL points elsewhere (the router context's settings).
 */
export function mainNav(blog: string | null): NavLink[] {
  return [
    { label: 'shell.nav.home', to: '/' },
    { label: 'shell.nav.shop', to: '/shop' },
    { label: 'shell.nav.about', to: '/about' },
    blog ? { label: 'shell.nav.blog', href: blog } : { label: 'shell.nav.blog', to: '/blog' },
    { label: 'shell.nav.contact', to: '/contact-us' },
    { label: 'shell.nav.faq', to: '/faq' },
  ]
}

/** SPEC §2: footer links, shown in a desktop row and a mobile row. */
export const FOOTER_NAV: NavLink[] = [
  { label: 'shell.nav.home', to: '/' },
  { label: 'shell.nav.contact', to: '/contact-us' },
  { label: 'shell.nav.about', to: '/about' },
  { label: 'shell.nav.faq', to: '/faq' },
  { label: 'shell.nav.myAccount', to: '/dashboard' },
  { label: 'shell.nav.terms', to: '/terms-and-conditions' },
  { label: 'shell.nav.privacy', to: '/privacy-policy' },
]
