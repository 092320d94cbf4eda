import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { buildCardForm, cardFormIsStale } from '@scripts/build-card-form'
import { openDatabase, type Database } from '@server/db/client'
import { customers } from '@server/db/schema'
import { seed } from '@server/db/seed'
import { hashPassword } from '@server/lib/crypto'
import { TEST_CUSTOMERS, TEST_PASSWORD } from './fixtures'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded database; each test file loads its own copy. */
    pgliteTemplate: string
    /** PostgreSQL: a migrated, seeded template database; each test file creates its own copy. */
    pgTemplate: string
  }
}

async function seedAll(database: Database) {
  await database.migrate()
  await seed(database.db)
  const passwordHash = await hashPassword(TEST_PASSWORD)
  await database.db.insert(customers).values(
    TEST_CUSTOMERS.map((customer, index) => ({
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      countryCode: '+1',
      contactNumber: `312555010${index}`,
      streetNumber: `${100 + index}`,
      streetName: 'Test Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      passwordHash,
    })),
  )
}

/**
 * Builds the database once per run (TOOLCHAIN.md: a new PGlite takes ~3 s and ~1 GB): migrations, the seed and
 * the test customers. Test files copy it: PGlite loads the dump, PostgreSQL uses CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  // The sandbox payment page serves the built script.
  if (cardFormIsStale()) await buildCardForm()
  const url = process.env.DATABASE_URL
  if (url) {
    const name = `ring_test_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name}`)
    await admin.end()
    const target = new URL(url)
    target.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 })
    await seedAll(database)
    await database.close()
    project.provide('pgTemplate', name)
    project.provide('pgliteTemplate', '')
    return async () => {
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    }
  }

  const dir = join(process.cwd(), '.data-test')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `template-${process.pid}.tar`)
  const pglite = await PGlite.create()
  const database = await openDatabase({ pglite })
  await seedAll(database)
  const dump = await pglite.dumpDataDir('none')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await pglite.close()
  project.provide('pgliteTemplate', file)
  project.provide('pgTemplate', '')
  return () => rmSync(file, { force: true })
}
