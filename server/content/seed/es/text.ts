import { SUPPORT } from '../text'

/** How customers reach support, in Spanish: the same addresses, the hours as a Spanish reader writes them. */
export const SOPORTE = {
  email: SUPPORT.email,
  privacyEmail: SUPPORT.privacyEmail,
  hours: 'de lunes a sábado, de 8 a. m. a 8 p. m., hora del Centro',
} as const
