import type { ReactNode } from 'react'
import { profileMessages } from '@/i18n/catalogues/profile'
import { useT } from '@/i18n/react'
import { detailList } from 'styled-system/recipes/detail-list'
import { editAddressMachine } from '@machines/edit-address.machine'
import { editNameMachine } from '@machines/edit-name.machine'
import { editPhoneMachine } from '@machines/edit-phone.machine'
import type { UserInfo } from '@contract/user'
import { US_STATES } from '@contract/rules'
import { useSession } from '@/app/app-context'
import { Section } from '@/components/layout/section'
import { AssistedNotice } from '@/components/ui/assisted-notice'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { HomeIcon, MailIcon, PhoneIcon, UserIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { formatPhoneNumber } from '@/lib/phone'
import { EditAddressDialog } from './edit-address-dialog'
import { EditEmailDialog } from './edit-email-dialog'
import { EditNameDialog } from './edit-name-dialog'
import { EditPhoneDialog } from './edit-phone-dialog'
import { useEditEmail } from './use-edit-email'
import { useProfileEdit } from './use-profile-edit'
import { useSectionHeading } from '@/lib/section-headings'

const styles = detailList()
/** The assisted session's reason, which the disabled Edit buttons name. */
const ASSISTED_NOTE = 'profile-assisted'

function stateName(code: string) {
  return US_STATES.find((state) => state.value === code)?.label ?? code
}

/** '+1 (312) 555-0143'; numbers of other countries as they were given. */
function phoneLine(profile: UserInfo) {
  if (!profile.contactNumber) return ''
  const us = !profile.countryCode || profile.countryCode === '+1'
  return `${profile.countryCode} ${us ? formatPhoneNumber(profile.contactNumber) : profile.contactNumber}`.trim()
}

/** The address as two lines: "1200 N Lake Shore Dr" / "Chicago, Illinois 60601". */
function addressLines(profile: UserInfo) {
  const street = [profile.streetNumber, profile.streetDirection, profile.streetName].filter(Boolean).join(' ')
  const place = [profile.city, [profile.state ? stateName(profile.state) : '', profile.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [street, place].filter(Boolean).join('\n')
}

function DetailRow({
  icon,
  label,
  value,
  editLabel,
  onEdit,
  offered = true,
}: {
  icon: ReactNode
  label: string
  value: string
  editLabel: string
  onEdit: () => void
  /** False in an assisted session for the email and the phone number: Edit is disabled and names the reason. */
  offered?: boolean
}) {
  const t = useT(profileMessages)
  return (
    <div className={styles.row}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <div>
        <dt className={styles.label}>{label}</dt>
        <dd className={value ? styles.value : styles.empty}>{value || t('profile.details.notAdded')}</dd>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onEdit}
        aria-label={editLabel}
        disabled={!offered}
        aria-describedby={offered ? undefined : ASSISTED_NOTE}
      >
        {t('profile.details.edit')}
      </Button>
    </div>
  )
}

/** /dashboard/profile: the customer's details, each with its edit dialog (SPEC §2). */
export function ProfileSection() {
  const { profile, isLoading, reloadProfile } = useSession()
  const name = useProfileEdit(editNameMachine)
  const address = useProfileEdit(editAddressMachine)
  const phone = useProfileEdit(editPhoneMachine)
  const email = useEditEmail()
  const t = useT(profileMessages)
  const heading = useSectionHeading('/dashboard/profile')

  return (
    <Section {...heading}>
      <Card.Root variant="outline" as="section" aria-label={t('profile.details.title')}>
        <Card.Header>
          <Card.Title level={3}>{t('profile.details.title')}</Card.Title>
        </Card.Header>
        <Card.Body>
          {profile && (!email.offered || !phone.offered) ? <AssistedNotice id={ASSISTED_NOTE} /> : null}
          {profile ? (
            <dl className={styles.list}>
              <DetailRow
                icon={<UserIcon />}
                label={t('profile.details.name')}
                value={`${profile.firstName} ${profile.lastName}`.trim()}
                editLabel={t('profile.details.editName')}
                onEdit={() => name.edit(profile)}
              />
              <DetailRow
                icon={<MailIcon />}
                label={t('profile.details.email')}
                value={profile.email}
                editLabel={t('profile.details.editEmail')}
                onEdit={email.edit}
                offered={email.offered}
              />
              <DetailRow
                icon={<PhoneIcon />}
                label={t('profile.details.phone')}
                value={phoneLine(profile)}
                editLabel={t('profile.details.editPhone')}
                onEdit={() => phone.edit(profile)}
                offered={phone.offered}
              />
              <DetailRow
                icon={<HomeIcon />}
                label={t('profile.details.address')}
                value={addressLines(profile)}
                editLabel={t('profile.details.editAddress')}
                onEdit={() => address.edit(profile)}
              />
            </dl>
          ) : isLoading ? (
            <p className={styles.status} role="status">
              <Spinner size="sm" /> {t('profile.details.loading')}
            </p>
          ) : (
            <div className={styles.status}>
              <p>{t('profile.details.failed')}</p>
              <Button variant="outline" size="sm" onClick={reloadProfile}>
                {t('profile.details.retry')}
              </Button>
            </div>
          )}
        </Card.Body>
      </Card.Root>
      <EditNameDialog api={name} />
      <EditEmailDialog api={email} />
      <EditPhoneDialog api={phone} />
      <EditAddressDialog api={address} />
    </Section>
  )
}
