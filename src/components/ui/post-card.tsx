import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { postCard } from 'styled-system/recipes/post-card'

const classes = postCard()

/** The blog's grid of post cards (a list, so a screen reader says how many posts there are). */
export function PostList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  )
}

export interface PostCardProps {
  /** The post's page, `/blog/<slug>`. */
  slug: string
  title: string
  summary: string
  /** The cover's address and its text; a post without one shows its text alone. */
  cover: { url: string; alternativeText: string | null } | null
  /** The date the post went out, ISO (the `<time>`'s machine value), and as the page's language writes it. */
  date: { iso: string; text: string } | null
  /** "Read more", in the page's language: shown under the summary, not a second link. */
  more: string
}

/** One post in the blog list: the whole card is the link to the post, named by the post's title. */
export function PostCard({ slug, title, summary, cover, date, more }: PostCardProps) {
  return (
    <li className={classes.root}>
      {cover ? (
        // The cover repeats what the title says: decorative here, described on the post's own page.
        <img className={classes.cover} src={cover.url} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      ) : null}
      <div className={classes.body}>
        {date ? (
          <time className={classes.date} dateTime={date.iso}>
            {date.text}
          </time>
        ) : null}
        <h2 className={classes.title}>
          <Link to="/blog/$slug" params={{ slug }} className={classes.link}>
            {title}
          </Link>
        </h2>
        {summary ? <p className={classes.summary}>{summary}</p> : null}
        <span className={classes.more} aria-hidden="true">
          {more} →
        </span>
      </div>
    </li>
  )
}
