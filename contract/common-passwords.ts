/**
 * The common-password check, the same on the server and in the forms: a new password that
 * passes SPEC §5's format rule is still refused when it is one of the most common passwords give or take the
 * format's decoration — case, symbols added at the end, the usual letter-for-symbol swaps ("P@ssw0rd!").
 *
 * The list: the 49,233 most common passwords that zxcvbn-ts ships (`@zxcvbn-ts/language-common`, 4.1.3, MIT;
 * ranked by frequency from public leak corpora, the list zxcvbn's strength estimate uses), plus our own short list
 * of format-passing ones below. It is loaded lazily (a dynamic import): the server loads it before it checks; a
 * form's first check starts the download, so it is never in the first-load bundle.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess'

/** Format-passing passwords seen in the wild that the ranked list only has undecorated, and our brand's own. */
const OUR_ADDITIONS = [
  'Password@123',
  'Password#123',
  'P@ssword1',
  'P@ssw0rd1',
  'Pa$$word1',
  'Welcome@1',
  'Welcome@123',
  'Qwerty@123',
  'Abc@123',
  'Abcd@1234',
  'Admin@123',
  'Summer2024!',
  'Summer2025!',
  'Summer2026!',
  'Winter2024!',
  'Winter2025!',
  'Winter2026!',
  'Spring2025!',
  'Spring2026!',
  'Autumn2025!',
  'Test@123',
  'Demo@123',
  'Aa@123456',
  'Iloveyou@1',
  'Hello@123',
  'Ring@123',
  'Ringmobile1!',
  'RingMobile@123',
  'Mobile@123',
  'Phone@123',
]

/** The usual swaps, read back as letters. */
const LEET: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '3': 'e', $: 's', '5': 's', '1': 'i', '!': 'i', '7': 't' }
const TRAILING_SYMBOLS = /[!@#$.%^&*]+$/

/** The forms a password is looked up in: any case, without trailing symbols, with swaps undone (all or before a number). */
export function commonPasswordForms(password: string): string[] {
  const lower = password.toLowerCase()
  const bare = lower.replace(TRAILING_SYMBOLS, '')
  const unswap = (value: string) => [...value].map((char) => LEET[char] ?? char).join('')
  // Swaps undone before a trailing number only: "B@seball1" is "baseball1".
  // [\s\S], not '.': a password may hold a line break, and the form must still be read (not throw: a 500).
  const [, core, digits] = /^([\s\S]*?)(\d*)$/.exec(bare)!
  return [...new Set([lower, bare, unswap(lower), unswap(bare), unswap(core) + digits])]
}

let list: ReadonlySet<string> | null = null
let loading: Promise<ReadonlySet<string>> | null = null

/** The list, downloaded (browser) or read (server) once. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    list = new Set([...dictionary['passwords-common'], ...OUR_ADDITIONS.map((password) => password.toLowerCase())])
    return list
  })
  // A failed download is tried again next time.
  loading.catch(() => {
    loading = null
  })
  return loading
}

/** True when the password is common (await loadCommonPasswords() first: before that, the list is empty). */
export function isCommonPassword(password: string): boolean {
  if (!list) {
    // A form's first check starts the download; the server's answer covers a submit made before it arrives.
    void loadCommonPasswords().catch(() => undefined)
    return false
  }
  const known = list
  return commonPasswordForms(password).some((form) => known.has(form))
}
