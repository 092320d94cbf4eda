/**
 * The two server processes of tests/cluster/global-setup.ts, and how a test talks to them: `call` sends one request
 * to one process as a client would and reads the answer (JSON when it is JSON), `register` makes a customer there.
 */
import { inject } from 'vitest'
import { CLIENT_HEADERS } from '@scripts/lib/server-process'

export type Node = { name: string; url: string }
export const [a, b] = inject('clusterNodes') as [Node, Node]

export async function call(node: Node, path: string, options: { body?: unknown; token?: string; method?: string } = {}) {
  const headers: Record<string, string> = { ...CLIENT_HEADERS }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await fetch(`${node.url}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body }
}

/** Tells one test run's customers from another's on the same database. */
export const suffix = Date.now().toString(36)
export const password = 'Cluster#2026'

export const register = (node: Node, who: { firstName: string; lastName: string; email: string; contactNumber: string }) =>
  call(node, '/app/auth/register', {
    body: { ...who, countryCode: '+1', regPassword: password, confirmRegPassword: password, acceptTerms: true },
  })
