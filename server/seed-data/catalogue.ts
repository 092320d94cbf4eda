/** A plan of the catalogue, as `GET /app/plans` answers it (DESIGN §2) plus its display order. */
export interface PlanSeed {
  /** Stable id, referenced by lines and carts: `plan-…`. */
  id: string
  retailName: string
  /** One feature per line; the plan tile shows a checkmark per line (SPEC §2). */
  retailDescription: string
  /** Monthly price in US dollars. */
  retailPrice: number
  /** Exactly one plan is the highlighted "popular" one. */
  popular: boolean
  /** Ascending order on the shop page. */
  sortOrder: number
}

/** The plan catalogue. Prices and features match the About, FAQ and Terms pages of the content service. */
export const PLANS: readonly PlanSeed[] = [
  {
    id: 'plan-starter',
    retailName: 'Starter',
    retailDescription: ['Unlimited talk & text', '5 GB high-speed 5G data', 'Hotspot 1 GB', 'Wi-Fi calling'].join('\n'),
    retailPrice: 15,
    popular: false,
    sortOrder: 1,
  },
  {
    id: 'plan-plus',
    retailName: 'Plus',
    retailDescription: [
      'Unlimited talk & text',
      '20 GB high-speed 5G data',
      'Hotspot 5 GB',
      'Wi-Fi calling',
      'International texting to 200+ countries',
    ].join('\n'),
    retailPrice: 25,
    popular: false,
    sortOrder: 2,
  },
  {
    id: 'plan-unlimited',
    retailName: 'Unlimited',
    retailDescription: [
      'Unlimited talk, text & data',
      '50 GB premium 5G data',
      'Hotspot 15 GB',
      'Wi-Fi calling',
      'International texting to 200+ countries',
      'Calls to Canada & Mexico',
    ].join('\n'),
    retailPrice: 40,
    popular: true,
    sortOrder: 3,
  },
  {
    id: 'plan-unlimited-max',
    retailName: 'Unlimited Max',
    retailDescription: [
      'Unlimited talk, text & data',
      'Unlimited premium 5G data',
      'Hotspot 50 GB',
      'HD video streaming',
      'Roaming in Canada & Mexico',
      'International texting to 200+ countries',
    ].join('\n'),
    retailPrice: 55,
    popular: false,
    sortOrder: 4,
  },
]

/** Fees of a checkout or renewal in US dollars (the content pages quote the same figures). */
export const FEES = {
  /** One-time, per new line. */
  activation: 10,
  /** Per plan charge. */
  regulatory: 1.49,
  /** Physical SIM kit, shipping included. */
  simKit: 5,
  /** Sales and telecom tax on the taxable amount of the demo customer's address (Chicago). */
  taxRate: 0.09,
} as const

/** A plan by id; throws on an unknown id, which in seed data is a bug. */
export function planById(id: string): PlanSeed {
  const plan = PLANS.find((candidate) => candidate.id === id)
  if (!plan) throw new Error(`unknown plan ${id}`)
  return plan
}
