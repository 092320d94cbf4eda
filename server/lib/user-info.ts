import type { z } from 'zod'
import type { userEndpoints } from '@contract/endpoints/users'
import type { Customer } from '../db/types'
import { chatUserHash } from './crypto'
import { savedLanguage } from './language'

/** GET /app/users/view's answer, checked field by field against the contract. */
type UserInfoAnswer = z.input<typeof userEndpoints.profile.answer>

/** GET /app/users/view's answer (contract/user.ts's userInfoSchema, which the SPA parses it with). */
export function userInfo(customer: Customer, chatSecret: string | undefined): UserInfoAnswer {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    countryCode: customer.countryCode,
    contactNumber: customer.contactNumber,
    streetNumber: customer.streetNumber,
    streetDirection: customer.streetDirection,
    streetName: customer.streetName,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
    pendingEmail: customer.pendingEmail,
    language: savedLanguage(customer),
    chat: chatSecret
      ? { firstName: customer.firstName, email: customer.email, id: customer.id, userHash: chatUserHash(chatSecret, customer.id) }
      : null,
  }
}
