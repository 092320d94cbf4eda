import { Link } from '@tanstack/react-router'
import { NotFoundIllustration } from '@/components/illustrations/not-found'
import { Page } from '@/components/layout/page'
import { buttonStyle } from '@/components/ui/button'

/** The not-found page itself; `NotFoundPage` loads it on demand. */
export function NotFoundContent() {
  return (
    <Page
      eyebrow="Error 404"
      title="Page not found"
      intro="We looked everywhere, but this page has moved or never existed. Let's get you back on track."
      illustration={<NotFoundIllustration />}
      actions={
        <>
          <Link to="/" className={buttonStyle({ variant: 'secondary' })}>
            Go to the home page
          </Link>
          <Link to="/shop" className={buttonStyle({ variant: 'outline' })}>
            Shop plans
          </Link>
        </>
      }
    />
  )
}
