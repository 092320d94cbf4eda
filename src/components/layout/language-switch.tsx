import { css, cx } from 'styled-system/css'
import { shellMessages } from '@/i18n/catalogues/shell'
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/i18n/languages'
import { useLanguage, useT } from '@/i18n/react'
import { GlobeIcon } from '../ui/icons'

/**
 * The language switch: native buttons, on every page's first load (docs/decisions/0033-languages.md). Each language
 * is named in itself and marked with its `lang`, so a screen reader reads "Español" in Spanish. Choosing one draws
 * the page again in it, in place: what the page holds (a cart, a half-filled form) stays.
 */

const styles = {
  toggle: css({
    // Below 965 px the bar has no room for it: the menu holds the switch (`MenuLanguageSwitch`), and the footer.
    display: { base: 'none', lg: 'inline-flex' },
    alignItems: 'center',
    gap: '1.5',
    height: '11',
    px: { base: '2', sm: '3' },
    borderRadius: 'full',
    fontWeight: '650',
    fontSize: 'sm',
    color: 'navy.800',
    cursor: 'pointer',
    transition: 'background-color 150ms',
    _hover: { bg: 'navy.50' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
    '& svg': { width: '5', height: '5', flexShrink: '0' },
  }),
  menuToggle: css({
    gridColumn: '1 / -1',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    height: '12',
    borderRadius: 'full',
    bg: 'navy.50',
    color: 'navy.800',
    fontWeight: '650',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
    '& svg': { width: '5', height: '5' },
  }),
  group: css({ display: 'inline-flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  groupLabel: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'sm',
    color: 'navy.200',
    '& svg': { width: '4', height: '4' },
  }),
  options: css({ display: 'inline-flex', p: '1', gap: '1', borderRadius: 'full', bg: 'rgba(255, 255, 255, 0.08)' }),
  option: css({
    minHeight: '9',
    px: '3.5',
    borderRadius: 'full',
    fontSize: 'sm',
    fontWeight: '600',
    color: 'navy.100',
    cursor: 'pointer',
    transition: 'background-color 150ms, color 150ms',
    _hover: { color: 'white' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
    // The page's own language keeps its dark label under the pointer too (the hover above turns labels white).
    '&[aria-pressed=true]': { bg: 'white', color: 'navy.900', cursor: 'default', _hover: { color: 'navy.900' } },
  }),
}

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
