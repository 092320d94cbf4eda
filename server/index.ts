/**
 * Runs the server alone (no SPA build): `tsx server/index.ts`. `npm start` (server/start.ts) builds the SPA first.
 */
import { ConfigError } from './config'
import { closeOnSignals, startServer } from './main'

export { createApp, type AppDeps } from './app'
export { startServer, type RunningServer } from './main'

const isEntry = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href

if (isEntry) {
  startServer()
    .then((running) => {
      console.log(`Ring Mobile server on ${running.url} (${running.database.kind})`)
      closeOnSignals(running)
    })
    .catch((error) => {
      console.error(error instanceof ConfigError ? error.message : error)
      process.exit(1)
    })
}
