import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders, promoRedemptions } from '../db/schema'
import { findPromo } from './pricing'

/** The customer has a paid order other than `exceptOrderId`: a first-order code no longer applies. */
export async function hasPaidOrder(db: Db, customerId: string, exceptOrderId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'paid'), exceptOrderId ? ne(orders.id, exceptOrderId) : undefined))
    .limit(1)
  return Boolean(row)
}

/**
 * Holds a first-order promo code (WELCOME10) for this order before it is charged or its payment page opens; false
 * when the customer cannot use it: another order was paid, or another order holds the code and is paid, being
 * charged (processing) or has a live payment page. An order that failed or was left without a live page gives the
 * code up to the next one. Atomic: the (customer, code) primary key and one conditional UPDATE, so of two
 * checkouts at once only one holds it. Codes without `firstOrderOnly` are always fine.
 */
export async function holdFirstOrderPromo(db: Db, customerId: string, order: { id: string; promoCode: string | null }): Promise<boolean> {
  const promo = order.promoCode ? findPromo(order.promoCode) : null
  if (!promo?.firstOrderOnly) return true
  if (await hasPaidOrder(db, customerId, order.id)) return false
  await db.insert(promoRedemptions).values({ customerId, code: promo.code, orderId: order.id }).onConflictDoNothing()
  const held = await db
    .update(promoRedemptions)
    .set({ orderId: order.id })
    .where(
      and(
        eq(promoRedemptions.customerId, customerId),
        eq(promoRedemptions.code, promo.code),
        sql`(${promoRedemptions.orderId} = ${order.id} or not exists (
          select 1 from orders o left join payment_sessions s on s.id = o.session_id
          where o.id = ${promoRedemptions.orderId}
            and (o.status in ('paid', 'processing') or (o.status = 'pending' and s.status = 'pending' and s.expires_at > now()))
        ))`,
      ),
    )
    .returning({ orderId: promoRedemptions.orderId })
  return held.length === 1
}
