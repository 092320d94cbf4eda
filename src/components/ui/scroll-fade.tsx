import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { scrollFade } from 'styled-system/recipes/scroll-fade'

/**
 * A row that scrolls sideways on narrow screens (the My Account tabs at 375 px): a fade shows at each edge where
 * more of the row is hidden, so the customer can tell that it scrolls. The row is the only child; the fades follow
 * its scrolling and its size.
 */
export function ScrollFade({ children, className }: { children: ReactNode; className?: string }) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ before: false, after: false })

  useEffect(() => {
    const row = rootRef.current?.firstElementChild
    if (!(row instanceof HTMLElement)) return
    const update = () => {
      const hidden = row.scrollWidth - row.clientWidth
      const before = hidden > 1 && row.scrollLeft > 1
      const after = hidden > 1 && row.scrollLeft < hidden - 1
      setEdges((current) => (current.before === before && current.after === after ? current : { before, after }))
    }
    row.addEventListener('scroll', update, { passive: true })
    // The observer reports the row's size once it starts watching, after the browser has laid the page out: reading
    // the sizes here instead would force a layout in the middle of the page's first render.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null
    if (observer) observer.observe(row)
    else update()
    return () => {
      row.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [])

  return (
    <div
      ref={rootRef}
      className={cx(scrollFade(), className)}
      data-more-before={edges.before ? '' : undefined}
      data-more-after={edges.after ? '' : undefined}
    >
      {children}
    </div>
  )
}
