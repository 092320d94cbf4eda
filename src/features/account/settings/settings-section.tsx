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
  who: css({ display: 'block', overflowWrap: 'anywhere' }),
}

/** /dashboard/setting: change password and sign out everywhere (DESIGN §8; the layout's Sign out ends this device). */
export function SettingsSection() {
  const password = useChangePassword()
  const { signOut, profile } = useSession()
  const navigate = useNavigate()
  return (
    <Section title="Settings" intro="Your password and where you are signed in.">
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
        <Card.Root variant="outline" as="section" aria-label="Sessions">
          <Card.Header>
            <div className={styles.head}>
              <PanelIcon>
                <UserIcon />
              </PanelIcon>
              <Card.Title level={3}>Signed-in devices</Card.Title>
            </div>
            <Card.Description>
              {/* A line of its own: the address arrives with the profile without rewrapping the text (issue 14, CLS). */}
              <span className={styles.who}>{profile ? `Signed in as ${profile.email}.` : 'Signed in.'}</span> Lost a
              phone, or signed in on a shared computer? Sign out of every device, this one included. (Sign out, above,
              ends this device only.)
            </Card.Description>
          </Card.Header>
          <Card.Footer className={styles.footer}>
            <Button
              variant="outline"
              onClick={() => {
                // Ends every session on the server (POST /app/auth/logout { everywhere }), then this one's token.
                signOut({ everywhere: true })
                void navigate({ to: '/login' })
              }}
            >
              Sign out everywhere
            </Button>
          </Card.Footer>
        </Card.Root>
      </div>
      <ChangePasswordDialogs api={password} />
    </Section>
  )
}
