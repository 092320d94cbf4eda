import { editAddressPayloadSchema } from '@contract/user'
import { createProfileEditMachine } from './profile-edit'

/**
 * Edit Address (SPEC §2): the street direction is optional and sent from the field the customer chose ('' when
 * cleared); SPEC §7 notes the old app read it from the wrong source.
 */
export const editAddressMachine = createProfileEditMachine({
  id: 'editAddress',
  description: 'Changing the customer’s address (/dashboard/profile, Edit Address).',
  fields: ['streetNumber', 'streetDirection', 'streetName', 'city', 'state', 'zipCode'],
  schema: editAddressPayloadSchema,
  toPayload: ({ streetNumber, streetDirection, streetName, city, state, zipCode }) => ({
    streetNumber,
    streetDirection,
    streetName,
    city,
    state,
    zipCode,
  }),
})
