/** Test customers seeded once per run by the global setup (one argon2 hash shared, to keep setup fast). */
export const TEST_PASSWORD = 'Test#2026'

export const TEST_CUSTOMERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi'].map((name) => ({
  key: name,
  email: `${name}@test.example`,
  firstName: name[0].toUpperCase() + name.slice(1),
  lastName: 'Tester',
}))

export type TestCustomerKey = (typeof TEST_CUSTOMERS)[number]['key']

export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef0123456789abcdef'
export const TEST_CHAT_SECRET = 'test-chat-identity-secret'
export const TEST_PUBLIC_URL = 'http://ring.test'
export const API_KEY = 'ring-dev-public-key'
