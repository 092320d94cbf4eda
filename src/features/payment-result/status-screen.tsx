import type { ReactNode } from 'react'
import { statusScreen } from 'styled-system/recipes/status-screen'
import { RingMobileLogo } from '@/components/illustrations/logo'
import { Card } from '@/components/ui/card'

/** A full-screen centred card for pages outside the shared layout (the payment return page). */
export function StatusScreen({
  title,
  text,
  picture,
  children,
}: {
  title: string
  text?: ReactNode
  picture?: ReactNode
  children?: ReactNode
}) {
  const styles = statusScreen()
  return (
    <main id="main" tabIndex={-1} className={styles.root}>
      <RingMobileLogo />
      <Card.Root variant="elevated" layout="centered" className={styles.card}>
        <Card.Body>
          {picture ? <div className={styles.picture}>{picture}</div> : null}
          <h1 className={styles.title}>{title}</h1>
          {text ? <p className={styles.text}>{text}</p> : null}
          {children}
        </Card.Body>
      </Card.Root>
    </main>
  )
}
