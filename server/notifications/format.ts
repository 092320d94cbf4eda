import type { Language } from '@contract/languages'

/** MB as the notices say it: '18.40 GB'. */
export const formatGb = (mb: number) => `${(mb / 1024).toFixed(2)} GB`

/** Names joined as the language lists them: `Canada and Mexico`, `Canadá y México`. */
export const listOf = (names: string[], language: Language = 'en') =>
  new Intl.ListFormat(language === 'en' ? 'en-US' : 'es-US', { type: 'conjunction' }).format(names)
