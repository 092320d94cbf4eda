import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { LockIcon, ShieldIcon } from '@/components/ui/icons'
import { textLinkStyle } from '@/components/ui/text-link'
import { authCopy } from '../shared/auth-copy'
import { AuthScreen, StatusBlock } from '../shared/auth-ui'
import { useCrmSignIn, type CrmSignInApi } from './use-crm-sign-in'

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
  if (api.signingIn) {
    return (
      <StatusBlock busy title="Opening the customer's account…">
        Checking the sign-in link. The dashboard opens in a moment, with a banner on every page showing that an agent is signed in.
      </StatusBlock>
    )
  }
  if (api.failed) {
    return (
      <StatusBlock icon={<LockIcon />} tone="danger" title="This sign-in link did not work">
        <p className={css({ color: 'danger.fg', fontWeight: '600' })}>{api.error}</p>
        <p>Links work once and for 15 minutes. Make a new one from the support tools and open it straight away.</p>
      </StatusBlock>
    )
  }
  return (
    <StatusBlock icon={<ShieldIcon />} title="Open this page from a sign-in link">
      This page signs a support agent in with a one-time link made by the Ring Mobile support tools. Without the link there is nothing to
      sign in with. Looking for your own account?{' '}
      <Link to="/login" className={textLinkStyle()}>
        Sign in here
      </Link>
      .
    </StatusBlock>
  )
}
