import { Link } from '@tanstack/react-router'
import { AuthPanel } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { textLinkStyle } from '../../components/ui/text-link'

export function LoginWithPasswordPage() {
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow="My Account"
      title="Sign in with your password"
      intro="Enter the email address and password of your Ring Mobile account."
    >
      <Section>
        <AuthPanel
          title="Your password"
          note={
            <>
              Forgot it?{' '}
              <Link to="/forgot-password" className={textLinkStyle()}>
                Reset your password
              </Link>{' '}
              or{' '}
              <Link to="/login-without-password" className={textLinkStyle()}>
                get a sign-in code
              </Link>{' '}
              instead.
            </>
          }
        >
          <p>Passwords have at least 6 characters. After signing in you go straight back to where you were.</p>
        </AuthPanel>
      </Section>
    </Page>
  )
}
