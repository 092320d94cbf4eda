import { editNamePayloadSchema } from '@contract/user'
import { createProfileEditMachine } from './profile-edit'

/** Edit Name (SPEC §2): firstName and lastName, sent as they are. */
export const editNameMachine = createProfileEditMachine({
  id: 'editName',
  description: 'Changing the customer’s first and last name (/dashboard/profile, Edit Name).',
  fields: ['firstName', 'lastName'],
  schema: editNamePayloadSchema,
  toPayload: ({ firstName, lastName }) => ({ firstName, lastName }),
})
