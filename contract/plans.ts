import { z } from 'zod/mini'

/** One plan of the public catalogue (GET /app/plans, DESIGN §2). */
const planSchema = z.object({
  /** Stable id: `plan-…`. */
  id: z.string(),
  retailName: z.string(),
  /** Multi-line: one checkmark per line on the plan tile (SPEC §2). */
  retailDescription: z.string(),
  retailPrice: z.number(),
  popular: z.boolean(),
})
export type Plan = z.infer<typeof planSchema>

/** GET /app/plans: sorted for display. */
export const plansAnswerSchema = z.object({ plans: z.array(planSchema) })

/** A plan in the cart (SPEC §2): what the cart keeps of the catalogue entry. */
export type CartItem = Pick<Plan, 'id' | 'retailName' | 'retailPrice'> & { retailDescription?: string }
