import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { RingMobileLogo } from '@/components/illustrations/logo'
import { Card } from '@/components/ui/card'

const styles = {
  main: css({
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8',
    minHeight: '100dvh',
    px: '4',
    py: '12',
    bg: 'navy.50',
    backgroundImage:
      'radial-gradient(ellipse 60% 50% at 100% 0%, rgba(255, 90, 71, 0.10), transparent 70%), radial-gradient(ellipse 50% 50% at 0% 100%, rgba(60, 87, 148, 0.12), transparent 70%)',
    outline: 'none',
  }),
  card: css({ width: 'full', maxWidth: '26rem' }),
  body: css({ alignItems: 'center', textAlign: 'center', gap: '3', py: '10 !important' }),
  picture: css({ display: 'flex', color: 'accent.solid', mb: '3' }),
  title: css({ textStyle: 'h2' }),
  text: css({ color: 'fg.muted' }),
}

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
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      <RingMobileLogo />
      <Card.Root variant="elevated" className={styles.card}>
        <Card.Body className={styles.body}>
          {picture ? <div className={styles.picture}>{picture}</div> : null}
          <h1 className={styles.title}>{title}</h1>
          {text ? <p className={styles.text}>{text}</p> : null}
          {children}
        </Card.Body>
      </Card.Root>
    </main>
  )
}
