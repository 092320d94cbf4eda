import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { sectionError } from 'styled-system/recipes/section-error'
import { Page } from '@/components/layout/page'
import { Button, buttonStyle } from '@/components/ui/button'
import { shellMessages } from '@/i18n/catalogues/shell'
import { useT } from '@/i18n/react'

/** Logs what broke (the page itself shows no stack) and returns the retry: render the route again. */
function useRetry({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => console.error('A page failed to render', error), [error])
  return () => {
    reset()
    // Loads the route again too, for a loader or beforeLoad that failed.
    void router.invalidate()
  }
}

/** An error's two ways on: Try again, and a link out of the failed page (`label`, to `to`). */
function TryAgainOr({ retry, to, label }: { retry: () => void; to: '/' | '/dashboard'; label: string }) {
  const t = useT(shellMessages)
  return (
    <>
      <Button variant="secondary" onClick={retry}>
        {t('shell.action.tryAgain')}
      </Button>
      <Link to={to} className={buttonStyle({ variant: 'outline' })}>
        {label}
      </Link>
    </>
  )
}

/** The error page of any route (`RouteErrorPage` loads it): try again, or go to the home page. */
export function RouteErrorContent(props: ErrorComponentProps) {
  const retry = useRetry(props)
  const t = useT(shellMessages)
  return (
    <Page
      eyebrow={t('shell.error.eyebrow')}
      title={t('shell.error.title')}
      intro={t('shell.error.intro')}
      actions={<TryAgainOr retry={retry} to="/" label={t('shell.action.home')} />}
    />
  )
}

const sectionStyles = sectionError()

/**
 * A dashboard section that failed (`DashboardSectionError` loads it): the My Account heading and tabs stay, so the
 * other sections remain one click away; the section itself offers to try again or go to the overview.
 */
export function DashboardSectionErrorContent(props: ErrorComponentProps) {
  const retry = useRetry(props)
  const t = useT(shellMessages)
  return (
    <section className={sectionStyles.root} role="alert" aria-labelledby="section-error-title">
      <h2 id="section-error-title" className={sectionStyles.title}>
        {t('shell.sectionError.title')}
      </h2>
      <p className={sectionStyles.text}>{t('shell.sectionError.text')}</p>
      <div className={sectionStyles.actions}>
        <TryAgainOr retry={retry} to="/dashboard" label={t('shell.sectionError.overview')} />
      </div>
    </section>
  )
}
