import { Link } from '@tanstack/react-router'
import { AuthPanel, PointList } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { CardIcon, PhoneIcon, SettingsIcon } from '../../components/ui/icons'
import { textLinkStyle } from '../../components/ui/text-link'

export function RegisterPage() {
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow="My Account"
      title="Create your account"
      intro="One account for your plan, your payments and your details. It takes about a minute."
    >
      <Section>
        <AuthPanel
          title="With your account you can"
          note={
            <>
              Already with us?{' '}
              <Link to="/login" className={textLinkStyle()}>
                Sign in
              </Link>
            </>
          }
        >
          <PointList
            items={[
              {
                icon: <PhoneIcon />,
                title: 'Manage your lines',
                text: 'See SIM status, set nicknames and move your number in.',
              },
              {
                icon: <CardIcon />,
                title: 'Pay your way',
                text: 'Save cards, choose a primary one and see every order.',
              },
              {
                icon: <SettingsIcon />,
                title: 'Keep details current',
                text: 'Update your name, address, email and phone number.',
              },
            ]}
          />
        </AuthPanel>
      </Section>
    </Page>
  )
}
