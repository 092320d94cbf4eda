/** The StrictMode-safe promise actor lives in src/lib so every feature shares one (see its comment). */
export { apiActor } from '../../../lib/api-actor'
