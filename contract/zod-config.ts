import { config } from 'zod/mini'

// In the browser the content security policy allows no `eval`: zod would try `new Function` before its first parse
// to build faster parsers, and the browser reports the refusal. There, parsers are built without it. Imported by
// the modules the browser parses through (contract/errors.ts, contract/content.ts); the e2e CSP check
// (tests/e2e/server-rendering.spec.ts) fails when a parse happens first elsewhere.
if (typeof window !== 'undefined') config({ jitless: true })
