import type { InferSelectModel } from 'drizzle-orm'
import type { cards, customers, lines, plans, transactions } from './schema'

export type Customer = InferSelectModel<typeof customers>
export type PlanRow = InferSelectModel<typeof plans>
export type LineRow = InferSelectModel<typeof lines>
export type CardRow = InferSelectModel<typeof cards>
export type TransactionRow = InferSelectModel<typeof transactions>
