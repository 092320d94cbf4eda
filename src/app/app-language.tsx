import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { LanguageProvider } from '@/i18n/react'
import type { Language } from '@/i18n/languages'
import { useAppActors } from './app-context'

/**
 * The app's language store (src/app/actors.ts) as the page's language: the switch changes it, every view follows,
 * and the routes' loaders read again what they read in a language (content entries).
 */
export function useAppLanguage() {
  const { language } = useAppActors()
  const router = useRouter()
  const current = useSyncExternalStore(language.subscribe, language.get, language.get)
  const choose = useCallback(
    (next: Language) => void language.set(next, { chosen: true }).then(() => router.invalidate()),
    [language, router],
  )
  return { language: current, setLanguage: choose }
}

/**
 * Draws the page in the app's language. Once hydrated, a language the browser remembers (localStorage) and the page
 * was not drawn in (its cookie was cleared) is applied and written back to the cookie.
 */
export function AppLanguage({ children }: { children: ReactNode }) {
  const { language, setLanguage } = useAppLanguage()
  const { language: store } = useAppActors()
  useEffect(() => {
    const remembered = store.remembered()
    if (remembered && remembered !== store.get()) void store.set(remembered)
  }, [store])
  return (
    <LanguageProvider language={language} setLanguage={setLanguage}>
      {children}
    </LanguageProvider>
  )
}
