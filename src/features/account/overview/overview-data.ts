import { fetchLines } from '@/api/lines'
import { loader } from '../shared/use-load'

/** GET /app/users/subscriptions, once per visit of the overview. */
export const linesLoader = loader(async (signal) => (await fetchLines(signal)).lines)
