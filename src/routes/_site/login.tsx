import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn } from '@/app/hydration'
import { LoginPending, LoginPage } from '@/features/auth/login/login-page'
import { loginSearch } from '@/lib/route-search'
import { signInRoute } from './-sign-in-route'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/login')({
  ...signInRoute('/_site/login', loginSearch),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(LoginPending),
  component: browserDrawn(LoginPage),
})
