import type { ReactNode } from 'react'
import { richText } from 'styled-system/recipes/rich-text'
import { textLinkStyle as textLink } from '@/components/ui/text-link'
import type { Block, InlineNode, ListBlock, TextNode } from '@contract/content'

/**
 * A content page's rich text (Strapi's Blocks, which Markdown bodies are read into by src/lib/markdown.ts), drawn
 * as React elements: no HTML string reaches the page. Headings inside a body sit below the section's own heading
 * (h2), so a body's level 1 draws as h3.
 */

/** Addresses a link may go to: the web, mail, phone, and this site's own paths. Anything else draws as text. */
function safeHref(url: string) {
  const trimmed = url.trim()
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed
  return null
}

function Text({ node }: { node: TextNode }) {
  let out: ReactNode = node.text
  if (node.code) out = <code>{out}</code>
  if (node.bold) out = <strong>{out}</strong>
  if (node.italic) out = <em>{out}</em>
  if (node.underline) out = <u>{out}</u>
  if (node.strikethrough) out = <s>{out}</s>
  return out
}

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return nodes.map((node, index) => {
    if (node.type === 'text') return <Text key={index} node={node} />
    const children = node.children.map((child, at) => <Text key={at} node={child} />)
    const href = safeHref(node.url)
    if (!href) return <span key={index}>{children}</span>
    const external = /^https?:/i.test(href)
    return (
      <a key={index} href={href} className={textLink()} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  })
}

function List({ list }: { list: ListBlock }) {
  // Strapi nests a list after the item it belongs to; it is drawn inside that item.
  const items: { content: InlineNode[]; nested: ListBlock[] }[] = []
  for (const child of list.children) {
    if (child.type === 'list-item') items.push({ content: child.children, nested: [] })
    else if (items.length > 0) items.at(-1)!.nested.push(child)
    else items.push({ content: [], nested: [child] })
  }
  const Tag = list.format === 'ordered' ? 'ol' : 'ul'
  return (
    <Tag>
      {items.map((item, index) => (
        <li key={index}>
          <Inline nodes={item.content} />
          {item.nested.map((nested, at) => (
            <List key={at} list={nested} />
          ))}
        </li>
      ))}
    </Tag>
  )
}

/**
 * Where the text's headings sit: below a section's h2 (`section`: a body's level 1 is h3), or in an article whose
 * h1 is the page's (`article`: levels 1 and 2 are h2, 3 is h3…).
 */
type Outline = 'section' | 'article'

/** The heading level a block's `level` draws at. */
function headingLevel(level: number, outline: Outline) {
  return outline === 'section' ? Math.min(level + 2, 6) : Math.min(Math.max(level, 2), 6)
}

function BlockView({ block, outline }: { block: Block; outline: Outline }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      )
    case 'heading': {
      const Tag = `h${headingLevel(block.level, outline)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
      return (
        <Tag>
          <Inline nodes={block.children} />
        </Tag>
      )
    }
    case 'list':
      return <List list={block} />
    case 'quote':
      return (
        <blockquote>
          <Inline nodes={block.children} />
        </blockquote>
      )
    case 'code':
      return (
        <pre>
          <code>{block.children.map((child) => child.text).join('')}</code>
        </pre>
      )
  }
}

/** The blocks of a section's body, or of an article (`outline`). */
export function RichText({ blocks, outline = 'section' }: { blocks: Block[]; outline?: Outline }) {
  return (
    <div className={richText().root}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} outline={outline} />
      ))}
    </div>
  )
}
