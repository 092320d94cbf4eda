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

/** An add-on of the catalogue: a data top-up for the rest of the period, or a travel pass (tests/server/add-ons.test.ts buys both). */
export interface AddOnSeed {
  id: string
  kind: 'data' | 'travel'
  name: string
  description: string
  /** Data: the high-speed data added, in MB. */
  dataMb: number | null
  /** Travel: the days of roaming from the day it starts. */
  days: number | null
  /** Travel: where it works. */
  countries: string[]
  /** US dollars, before tax. */
  price: number
  sortOrder: number
}

const EUROPE = ['France', 'Germany', 'Ireland', 'Italy', 'Netherlands', 'Portugal', 'Spain', 'United Kingdom']

/** The add-ons on sale, seeded beside the plans. */
export const ADD_ONS: readonly AddOnSeed[] = [
  {
    id: 'data-1gb',
    kind: 'data',
    name: '1 GB data',
    description: '1 GB of high-speed data for the rest of this period',
    dataMb: 1024,
    days: null,
    countries: [],
    price: 5,
    sortOrder: 1,
  },
  {
    id: 'data-3gb',
    kind: 'data',
    name: '3 GB data',
    description: '3 GB of high-speed data for the rest of this period',
    dataMb: 3072,
    days: null,
    countries: [],
    price: 12,
    sortOrder: 2,
  },
  {
    id: 'data-5gb',
    kind: 'data',
    name: '5 GB data',
    description: '5 GB of high-speed data for the rest of this period',
    dataMb: 5120,
    days: null,
    countries: [],
    price: 18,
    sortOrder: 3,
  },
  {
    id: 'travel-north-america-7',
    kind: 'travel',
    name: 'Canada & Mexico pass, 7 days',
    description: 'Talk, text and 5 GB of data a day in Canada and Mexico',
    dataMb: null,
    days: 7,
    countries: ['Canada', 'Mexico'],
    price: 15,
    sortOrder: 10,
  },
  {
    id: 'travel-europe-7',
    kind: 'travel',
    name: 'Europe pass, 7 days',
    description: 'Talk, text and 2 GB of data a day in 8 European countries',
    dataMb: null,
    days: 7,
    countries: EUROPE,
    price: 25,
    sortOrder: 11,
  },
  {
    id: 'travel-europe-14',
    kind: 'travel',
    name: 'Europe pass, 14 days',
    description: 'Talk, text and 2 GB of data a day in 8 European countries',
    dataMb: null,
    days: 14,
    countries: EUROPE,
    price: 40,
    sortOrder: 12,
  },
]
