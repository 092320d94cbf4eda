import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/**
 * How strong a password is, judged on the server whenever one is set (register, change, reset) and stored with it
 * (`customers.password_strength`): the Security page's checklist reads the verdict, never the password.
 *
 * Strong: at least {@link STRONG_PASSWORD_MIN_LENGTH} characters and zxcvbn-ts's estimate of at least 10^10 guesses
 * (its score 4) with the customer's own name, email and phone number counted as known words. Anything weaker that
 * still meets SPEC §5's format rule and is not a common password (refused outright) is accepted but judged weak.
 */
export type PasswordStrength = 'strong' | 'weak'

export const STRONG_PASSWORD_MIN_LENGTH = 12
const STRONG_SCORE = 4

/** What a password must not be built from: the customer's own details. */
export interface PasswordOwner {
  email: string
  firstName: string
  lastName: string
  contactNumber?: string
}

let judge: Promise<ZxcvbnFactory> | null = null

/** The estimator with English, Spanish and the common dictionaries (names, words, leaked passwords), built once. */
function estimator(): Promise<ZxcvbnFactory> {
  judge ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-es-es'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en, es]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        // The estimate runs on the event loop: its default tries every combination of letter-for-symbol swaps, which
        // for a long password of symbols and digits takes seconds of CPU. Ten swaps and the first 64 characters keep
        // it to a request's worth; beyond that a password's strength only grows.
        l33tMaxSubstitutions: 10,
        maxLength: 64,
      }),
  )
  judge.catch(() => {
    judge = null
  })
  return judge
}

/** The words of the customer's details a guesser would try first. */
function ownWords(owner: PasswordOwner): string[] {
  const [local = '', domain = ''] = owner.email.split('@')
  return [
    owner.firstName,
    owner.lastName,
    local,
    ...local.split(/[._+-]+/),
    domain.split('.')[0],
    owner.contactNumber ?? '',
    'ring',
    'mobile',
  ]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3)
}

export async function judgePassword(password: string, owner: PasswordOwner): Promise<PasswordStrength> {
  if ([...password].length < STRONG_PASSWORD_MIN_LENGTH) return 'weak'
  const result = (await estimator()).check(password, ownWords(owner))
  return result.score >= STRONG_SCORE ? 'strong' : 'weak'
}
