import { COMMON_PASSWORD_MESSAGE, isCommonPassword, loadCommonPasswords } from '@contract/common-passwords'
import { fieldError } from './errors'

/**
 * Refuses a common new password (contract/common-passwords.ts: the same list and rule as the forms), 422 on that
 * field. The list is read on first use.
 */
export async function refuseCommonPassword(field: string, password: string) {
  await loadCommonPasswords()
  if (isCommonPassword(password)) throw fieldError(field, COMMON_PASSWORD_MESSAGE)
}
