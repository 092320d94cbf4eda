import type { Language } from '@contract/languages'

/** A day as notices write it: `5 Mar 2026`, `5 mar 2026`. */
export const shortDay = (date: Date, language: Language = 'en') =>
  date.toLocaleDateString(language === 'en' ? 'en-GB' : 'es-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** MB as the notices say it: '18.40 GB'. */
export const formatGb = (mb: number) => `${(mb / 1024).toFixed(2)} GB`
