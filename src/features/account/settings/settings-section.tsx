import { useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useSession } from '@/app/app-context'
import { Section } from '@/components/layout/section'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { LockIcon, UserIcon } from '@/components/ui/icons'
import { PanelIcon } from '@/components/ui/panel-heading'
import { ChangePasswordDialogs } from './change-password-dialogs'
import { useChangePassword } from './use-change-password'

const styles = {
  grid: css({ display: 'grid', gap: { base: '4', md: '6' }, gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }),
  head: css({ display: 'flex', alignItems: 'center', gap: '3' }),
  footer: css({ mt: 'auto', pt: '5' }),
}

/** /dashboard/setting: change password and sign out (DESIGN §8). */
export function SettingsSection() {
  const password = useChangePassword()
  const { signOut, profile } = useSession()
  const navigate = useNavigate()
  return (
    <Section title="Settings" intro="Your password and this session.">
      <div className={styles.grid}>
        <Card.Root variant="outline" as="section" aria-label="Password">
          <Card.Header>
            <div className={styles.head}>
              <PanelIcon>
                <LockIcon />
              </PanelIcon>
              <Card.Title level={3}>Password</Card.Title>
            </div>
            <Card.Description>
              Choose a new password at any time. Every other device signed in to your account is signed out.
            </Card.Description>
          </Card.Header>
          <Card.Footer className={styles.footer}>
            <Button onClick={password.openDialog}>Change Password</Button>
          </Card.Footer>
        </Card.Root>
        <Card.Root variant="outline" as="section" aria-label="Session">
          <Card.Header>
            <div className={styles.head}>
              <PanelIcon>
                <UserIcon />
              </PanelIcon>
              <Card.Title level={3}>Session</Card.Title>
            </div>
            <Card.Description>
              {profile ? `Signed in as ${profile.email}.` : 'Signed in.'} Sign out when you are done on a shared device.
            </Card.Description>
          </Card.Header>
          <Card.Footer className={styles.footer}>
            <Button
              variant="outline"
              onClick={() => {
                // Clears the token and profile and shuts the chat identity down (the session machine's actions).
                signOut()
                void navigate({ to: '/login' })
              }}
            >
              Sign out of this device
            </Button>
          </Card.Footer>
        </Card.Root>
      </div>
      <ChangePasswordDialogs api={password} />
    </Section>
  )
}
