import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn } from '@/app/hydration'
import { RegisterPending, RegisterPage } from '@/features/auth/register/register-page'
import { loginSearch } from '@/lib/route-search'
import { signInRoute } from './-sign-in-route'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/register')({
  ...signInRoute('/_site/register', loginSearch),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(RegisterPending),
  component: browserDrawn(RegisterPage),
})
