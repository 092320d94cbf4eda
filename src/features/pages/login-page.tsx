import { Link } from '@tanstack/react-router'
import { AuthPanel, ChoiceLink } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { LockIcon, MailIcon } from '../../components/ui/icons'
import { textLinkStyle } from '../../components/ui/text-link'

export function LoginPage() {
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow="My Account"
      title="Sign in to My Account"
      intro="Manage your lines, payments and profile. Start with the email address you use for Ring Mobile."
    >
      <Section>
        <AuthPanel
          title="Two ways to sign in"
          note={
            <>
              New to Ring Mobile?{' '}
              <Link to="/register" className={textLinkStyle()}>
                Create an account
              </Link>
            </>
          }
        >
          <ChoiceLink
            to="/login-with-password"
            icon={<LockIcon />}
            title="Continue with password"
            text="Use the email address and password of your account."
          />
          <ChoiceLink
            to="/login-without-password"
            icon={<MailIcon />}
            title="Email me a sign-in code"
            text="No password needed: we send a 6-digit code to your inbox."
          />
        </AuthPanel>
      </Section>
    </Page>
  )
}
