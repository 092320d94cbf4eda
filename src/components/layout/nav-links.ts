import { config } from '@/config'

/** A link of the header or footer: a route of the app (`to`) or an address elsewhere (`href`). */
export type NavLink =
  | {
      label: string
      to: '/' | '/shop' | '/about' | '/contact-us' | '/faq' | '/dashboard' | '/terms-and-conditions' | '/privacy-policy'
    }
  | { label: string; href: string }

/** SPEC §2: header navigation. The Blog link goes where the server's BLOG_URL says, and is left out without one. */
export function mainNav(): NavLink[] {
  const blog = config.blogUrl
  return [
    { label: 'Home', to: '/' },
    { label: 'Shop', to: '/shop' },
    { label: 'About', to: '/about' },
    ...(blog ? [{ label: 'Blog', href: blog }] : []),
    { label: 'Contact Us', to: '/contact-us' },
    { label: 'FAQ', to: '/faq' },
  ]
}

/** SPEC §2: footer links, shown in a desktop row and a mobile row. */
export const FOOTER_NAV: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'About', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'My Account', to: '/dashboard' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
]
