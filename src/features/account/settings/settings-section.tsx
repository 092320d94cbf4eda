import { useNavigate } from '@tanstack/react-router'
import { settingsMessages } from '@/i18n/catalogues/settings'
import { settingsTexts } from '@/i18n/catalogues/settings-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { useState, type ReactNode } from 'react'
import { accountPanels } from 'styled-system/recipes/account-panels'
import { settingCard } from 'styled-system/recipes/setting-card'
import { useSession } from '@/app/app-context'
import { Section } from '@/components/layout/section'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { IconPicture } from '@/components/ui/icon-picture'
import { ConfirmationModal } from '@/components/ui/modal'
import { KeyIcon, LockIcon, ShieldIcon, UserIcon } from '@/components/ui/icons'
import { PanelIcon } from '@/components/ui/panel-heading'
import { ChangePasswordDialogs } from './change-password-dialogs'
import { useChangePassword } from './use-change-password'
import { TwoStepDialogs, TwoStepSummary } from './two-step-card'
import { useTwoStep } from './use-two-step'
import { PasskeysDialogs, PasskeysSummary } from './passkeys-card'
import { usePasskeys } from './use-passkeys'

const styles = settingCard()

/** One setting: an outlined card with its icon, title and description, and its button at the foot. */
interface SettingCardProps {
  /** The section's accessible name, when it is not the title. */
  label?: string
  icon: ReactNode
  title: string
  description: ReactNode
  /** The setting's button. */
  children: ReactNode
}

function SettingCard({ label, icon, title, description, children }: SettingCardProps) {
  return (
    <Card.Root variant="outline" as="section" aria-label={label ?? title}>
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
  const t = useT(settingsMessages)
  const [confirmingSignOut, setConfirmingSignOut] = useState(false)
  // The flows' notices (passkey added, removed) are shown by the notification region in the page's language.
  useTranslateText(settingsTexts)
  return (
    <Section title={t('settings.section.title')} intro={t('settings.section.intro')}>
      <div className={accountPanels().pair}>
        <SettingCard icon={<LockIcon />} title={t('settings.password.title')} description={t('settings.password.description')}>
          <Button onClick={password.openDialog}>{t('settings.password.change')}</Button>
        </SettingCard>
        <SettingCard icon={<ShieldIcon />} title={t('settings.twoStep.title')} description={t('settings.twoStep.description')}>
          <TwoStepSummary api={twoStep} />
        </SettingCard>
        <SettingCard icon={<KeyIcon />} title={t('settings.passkeys.title')} description={t('settings.passkeys.description')}>
          <PasskeysSummary api={passkeys} />
        </SettingCard>
        <SettingCard
          label={t('settings.sessions.label')}
          icon={<UserIcon />}
          title={t('settings.sessions.title')}
          description={
            <>
              {/* A line of its own: the address arrives with the profile without rewrapping the text. */}
              <span className={styles.who}>
                {profile ? t('settings.sessions.signedInAs', { email: profile.email }) : t('settings.sessions.signedIn')}
              </span>{' '}
              {t('settings.sessions.text')}
            </>
          }
        >
          <Button variant="outline" onClick={() => setConfirmingSignOut(true)}>
            {t('settings.sessions.signOutEverywhere')}
          </Button>
        </SettingCard>
      </div>
      {/* The same confirmation as the Security page's "Sign out everywhere else": one tap signs out this device too. */}
      <ConfirmationModal
        open={confirmingSignOut}
        title={t('settings.sessions.confirmTitle')}
        message={t('settings.sessions.confirmMessage')}
        picture={<IconPicture icon={ShieldIcon} />}
        confirmLabel={t('settings.sessions.signOutEverywhere')}
        onConfirm={() => {
          setConfirmingSignOut(false)
          // Ends every session on the server (POST /app/auth/logout { everywhere }), then this one's token; the session
          // says what happened (signed out everywhere, or only here when the server was not reached).
          signOut({ everywhere: true })
          void navigate({ to: '/login' })
        }}
        onCancel={() => setConfirmingSignOut(false)}
      />
      <ChangePasswordDialogs api={password} />
      <TwoStepDialogs api={twoStep} />
      <PasskeysDialogs api={passkeys} />
    </Section>
  )
}
