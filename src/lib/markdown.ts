import { Lexer, type Token, type Tokens } from 'marked'
import type { Block, InlineNode, ListBlock, TextNode } from '@contract/content'

/**
 * Markdown (Strapi's "Rich text" field) read into Strapi's Blocks nodes, so that one view draws both formats and
 * no HTML string is ever put into the page. marked's lexer reads the text; its tokens are mapped here:
 * paragraphs, headings, lists, quotes, code, links and bold / italic / strikethrough / code text. Raw HTML is
 * not rendered: `<u>`, `<b>`, `<strong>`, `<i>`, `<em>`, `<s>`, `<del>` and `<code>` (the underline button of
 * Strapi's Markdown editor writes `<u>`) set their modifier, every other tag is left out. Tables, rules and images
 * have no Blocks equivalent the pages draw: their text is kept as a paragraph, or they are left out.
 */

type Modifiers = Omit<TextNode, 'type' | 'text'>

const TAG_MODIFIERS: Record<string, keyof Modifiers> = {
  u: 'underline',
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  s: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Markdown's character references (`&amp;`, `&#39;`, `&#x2014;`) as the characters they stand for. */
function decodeEntities(text: string) {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

function text(value: string, modifiers: Modifiers): TextNode {
  return { type: 'text', text: value, ...modifiers }
}

/** Inline tokens as Blocks' text and link nodes; `open` holds the modifiers of HTML tags opened and not closed. */
function inline(tokens: Token[] | undefined, modifiers: Modifiers = {}, open: Modifiers = {}): InlineNode[] {
  const nodes: InlineNode[] = []
  for (const token of tokens ?? []) {
    const current = { ...modifiers, ...open }
    switch (token.type) {
      case 'text':
        if ('tokens' in token && token.tokens) nodes.push(...inline(token.tokens, current))
        else nodes.push(text(decodeEntities(token.text), current))
        break
      case 'escape':
        nodes.push(text(token.text, current))
        break
      case 'strong':
        nodes.push(...inline(token.tokens, { ...current, bold: true }))
        break
      case 'em':
        nodes.push(...inline(token.tokens, { ...current, italic: true }))
        break
      case 'del':
        nodes.push(...inline(token.tokens, { ...current, strikethrough: true }))
        break
      case 'codespan':
        nodes.push(text(decodeEntities(token.text), { ...current, code: true }))
        break
      case 'br':
        nodes.push(text('\n', current))
        break
      case 'link': {
        const children = inline(token.tokens, current).flatMap((node) => (node.type === 'text' ? [node] : node.children))
        nodes.push({ type: 'link', url: token.href, children })
        break
      }
      case 'image':
        if (token.text) nodes.push(text(token.text, current))
        break
      case 'html': {
        const tag = /^<(\/?)([a-z]+)\b[^>]*>$/i.exec(token.text.trim())
        const modifier = tag ? TAG_MODIFIERS[tag[2].toLowerCase()] : undefined
        if (modifier) {
          if (tag![1]) delete open[modifier]
          else open[modifier] = true
        }
        break
      }
      default:
        if ('text' in token && typeof token.text === 'string') nodes.push(text(decodeEntities(token.text), current))
    }
  }
  return nodes
}

function list(token: Tokens.List): ListBlock {
  const children: ListBlock['children'] = []
  for (const item of token.items) {
    const content: InlineNode[] = []
    const nested: ListBlock[] = []
    for (const part of item.tokens) {
      if (part.type === 'list') nested.push(list(part as Tokens.List))
      else if (part.type === 'text' || part.type === 'paragraph') {
        if (content.length > 0) content.push(text(' ', {}))
        content.push(...inline('tokens' in part && part.tokens ? part.tokens : [part]))
      }
    }
    children.push({ type: 'list-item', children: content }, ...nested)
  }
  return { type: 'list', format: token.ordered ? 'ordered' : 'unordered', children }
}

function blocks(tokens: Token[]): Block[] {
  const out: Block[] = []
  for (const token of tokens) {
    switch (token.type) {
      case 'paragraph':
      case 'text':
        out.push({ type: 'paragraph', children: inline('tokens' in token && token.tokens ? token.tokens : [token]) })
        break
      case 'heading':
        out.push({ type: 'heading', level: Math.min(Math.max(token.depth, 1), 6) as 1 | 2 | 3 | 4 | 5 | 6, children: inline(token.tokens) })
        break
      case 'list':
        out.push(list(token as Tokens.List))
        break
      case 'blockquote':
        for (const inner of blocks(token.tokens ?? [])) {
          out.push(inner.type === 'paragraph' ? { type: 'quote', children: inner.children } : inner)
        }
        break
      case 'code':
        out.push({ type: 'code', children: [text(token.text, {})] })
        break
      case 'table': {
        const table = token as Tokens.Table
        for (const row of [table.header, ...table.rows]) {
          out.push({
            type: 'paragraph',
            children: row.flatMap((cell, index) => [...(index ? [text(' · ', {})] : []), ...inline(cell.tokens)]),
          })
        }
        break
      }
      default:
      // space, hr, html blocks, definitions: nothing to draw.
    }
  }
  return out.filter((block) => block.type === 'list' || block.children.some((node) => node.type === 'link' || node.text.trim()))
}

/** A Markdown string as Blocks nodes. */
export function markdownToBlocks(markdown: string): Block[] {
  return blocks(Lexer.lex(markdown, { gfm: true }))
}
