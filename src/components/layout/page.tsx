import type { ReactNode } from 'react'

/** A page's heading and body area. Placeholder: the design-system work restyles it. */
export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <main id="main">
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </main>
  )
}
