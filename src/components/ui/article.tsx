import type { ReactNode } from 'react'
import { article } from 'styled-system/recipes/article'

const classes = article()

export interface ArticleProps {
  /** The cover picture, with its text for who cannot see it. */
  cover: { url: string; alternativeText: string | null } | null
  /** The article's text (rich text blocks). */
  children: ReactNode
  /** Links under the text: the way back to the list. */
  foot?: ReactNode
}

/** A readable article: its cover, its body in a measure of about 68 characters, and what comes after. */
export function Article({ cover, children, foot }: ArticleProps) {
  return (
    <article className={classes.root}>
      {cover ? <img className={classes.cover} src={cover.url} alt={cover.alternativeText ?? ''} width={1200} height={630} /> : null}
      <div className={classes.body}>{children}</div>
      {foot ? <div className={classes.foot}>{foot}</div> : null}
    </article>
  )
}
