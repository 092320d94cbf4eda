import { localeFormat, type LocaleFormat } from '@/lib/locale'
import { INTL_LOCALES } from './languages'
import { useLanguage } from './react'

/**
 * Prices, numbers and dates in the page's language (src/lib/locale.ts): `useLocaleFormat().monthly(40)`. A module of
 * its own: the first load of `/` prints no price or date, and carries no formatter.
 */
export function useLocaleFormat(): LocaleFormat {
  return localeFormat(INTL_LOCALES[useLanguage().language])
}
