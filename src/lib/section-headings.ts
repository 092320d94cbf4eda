import { accountMessages } from '@/i18n/catalogues/account'
import { useT } from '@/i18n/react'

/**
 * The headings of the My Account sections, by path. The section draws its own; the frame that stands in for it
 * until the browser has drawn it (DashboardPending, src/features/pages/dashboard-layout.tsx) draws the same, so the
 * server's page already has the section's heading and intro: the largest text a phone shows first, which the page
 * then keeps in the same place (`npm run bench:lighthouse` prints each page's Largest Contentful Paint).
 */
const SECTION_HEADINGS = {
  '/dashboard/plans': { title: 'account.heading.plans.title', intro: 'account.heading.plans.intro' },
  '/dashboard/payment': { title: 'account.heading.payment.title', intro: 'account.heading.payment.intro' },
  '/dashboard/profile': { title: 'account.heading.profile.title', intro: 'account.heading.profile.intro' },
  '/account/family': { title: 'account.heading.family.title', intro: 'account.heading.family.intro' },
} as const satisfies Record<string, { title: string; intro: string }>

type SectionPath = keyof typeof SECTION_HEADINGS
type SectionKey = (typeof SECTION_HEADINGS)[SectionPath]['title' | 'intro']

/** The heading of a section that has a fixed one, in the page's language. */
export function useSectionHeading(path: SectionPath): { title: string; intro: string } {
  const t = useT(accountMessages)
  const keys: { title: SectionKey; intro: SectionKey } = SECTION_HEADINGS[path]
  return { title: t(keys.title), intro: t(keys.intro) }
}

/** The heading of the section at `pathname` in the page's language, if it has a fixed one. */
export function useSectionHeadingAt(pathname: string): { title: string; intro: string } | undefined {
  const t = useT(accountMessages)
  const keys = (SECTION_HEADINGS as Record<string, { title: SectionKey; intro: SectionKey }>)[pathname.replace(/\/$/, '')]
  return keys ? { title: t(keys.title), intro: t(keys.intro) } : undefined
}
