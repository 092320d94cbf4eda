import { Link } from '@tanstack/react-router'
import { NotFoundIllustration } from '@/components/illustrations/not-found'
import { Page } from '@/components/layout/page'
import { buttonStyle } from '@/components/ui/button'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'

/** The not-found page itself; `NotFoundPage` loads it on demand. */
export function NotFoundContent() {
  const t = useT(shellMessages)
  return (
    <Page
      eyebrow={t('shell.notFound.eyebrow')}
      title={t('shell.notFound.title')}
      intro={t('shell.notFound.intro')}
      illustration={<NotFoundIllustration />}
      actions={
        <>
          <Link to="/" className={buttonStyle({ variant: 'secondary' })}>
            {t('shell.action.home')}
          </Link>
          <Link to="/shop" className={buttonStyle({ variant: 'outline' })}>
            {t('shell.action.shopPlans')}
          </Link>
        </>
      }
    />
  )
}
