import { describe, expect, it } from 'vitest'
import { loginPayloadSchema, registerPayloadSchema, resetPasswordPayloadSchema } from '@contract/auth'
import { COMMON_PASSWORD_MESSAGE, commonPasswordForms, isCommonPassword, loadCommonPasswords } from '@contract/common-passwords'
import { changePasswordPayloadSchema } from '@contract/user'
import { fieldErrorsOf } from '@machines/form'
import { TEST_PASSWORD } from './support/fixtures'
import { serverForFile } from './support/harness'

/**
 * The common-password list: at least the 10,000 most common passwords, decorated to pass
 * SPEC §5's format rule or not, refused on the server and by the forms' schemas alike.
 */
const server = serverForFile()

/** Each passes the format rule; its undecorated form is in the ranked list. */
const DECORATED = ['Charlie1!', 'Q1w2e3r4!', 'Tigger1#', 'Superman1$', 'Jennifer1.', 'Iloveyou2!', 'B@seball1']
const UNCOMMON = ['Fresh#Start9', 'Harbor#Lamp47', TEST_PASSWORD]

const register = (email: string, password: string) =>
  server.call('/app/auth/register', {
    body: {
      firstName: 'Pat',
      lastName: 'Lee',
      email,
      countryCode: '+1',
      contactNumber: '3125550111',
      regPassword: password,
      confirmRegPassword: password,
      acceptTerms: true,
    },
  })

describe('the common-password list', () => {
  it('holds at least 10,000 passwords and matches them through case, trailing symbols and swaps', async () => {
    const list = await loadCommonPasswords()
    expect(list.size).toBeGreaterThanOrEqual(10_000)
    expect(commonPasswordForms('P@ssw0rd!')).toContain('password')
    for (const password of DECORATED) expect(isCommonPassword(password), password).toBe(true)
    for (const password of UNCOMMON) expect(isCommonPassword(password), password).toBe(false)
  })

  it("the forms' schemas refuse a common new password with the server's message; signing in is not affected", async () => {
    await loadCommonPasswords()
    const registration = {
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@test.example',
      countryCode: '+1',
      contactNumber: '3125550111',
      acceptTerms: true,
    }
    expect(fieldErrorsOf(registerPayloadSchema, { ...registration, regPassword: 'Charlie1!', confirmRegPassword: 'Charlie1!' })).toEqual({
      regPassword: COMMON_PASSWORD_MESSAGE,
    })
    expect(
      fieldErrorsOf(registerPayloadSchema, { ...registration, regPassword: 'Harbor#Lamp47', confirmRegPassword: 'Harbor#Lamp47' }),
    ).toEqual({})
    expect(
      fieldErrorsOf(changePasswordPayloadSchema, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Tigger1#',
        confirmNewPassword: 'Tigger1#',
      }),
    ).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE })
    expect(
      fieldErrorsOf(resetPasswordPayloadSchema, { token: 'x'.repeat(43), newPassword: 'Q1w2e3r4!', confirmNewPassword: 'Q1w2e3r4!' })
        .newPassword,
    ).toBe(COMMON_PASSWORD_MESSAGE)
    // An existing password is never judged at sign-in.
    expect(loginPayloadSchema.safeParse({ email: 'pat@test.example', password: 'Charlie1!' }).success).toBe(true)
  })

  it('the server refuses a common password at registration and password change, and takes an uncommon one', async () => {
    for (const [index, password] of DECORATED.entries()) {
      const result = await register(`common${index}@test.example`, password)
      expect(result.status, password).toBe(422)
      expect(result.body.errors).toEqual([{ field: 'regPassword', message: COMMON_PASSWORD_MESSAGE }])
    }
    expect((await register('uncommon@test.example', 'Harbor#Lamp47')).status).toBe(201)

    const token = await server.signIn('alice')
    const change = await server.call('/app/users/changepassword', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Superman1$', confirmNewPassword: 'Superman1$' },
    })
    expect(change.status).toBe(422)
    expect(change.body.errors).toEqual([{ field: 'newPassword', message: COMMON_PASSWORD_MESSAGE }])
  })
})
