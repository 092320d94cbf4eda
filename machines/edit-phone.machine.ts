import { z } from 'zod/mini'
import { contactNumberSchema } from '@contract/rules'
import { createProfileEditMachine } from './profile-edit'

/** The dialog's one field, contactNumber (SPEC §2, §5: digits, 7 to 15). */
export const editPhoneFormSchema = z.object({ contactNumber: contactNumberSchema })

/** Edit Phone Number (SPEC §2, §7): the contactNumber field is sent as phoneNumber, after "Confirm it's you". */
export const editPhoneMachine = createProfileEditMachine({
  id: 'editPhone',
  description: 'Changing the customer’s phone number (/dashboard/profile, Edit Phone Number).',
  fields: ['contactNumber'],
  schema: editPhoneFormSchema,
  toPayload: ({ contactNumber }) => ({ phoneNumber: contactNumber }),
  // The number the account is reached at: the server asks for a recent proof before it changes.
  confirmIdentity: true,
  // How the account is reached: an assisted session is refused it (decision 0031).
  customerOnly: true,
})
