import { cx } from 'styled-system/css'
import { languageSwitch } from 'styled-system/recipes/language-switch'
import { shellMessages } from '@/i18n/catalogues/shell'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/i18n/languages'
import { useLanguage, useT } from '@/i18n/react'
import { GlobeIcon } from '../ui/icons'

/**
 * The language switch: native buttons, on every page's first load (docs/decisions/0033-languages.md). Each language
 * is named in itself and marked with its `lang`, so a screen reader reads "Español" in Spanish. Choosing one draws
 * the page again in it, in place: what the page holds (a cart, a half-filled form) stays.
 */

const styles = languageSwitch()

/** The other language than the page's: the one a single switch offers. */
function useOtherLanguage() {
  const { language, setLanguage } = useLanguage()
  const other: Language = LANGUAGES.find((candidate) => candidate !== language) ?? 'en'
  return { other, choose: () => setLanguage(other) }
}

/**
 * The header bar's switch from 965 px up: one button to the other language ("Español" on an English page, "English"
 * on a Spanish one).
 */
export function HeaderLanguageSwitch() {
  const { other, choose } = useOtherLanguage()
  return (
    <button type="button" className={styles.toggle} lang={other} onClick={choose}>
      <GlobeIcon />
      {LANGUAGE_NAMES[other]}
    </button>
  )
}

/** The same switch in the header's menu, below 965 px, across the menu's width. */
export function MenuLanguageSwitch() {
  const { other, choose } = useOtherLanguage()
  return (
    <button type="button" className={styles.menuToggle} lang={other} onClick={choose}>
      <GlobeIcon />
      {LANGUAGE_NAMES[other]}
    </button>
  )
}

/** The footer's switch: every language, the page's own pressed. */
export function FooterLanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage()
  const t = useT(shellMessages)
  return (
    <div className={cx(styles.group, className)} role="group" aria-labelledby="footer-language-label">
      <span id="footer-language-label" className={styles.groupLabel}>
        <GlobeIcon />
        {t('shell.language.label')}
      </span>
      <span className={styles.options}>
        {LANGUAGES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            lang={candidate}
            className={styles.option}
            aria-pressed={candidate === language}
            onClick={() => setLanguage(candidate)}
          >
            {LANGUAGE_NAMES[candidate]}
          </button>
        ))}
      </span>
    </div>
  )
}
