import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

/** pino's levels, and `silent` for none. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * The server's log: one JSON object a line on standard output (pino), each with `level` (its name), `time` (ISO
 * 8601), `pid`, `hostname` and `msg`; a request's lines carry its `reqId`. Tests pass a destination to read it.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label: string) => ({ level: label }) } }
  return destination ? pino(options, destination) : pino(options)
}

/** The innermost cause of an error chain. */
export function rootCause(error: unknown): Error {
  let current = error
  for (let depth = 0; depth < 6; depth += 1) {
    const cause = (current as { cause?: unknown })?.cause
    if (!cause) break
    current = cause
  }
  return current instanceof Error ? current : new Error(String(current))
}
