/** Dana Reyes, the customer of the samples, the view tests and the browser replays, as the profile read answers her. */
import type { UserInfo } from '@contract/user'

/** Her address, as the profile's parts: 221 N Lake Shore Dr, Chicago, IL 60601. */
const DANA_ADDRESS = {
  streetNumber: '221',
  streetDirection: 'N',
  streetName: 'Lake Shore Dr',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
}

/** A profile with no address on file: every part of it empty. */
export const NO_ADDRESS = { streetNumber: '', streetDirection: '', streetName: '', city: '', state: '', zipCode: '' }

/** Her profile as GET /app/users/view answers it. */
export const DANA: UserInfo = {
  id: 'cus_1',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  countryCode: '+1',
  contactNumber: '3125550100',
  ...DANA_ADDRESS,
  language: 'en',
  chat: null,
}
