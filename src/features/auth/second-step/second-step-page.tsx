import { Link, useRouterState } from '@tanstack/react-router'
import { Button, buttonStyle } from '@/components/ui/button'
import { LockIcon } from '@/components/ui/icons'
import { TextInput } from '@/components/ui/text-input'
import { authCopy } from '../shared/auth-copy'
import { AuthForm, AuthScreen, FormActions, StatusBlock } from '../shared/auth-ui'
import { useRedirect } from '../shared/sign-in-actions'
import { useSecondStep } from './use-second-step'

/** /login-second-step: a code from the authenticator app, or a recovery code, after a right password or emailed code. */
export function SecondStepPage() {
  const ticket = useRouterState({ select: (state) => state.location.state.secondStepTicket ?? null })
  const api = useSecondStep(ticket)
  const redirect = useRedirect()
  if (api.expired) {
    return (
      <AuthScreen copy={authCopy.secondStep} panel="expired" note={false}>
        <StatusBlock
          icon={<LockIcon />}
          tone="danger"
          title="Please sign in again"
          actions={
            <Link to="/login" search={{ redirect }} className={buttonStyle({ size: 'lg', fullWidth: true })}>
              Sign in
            </Link>
          }
        >
          <p>This sign-in took too long, or had too many wrong codes. Start again with your password or an emailed code.</p>
        </StatusBlock>
      </AuthScreen>
    )
  }
  return (
    <AuthScreen copy={authCopy.secondStep}>
      <AuthForm onSubmit={api.submit} busy={api.busy} label="Two-step sign-in" enterMovesOn>
        <TextInput
          name="code"
          label="Code from your authenticator app"
          helperText="Lost your phone? Type one of your recovery codes instead (like abcde-23456)."
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={api.code}
          error={api.codeError}
          onChange={(event) => api.change(event.target.value)}
        />
        <FormActions>
          <Button type="submit" size="lg" fullWidth loading={api.busy}>
            Verify
          </Button>
        </FormActions>
      </AuthForm>
    </AuthScreen>
  )
}
