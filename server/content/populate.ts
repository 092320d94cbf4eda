/**
 * Strapi's `populate` query parameter, read the way Strapi v4 and v5 read it without plugins, so the service
 * answers exactly what a real Strapi would and a client asking wrongly sees it here first:
 * - `populate=*`: every relation, media and component of the entry, one level deep (not the media inside them);
 * - `populate=a,b` or `populate[0]=a&populate[1]=b`, with `a.b` for a nested field (v4's dot notation);
 * - `populate[a]=true` (or `*`), `populate[a][populate]=b`, `populate[a][populate][0]=b`,
 *   `populate[a][populate][b]=true`, `populate[a][populate]=*`; `populate[a][fields]…` and the like populate `a`.
 * A name the type does not have is ignored, as Strapi ignores it (`populate=deep` without its plugin populates
 * nothing). What is not populated is left out of the answer.
 */
export interface Populate {
  /** Whether `field` is populated. */
  has(field: string): boolean
  /** What is populated inside `field`. */
  inside(field: string): Populate
}

interface Tree {
  all: boolean
  fields: Map<string, Tree>
}

const emptyTree = (): Tree => ({ all: false, fields: new Map() })

function view(tree: Tree): Populate {
  return {
    has: (field) => tree.all || tree.fields.has(field),
    inside: (field) => view(tree.fields.get(field) ?? emptyTree()),
  }
}

function child(tree: Tree, field: string) {
  let next = tree.fields.get(field)
  if (!next) tree.fields.set(field, (next = emptyTree()))
  return next
}

/** `a,b.c`: names, each a dotted path. */
function addNames(tree: Tree, value: string) {
  for (const name of value.split(',').map((part) => part.trim())) {
    if (name === '*') tree.all = true
    else if (name) name.split('.').reduce(child, tree)
  }
}

/** One `populate…` key's bracketed segments after `populate`, and its value. */
function add(tree: Tree, segments: string[], value: string) {
  const [first, second, ...rest] = segments
  // populate=…, populate[0]=…
  if (first === undefined || /^\d+$/.test(first)) return addNames(tree, value)
  // populate[a]=true | * | false
  if (second === undefined) {
    if (value === 'false') return
    const field = child(tree, first)
    if (value === '*') field.all = true
    return
  }
  const field = child(tree, first)
  // populate[a][populate]…: what is populated inside `a`; populate[a][fields]…, [filters], [sort], [on]: `a` itself.
  if (second === 'populate') add(field, rest, value)
}

/** The populate of a request's query (its decoded keys and values). */
export function readPopulate(query: Record<string, string>): Populate {
  const tree = emptyTree()
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'populate' && !key.startsWith('populate[')) continue
    const segments = [...key.slice('populate'.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1])
    add(tree, segments, value)
  }
  return view(tree)
}
