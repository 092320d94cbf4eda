import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useSession } from '@/app/app-context'
import { Section } from '@/components/layout/section'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { KeyIcon, LockIcon, ShieldIcon, UserIcon } from '@/components/ui/icons'
import { PanelIcon } from '@/components/ui/panel-heading'
import { ChangePasswordDialogs } from './change-password-dialogs'
import { useChangePassword } from './use-change-password'
import { TwoStepDialogs, TwoStepSummary } from './two-step-card'
import { useTwoStep } from './use-two-step'
import { PasskeysDialogs, PasskeysSummary } from './passkeys-card'
import { usePasskeys } from './use-passkeys'

const styles = {
  grid: css({ display: 'grid', gap: { base: '4', md: '6' }, gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }),
  head: css({ display: 'flex', alignItems: 'center', gap: '3' }),
  footer: css({ mt: 'auto', pt: '5' }),
  who: css({ display: 'block', overflowWrap: 'anywhere' }),
}

/** One setting: an outlined card with its icon, title and description, and its button at the foot. */
interface SettingCardProps {
  /** The section's accessible name. */
  label: string
  icon: ReactNode
  title: string
  description: ReactNode
  /** The setting's button. */
  children: ReactNode
}

function SettingCard({ label, icon, title, description, children }: SettingCardProps) {
  return (
    <Card.Root variant="outline" as="section" aria-label={label}>
      <Card.Header>
        <div className={styles.head}>
          <PanelIcon>{icon}</PanelIcon>
          <Card.Title level={3}>{title}</Card.Title>
        </div>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Footer className={styles.footer}>{children}</Card.Footer>
    </Card.Root>
  )
}

/** /dashboard/setting: change password and sign out everywhere (DESIGN §8; the layout's Sign out ends this device). */
export function SettingsSection() {
  const password = useChangePassword()
  const twoStep = useTwoStep()
  const passkeys = usePasskeys()
  const { signOut, profile } = useSession()
  const navigate = useNavigate()
  return (
    <Section title="Settings" intro="Your password, two-step sign-in, passkeys and where you are signed in.">
      <div className={styles.grid}>
        <SettingCard
          label="Password"
          icon={<LockIcon />}
          title="Password"
          description="Choose a new password at any time. Every other device signed in to your account is signed out."
        >
          <Button onClick={password.openDialog}>Change Password</Button>
        </SettingCard>
        <SettingCard
          label="Two-step sign-in"
          icon={<ShieldIcon />}
          title="Two-step sign-in"
          description="A code from an app on your phone, on top of your password or an emailed code."
        >
          <TwoStepSummary api={twoStep} />
        </SettingCard>
        <SettingCard
          label="Passkeys"
          icon={<KeyIcon />}
          title="Passkeys"
          description="Sign in with your fingerprint, face or screen lock instead of a password. A passkey counts as both steps."
        >
          <PasskeysSummary api={passkeys} />
        </SettingCard>
        <SettingCard
          label="Sessions"
          icon={<UserIcon />}
          title="Signed-in devices"
          description={
            <>
              {/* A line of its own: the address arrives with the profile without rewrapping the text. */}
              <span className={styles.who}>{profile ? `Signed in as ${profile.email}.` : 'Signed in.'}</span> Lost a phone, or signed in on
              a shared computer? Sign out of every device, this one included. (Sign out, above, ends this device only.)
            </>
          }
        >
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
        </SettingCard>
      </div>
      <ChangePasswordDialogs api={password} />
      <TwoStepDialogs api={twoStep} />
      <PasskeysDialogs api={passkeys} />
    </Section>
  )
}
