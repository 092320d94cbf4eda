/**
 * Token entries from plain values: `values({ 50: '#EEF2FA', 100: '#DCE4F3' })` is
 * `{ 50: { value: '#EEF2FA' }, 100: { value: '#DCE4F3' } }`, the shape Panda's `defineTokens` and
 * `defineSemanticTokens` read, so a scale is written as its steps and values only. The generated
 * `styled-system/tokens` and stylesheet are the same as with the entries written out.
 */
export function values<K extends string | number, V extends string | number>(entries: Record<K, V>) {
  return Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, { value }])) as Record<K, { value: V }>
}
