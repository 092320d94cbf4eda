import type { InferSelectModel } from 'drizzle-orm'
import type { cards, customers, transactions } from './schema'

export type Customer = InferSelectModel<typeof customers>
export type CardRow = InferSelectModel<typeof cards>
export type TransactionRow = InferSelectModel<typeof transactions>
