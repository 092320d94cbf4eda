/**
 * A small deny list of very common passwords that still pass SPEC §5's format rule (capital, small, digit,
 * symbol). Compared case-insensitively. Keep it short: it guards against the obvious, not every leak.
 */
const COMMON = [
  'Password1!', 'Password1@', 'Password1#', 'Password1.', 'Password123!', 'Password@123', 'Password#123', 'P@ssw0rd',
  'P@ssword1', 'P@ssw0rd1', 'P@ssw0rd!', 'P@55w0rd', 'Passw0rd!', 'Passw0rd@', 'Pa$$w0rd', 'Pa$$word1', 'Welcome1!',
  'Welcome@1', 'Welcome@123', 'Welcome123!', 'Qwerty1!', 'Qwerty123!', 'Qwerty@123', 'Abc123!', 'Abc@123', 'Abcd@1234',
  'Abcd1234!', 'Admin@123', 'Admin123!', 'Letmein1!', 'Iloveyou1!', 'Monkey123!', 'Dragon123!', 'Sunshine1!',
  'Football1!', 'Baseball1!', 'Princess1!', 'Summer2024!', 'Summer2025!', 'Summer2026!', 'Winter2024!', 'Winter2025!',
  'Winter2026!', 'Spring2025!', 'Spring2026!', 'Autumn2025!', 'Changeme1!', 'Test@123', 'Test123!', 'Demo@123',
  'Aa123456!', 'Aa@123456', 'Zaq12wsx!', 'Zxcvbnm1!', 'Asdf1234!', 'Iloveyou@1', 'Master123!', 'Hello123!',
  'Hello@123', 'Secret123!', 'Trustno1!', 'Ring@123', 'Ringmobile1!', 'RingMobile@123', 'Mobile@123', 'Phone@123',
]

const DENY = new Set(COMMON.map((password) => password.toLowerCase()))

export function isCommonPassword(password: string) {
  return DENY.has(password.toLowerCase())
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess'
