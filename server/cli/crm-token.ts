/**
 * `npm run crm-token -- customer@example.com`: prints a short-lived (15 min), single-use assisted sign-in URL for a
 * support agent (DESIGN §3). The token is signed with the server's JWT secret (JWT_SECRET, or the one kept in
 * DATA_DIR), so minting needs no database and works while the server runs on PGlite; the server checks the
 * customer and records the token's single use when the link is opened.
 */
import { eq } from 'drizzle-orm'
import { emailSchema } from '@contract/rules'
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { customers } from '../db/schema'
import { CRM_TOKEN_TTL_SECONDS, secretKey, signCrmToken } from '../lib/tokens'

async function main() {
  const arg = process.argv.slice(2).find((value) => !value.startsWith('-'))
  const parsed = emailSchema.safeParse(arg ?? '')
  if (!parsed.success) {
    console.error('usage: npm run crm-token -- customer@example.com')
    process.exit(2)
  }
  const email = parsed.data
  const config = loadConfig()

  // On PostgreSQL the CLI can look the customer up while servers run; PGlite's directory belongs to the server.
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 })
    try {
      const [found] = await database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)).limit(1)
      if (!found) {
        console.error(`No customer with the email ${email}.`)
        process.exit(1)
      }
    } finally {
      await database.close()
    }
  }

  const token = await signCrmToken(secretKey(config.jwtSecret), email)
  console.log(`${config.publicUrl}/crm-login?token=${token}`)
  console.error(`Assisted sign-in for ${email}: valid ${CRM_TOKEN_TTL_SECONDS / 60} minutes, once.`)
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
