import { lineCareMessages } from '@/i18n/catalogues/line-care'
import { translator, type Translate } from '@/i18n/i18n'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT } from '@/i18n/react'
import { localeFormat, type LocaleFormat } from '@/lib/locale'

export type LineCareKey = NonNullable<(typeof lineCareMessages)['ids']>

/** Line care's texts in the page's language, and its amounts and dates: what the flows' `connect` words things with. */
export interface Words {
  t: Translate<LineCareKey>
  f: LocaleFormat
}

/** English, for a `connect` called without the page's words (the path tests). */
export const ENGLISH: Words = { t: translator(lineCareMessages, 'en'), f: localeFormat() }

/** The words of the page's language. */
export function useWords(): Words {
  return { t: useT(lineCareMessages), f: useLocaleFormat() }
}
