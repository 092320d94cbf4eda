import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { card, type CardVariantProps } from 'styled-system/recipes/card'
import { cardHeading } from 'styled-system/recipes/card-heading'

type CardClasses = ReturnType<typeof card>
const CardContext = createContext<CardClasses>(card())

interface CardRootProps extends HTMLAttributes<HTMLElement>, CardVariantProps {
  /** The element to render: a plain div, or a section/article/aside when the card is a landmark of its own. */
  as?: 'div' | 'section' | 'article' | 'aside'
}

function Root({ variant, layout, as: Element = 'div', className, ...rest }: CardRootProps) {
  const classes = card({ variant, layout })
  return (
    <CardContext.Provider value={classes}>
      <Element className={cx(classes.root, className)} {...rest} />
    </CardContext.Provider>
  )
}

function part(slot: Exclude<keyof CardClasses, 'root' | 'title'>) {
  return function CardPart({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
    const classes = useContext(CardContext)
    return <div className={cx(classes[slot], className)} {...rest} />
  }
}

interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level, so cards fit the page outline (defaults to h2). */
  level?: 2 | 3 | 4
}

function Title({ level = 2, className, ...rest }: CardTitleProps) {
  const classes = useContext(CardContext)
  const Heading = `h${level}` as const
  return <Heading className={cx(classes.title, className)} {...rest} />
}

function Description({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  const classes = useContext(CardContext)
  return <p className={cx(classes.description, className)} {...rest} />
}

/** Panels: `<Card.Root><Card.Header><Card.Title/></Card.Header><Card.Body/></Card.Root>`. */
export const Card = {
  Root,
  Header: part('header'),
  Title,
  Description,
  Body: part('body'),
  Footer: part('footer'),
}

/**
 * An outlined card that is a section of its page, named by its heading (an h3, `headingId`), with what stands
 * beside the heading (`aside`: a status badge, a button) and its body.
 */
export function SectionCard({
  headingId,
  title,
  aside,
  children,
}: {
  headingId: string
  title: ReactNode
  aside?: ReactNode
  children: ReactNode
}) {
  const heading = cardHeading()
  return (
    <Root variant="outline" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <div className={heading.root}>
          <h3 id={headingId} className={heading.title}>
            {title}
          </h3>
          {aside}
        </div>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Root>
  )
}
