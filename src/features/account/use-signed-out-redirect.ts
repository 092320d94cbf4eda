import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSignedIn } from '@/app/app-context'

/**
 * The dashboard's answer to a session that ends while it is on screen: a 401 (another device changed the
 * password, the token expired) or a sign-out signs the customer out (the session machine), and this sends the page
 * to /login. The same target as the Sign out button, so the two never race to different addresses.
 */
export function useSignedOutRedirect() {
  const isLoggedIn = useSignedIn()
  const navigate = useNavigate()
  useEffect(() => {
    if (!isLoggedIn) void navigate({ to: '/login', replace: true })
  }, [isLoggedIn, navigate])
}
