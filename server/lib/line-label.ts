import type { Language } from '@contract/languages'
import { translate } from './i18n'

/**
 * What a line is called on the customer's pages: its nickname, else its number as '(555) 010-0123', else, before it
 * has a number, "New line" in `language` (the message catalogue's 'New line').
 */
export function lineLabelOf(line: { nickname: string | null; mdn: string | null }, language: Language): string {
  if (line.nickname) return line.nickname
  if (line.mdn) return `(${line.mdn.slice(0, 3)}) ${line.mdn.slice(3, 6)}-${line.mdn.slice(6)}`
  return translate(language, 'New line')
}
