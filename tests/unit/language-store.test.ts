/**
 * src/i18n/language-store.ts: the browser's language. Choosing one writes it to the browser's memory and, once the
 * texts of the areas loaded so far are there, draws the page in it; only a visitor's own choice is passed on (to the
 * account).
 */
import { describe, expect, it } from 'vitest'
import { defineCatalogue, isLoaded } from '@/i18n/i18n'
import { createLanguageStore, type LanguageMemory } from '@/i18n/language-store'
import type { Language } from '@/i18n/languages'

function memory(initial: Language | null = null): LanguageMemory & { written: Language[] } {
  const written: Language[] = []
  return { written, write: (language) => void written.push(language), read: () => written.at(-1) ?? initial }
}

describe('the language store', () => {
  it('switches once the texts are loaded, remembers the choice and tells who listens for a choice', async () => {
    let release = () => {}
    const arrived = new Promise<{ default: Record<string, unknown> }>(
      (resolve) => (release = () => resolve({ default: { 'store.a': ['Á'] } })),
    )
    defineCatalogue('store', { 'store.a': ['A'] }, { es: () => arrived })
    const kept = memory()
    const store = createLanguageStore('en', kept)
    const drawn: Language[] = []
    store.subscribe(() => drawn.push(store.get()))
    const chosen: Language[] = []
    store.onChoose((language) => chosen.push(language))

    const switching = store.set('es', { chosen: true })
    expect(kept.written).toEqual(['es'])
    expect(chosen).toEqual(['es'])
    // Still English while the Spanish texts are on their way: the page changes in one step.
    expect(store.get()).toBe('en')
    release()
    await switching
    expect(isLoaded('store', 'es')).toBe(true)
    expect(store.get()).toBe('es')
    expect(drawn).toEqual(['es'])
    expect(store.remembered()).toBe('es')

    // The account's language applied: remembered, drawn, not passed on as a choice.
    await store.set('en')
    expect(chosen).toEqual(['es'])
    expect(drawn).toEqual(['es', 'en'])
  })

  it('says what the browser remembers, or nothing', () => {
    expect(createLanguageStore('en', memory()).remembered()).toBeNull()
    expect(createLanguageStore('en', memory('es')).remembered()).toBe('es')
  })
})
