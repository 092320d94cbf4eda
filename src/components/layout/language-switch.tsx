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

/** One button to the other language than the page's ("Español" on an English page, "English" on a Spanish one). */
function OtherLanguageButton({ className }: { className: string }) {
  const { language, setLanguage } = useLanguage()
  const other: Language = LANGUAGES.find((candidate) => candidate !== language) ?? 'en'
  return (
    <button type="button" className={className} lang={other} onClick={() => setLanguage(other)}>
      <GlobeIcon />
      {LANGUAGE_NAMES[other]}
    </button>
  )
}

/** The header bar's switch from 965 px up. */
export function HeaderLanguageSwitch() {
  return <OtherLanguageButton className={styles.toggle} />
}

/** The same switch in the header's menu, below 965 px, across the menu's width. */
export function MenuLanguageSwitch() {
  return <OtherLanguageButton className={styles.menuToggle} />
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
