/**
 * The headings of the My Account sections, by path. The section draws its own; the frame that stands in for it
 * until the browser has drawn it (DashboardPending, src/features/pages/dashboard-layout.tsx) draws the same, so the
 * server's page already has the section's heading and intro: the largest text a phone shows first, which the page
 * then keeps in the same place (`npm run bench:lighthouse` prints each page's Largest Contentful Paint).
 */
export const SECTION_HEADINGS = {
  '/dashboard/plans': {
    title: 'Plans',
    intro: 'Every line on your account: its number, SIM status, nickname, eSIM QR code and moving your number in.',
  },
  '/dashboard/payment': { title: 'Payment', intro: 'Your saved cards and the history of your orders.' },
  '/dashboard/profile': {
    title: 'Profile',
    intro: 'Your name, email, phone number and address. Keep them current so we can reach you and ship your SIM.',
  },
} as const satisfies Record<string, { title: string; intro: string }>

/** The heading of the section at `pathname`, if it has a fixed one. */
export function sectionHeading(pathname: string): { title: string; intro: string } | undefined {
  return (SECTION_HEADINGS as Record<string, { title: string; intro: string }>)[pathname.replace(/\/$/, '')]
}
