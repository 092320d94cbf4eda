import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { tileGrid } from 'styled-system/recipes/tile-grid'
import { Tile } from '@/components/ui/tile'

/** A responsive list of tiles or cards: one column on phones, 2–4 side by side on wider screens. */
export function TileGrid({ columns: count = 3, children, className }: { columns?: 2 | 3 | 4; children: ReactNode; className?: string }) {
  return <ul className={cx(tileGrid({ columns: `${count}` }), className)}>{children}</ul>
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
