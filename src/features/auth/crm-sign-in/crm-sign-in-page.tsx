import { Link } from '@tanstack/react-router'
import { statusBlock } from 'styled-system/recipes/status-block'
import { LockIcon, ShieldIcon } from '@/components/ui/icons'
import { textLinkStyle } from '@/components/ui/text-link'
import { authCopy } from '../shared/auth-copy'
import { AuthScreen, StatusBlock } from '../shared/auth-ui'
import { useCrmSignIn, type CrmSignInApi } from './use-crm-sign-in'
import { authMessages } from '@/i18n/catalogues/auth'
import { authTextsMessages } from '@/i18n/catalogues/auth-texts'
import { useT, useTranslateText } from '@/i18n/react'

/** /crm-login?token=…: a Ring Mobile support agent opens a customer's account from a one-time link. */
export function CrmSignInPage() {
  const api = useCrmSignIn()
  return (
    <AuthScreen copy={authCopy.crmSignIn}>
      <CrmBody api={api} />
    </AuthScreen>
  )
}

function CrmBody({ api }: { api: CrmSignInApi }) {
  const t = useT(authMessages)
  const translate = useTranslateText(authTextsMessages)
  if (api.signingIn) {
    return (
      <StatusBlock busy title={t('auth.crm.opening')}>
        {t('auth.crm.openingText')}
      </StatusBlock>
    )
  }
  if (api.failed) {
    return (
      <StatusBlock icon={<LockIcon />} tone="danger" title={t('auth.crm.failedTitle')}>
        <p className={statusBlock().problem}>{api.error ? translate(api.error) : null}</p>
        <p>{t('auth.crm.failedRule')}</p>
      </StatusBlock>
    )
  }
  const [before, after] = t('auth.crm.noLinkText', { link: '\u0000' }).split('\u0000')
  return (
    <StatusBlock icon={<ShieldIcon />} title={t('auth.crm.noLinkTitle')}>
      {before}
      <Link to="/login" className={textLinkStyle()}>
        {t('auth.crm.signInHere')}
      </Link>
      {after}
    </StatusBlock>
  )
}
