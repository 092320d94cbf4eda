import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppActors } from './app/actors'
import { browserSettings } from './config'
import { AppActorsProvider } from './app/app-context'
import { startInspector } from './app/inspect'
import { loadLanguage, setCurrentLanguage } from './i18n/i18n'
import { browserLanguageMemory } from './i18n/language-store'
import { resolveLanguage } from './i18n/languages'
import { createAppRouter } from './router'
import './index.css'

/**
 * The browser's start, as TanStack Router's `basic-ssr-file-based` example has it: every page arrives drawn by the
 * server (src/entry-server.tsx) with what its loaders read, and `RouterClient` hydrates the whole document with it.
 */
await startInspector()
// The page's language is the one the server drew it in (the `lang` cookie's).
const actors = createAppActors({ language: resolveLanguage(document.documentElement.lang), languageMemory: browserLanguageMemory })
setCurrentLanguage(actors.language.get())
actors.language.subscribe(() => setCurrentLanguage(actors.language.get()))
// The texts of the page's language before hydrating: a view would otherwise wait for them (`useT`).
await loadLanguage(actors.language.get())
const router = createAppRouter({ context: { actors, settings: browserSettings, document: true } })

// In a transition, React hydrates in slices, yielding to the browser between them, instead of in one long task
// (`npm run bench:lighthouse` prints each page's Total Blocking Time).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <AppActorsProvider actors={actors}>
        <RouterClient router={router} />
      </AppActorsProvider>
    </StrictMode>,
  )
})
