import { eq } from 'drizzle-orm'
import { DEFAULT_LOCALE, seedContentEntries } from '../content'
import { hashPassword } from '../lib/crypto'
import { judgePassword } from '../security/password-strength'
import { ADD_ONS, PLANS } from '../seed-data/catalogue'
import { DEMO_CARDS, DEMO_CUSTOMER, DEMO_LINES, demoTransactions } from '../seed-data/demo-account'
import type { Db } from './client'
import { addOnCatalogue, cards, contentEntries, customers, lines, plans, transactions } from './schema'

const money = (amount: number) => amount.toFixed(2)
const DAY_MS = 86_400_000

export interface SeedResult {
  /** True when the demo customer was created by this run (first start). */
  createdDemo: boolean
}

/**
 * Seeds the plan catalogue, the demo customer of DESIGN §1 with two lines, three cards and eight months of
 * transactions, and the site content. Idempotent: existing rows are left as they are (a customer who changed the
 * demo password keeps it), so it runs on every start.
 */
export async function seed(db: Db, now = new Date()): Promise<SeedResult> {
  await db
    .insert(plans)
    .values(
      PLANS.map((plan) => ({
        id: plan.id,
        retailName: plan.retailName,
        retailDescription: plan.retailDescription,
        retailPrice: money(plan.retailPrice),
        popular: plan.popular,
        sortOrder: plan.sortOrder,
      })),
    )
    .onConflictDoNothing({ target: plans.id })

  await db
    .insert(addOnCatalogue)
    .values(ADD_ONS.map(({ price, ...addOn }) => ({ ...addOn, price: money(price) })))
    .onConflictDoNothing({ target: addOnCatalogue.id })

  await db
    .insert(contentEntries)
    .values(
      seedContentEntries().map((entry) => ({
        type: entry.type,
        slug: entry.slug,
        locale: entry.locale ?? DEFAULT_LOCALE,
        data: entry.data,
      })),
    )
    .onConflictDoNothing({ target: [contentEntries.type, contentEntries.slug, contentEntries.locale] })

  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_CUSTOMER.email)).limit(1)
  if (existing) return { createdDemo: false }

  const { password, ...profile } = DEMO_CUSTOMER
  const passwordHash = await hashPassword(password)
  const passwordStrength = await judgePassword(password, profile)
  const createdDemo = await db.transaction(async (tx) => {
    const [demo] = await tx
      .insert(customers)
      .values({ ...profile, passwordHash, passwordStrength })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id })
    // Another process seeding at the same moment won the race: its rows are the demo's.
    if (!demo) return false

    await tx.insert(lines).values(
      DEMO_LINES.map((line) => ({
        id: line.id,
        customerId: demo.id,
        planId: line.planId,
        nickname: line.nickname,
        mdn: line.mdn,
        simType: line.simType,
        simStatus: line.simStatus,
        iccid: line.iccid,
        zipCode: line.zipCode,
        tempSubscriptionId: line.id,
        portInState: line.portIn?.state ?? null,
        portInMsisdn: line.portIn?.msisdn ?? null,
        portInZipCode: line.portIn?.zipCode ?? null,
        oldService: line.portIn?.oldService ?? null,
        accountDetails: { firstName: profile.firstName, lastName: profile.lastName },
        createdAt: new Date(now.getTime() - line.openedDaysAgo * DAY_MS),
        activatedAt: line.simStatus === 'active' ? new Date(now.getTime() - line.openedDaysAgo * DAY_MS) : null,
        // An active eSIM shows its activation QR code.
        esimActivationCode:
          line.simType === 'esim' && line.simStatus === 'active' ? 'LPA:1$smdp.ringmobile.example$5D2E8A41C07B96F3E1A4D0C8' : null,
      })),
    )
    await tx.insert(cards).values(
      DEMO_CARDS.map((card) => ({
        id: card.id,
        customerId: demo.id,
        network: card.network,
        last4: card.last4Digits,
        expiry: card.expiry,
        holderName: card.cardholderName,
        primary: card.primaryCard,
      })),
    )
    await tx.insert(transactions).values(
      demoTransactions(now).map((txn) => ({
        id: txn.id,
        customerId: demo.id,
        lineId: txn.lineId,
        cardId: txn.cardId,
        item: txn.item,
        amount: money(txn.amount),
        successful: txn.successful,
        cardLast4: txn.last4DigitCard,
        paymentMethod: txn.paymentDetails.paymentMethod,
        orderTotal: money(txn.paymentDetails.orderTotal),
        taxAmount: money(txn.paymentDetails.taxAmount),
        regulatoryFee: money(txn.paymentDetails.regulatoryFee),
        activationFee: money(txn.paymentDetails.activationFee),
        discountAmount: money(txn.paymentDetails.discountAmount),
        simKitFee: txn.paymentDetails.simKitFee ? money(txn.paymentDetails.simKitFee) : null,
        finalCheckoutAmount: money(txn.paymentDetails.finalCheckoutAmount),
        transactionTime: new Date(txn.transactionTime),
      })),
    )
    return true
  })
  return { createdDemo }
}
