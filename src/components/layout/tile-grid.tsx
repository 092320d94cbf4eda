import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Tile } from '@/components/ui/tile'

const base = css({ display: 'grid', gap: { base: '4', md: '6' }, listStyle: 'none' })
const columns = {
  2: css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }),
  3: css({ gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }),
  4: css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }),
}

/** A responsive list of tiles or cards: one column on phones, 2–4 side by side on wider screens. */
export function TileGrid({ columns: count = 3, children, className }: { columns?: 2 | 3 | 4; children: ReactNode; className?: string }) {
  return <ul className={cx(base, columns[count], className)}>{children}</ul>
}

/** One card tile of a `CardTiles` list: an icon, a heading and a line of text. */
export interface CardTileItem {
  icon: ReactNode
  title: string
  text: ReactNode
}

/** A TileGrid of card tiles, one per item (the home page's benefits, the shop's inclusions, the FAQ's topics). */
export function CardTiles({ items, columns }: { items: readonly CardTileItem[]; columns: 3 | 4 }) {
  return (
    <TileGrid columns={columns}>
      {items.map((item) => (
        <Tile key={item.title} as="li" variant="card" icon={item.icon} title={item.title}>
          {item.text}
        </Tile>
      ))}
    </TileGrid>
  )
}
