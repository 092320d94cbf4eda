/**
 * The language as views need it. `LanguageProvider` (the root route) says which language the page is drawn in: the
 * server draws each request's, the browser the visitor's. `useT(catalogue)` gives a view its area's `t` in that
 * language; `useLanguage()` reads and changes it. A change draws every view that calls `useT` again in place: the
 * page, its forms and the app's actors (the cart, the session) keep their state.
 */
import { createContext, use, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { isLoaded, loadArea, translate, translateText, type Catalogue, type Translate } from './i18n'
import { DEFAULT_LANGUAGE, type Language } from './languages'

/** What `useLanguage` gives. */
export interface LanguageApi {
  /** The language the page is drawn in. */
  language: Language
  /** Draws the site in `language` from now on, and remembers the choice (cookie, localStorage, the customer's account). */
  setLanguage(language: Language): void
}

// Outside a provider (a view test drawing one component), English.
const LanguageContext = createContext<LanguageApi>({ language: DEFAULT_LANGUAGE, setLanguage: () => undefined })

export function LanguageProvider({
  language,
  setLanguage,
  children,
}: {
  language: Language
  setLanguage: (language: Language) => void
  children: ReactNode
}) {
  const api = useMemo(() => ({ language, setLanguage }), [language, setLanguage])
  return <LanguageContext.Provider value={api}>{children}</LanguageContext.Provider>
}

export function useLanguage(): LanguageApi {
  return useContext(LanguageContext)
}

/**
 * The `t` of an area's catalogue, in the page's language: `t('shop.heading')`, `t('cart.items', { count })`. Waits
 * (suspends) while the area's texts in that language are on their way: the server's render and hydration draw the
 * page in its own language, never English first.
 */
export function useT<Id extends string>(catalogue: Catalogue<Id>): Translate<Id> {
  const { language } = useLanguage()
  if (!isLoaded(catalogue.area, language)) use(loadArea(catalogue.area, language))
  return useCallback<Translate<Id>>((id, values) => translate(language, id, values), [language])
}

/**
 * Translates a text that may be the English message of `catalogue` (contract/'s validation messages, a machine's
 * texts: catalogues keyed by their English text) into the page's language; any other text (a server's answer,
 * already in the customer's language) is shown as it is.
 */
export function useTranslateText(catalogue: Catalogue): (text: string) => string {
  const { language } = useLanguage()
  if (!isLoaded(catalogue.area, language)) use(loadArea(catalogue.area, language))
  return useCallback((text: string) => translateText(text, language), [language])
}
