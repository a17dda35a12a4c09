// Derives, from the Studio's schema as typegen extracts it (studio/schema.json) and the site's GROQ
// queries, which document types a read depends on. Only tests use it, to hold tags.ts to the schema and
// the projections; the site ships the resulting constant, never the schema or a GROQ parser.
import { parse, type ExprNode, type ObjectAttribute, type SchemaType, type TypeNode } from 'groq-js'

export type { SchemaType }

/**
 * One dereference (`->`), or one query for documents inside a projection, that a query makes: the type it
 * lands on, and the section it sits in (null: outside one).
 */
export type Dereference = { section: string | null; type: string }

const nothing: TypeNode = { type: 'unknown' }

export function createSchemaIndex(schema: SchemaType) {
  const byName = new Map(schema.map((entry) => [entry.name, entry]))

  /** A named type's structure; a document is an object of its attributes. */
  function named(name: string): TypeNode {
    const entry = byName.get(name)
    if (!entry) throw new Error(`The schema has no type "${name}".`)
    return entry.type === 'document' ? { type: 'object', attributes: entry.attributes } : entry.value
  }

  /** `node` with named types and unions expanded to what they stand for. */
  function concrete(node: TypeNode): TypeNode[] {
    if (node.type === 'inline') return concrete(named(node.name))
    if (node.type === 'union') return node.of.flatMap(concrete)
    return [node]
  }

  /** An object's attributes, with those of its `rest` (an array member's named type) merged in. */
  function attributesOf(node: TypeNode): Record<string, ObjectAttribute> {
    if (node.type !== 'object') return {}
    const rest = node.rest ? concrete(node.rest).map(attributesOf) : []
    return Object.assign({}, ...rest, node.attributes)
  }

  /** The document type a reference (or an image's asset) points to. */
  function dereferencesTo(node: TypeNode): string | undefined {
    if (node.type !== 'object') return undefined
    return node.dereferencesTo ?? (node.rest ? concrete(node.rest).map(dereferencesTo).find(Boolean) : undefined)
  }

  /** The `_type` value an object type carries, such as "testimonialsSection". */
  function typeName(node: TypeNode): string | undefined {
    const value = attributesOf(node)._type?.value
    return value?.type === 'string' ? value.value : undefined
  }

  const elements = (nodes: TypeNode[]) => nodes.flatMap(concrete).flatMap((node) => (node.type === 'array' ? concrete(node.of) : []))

  /** The section types a document's `sections` array may hold. */
  function sectionTypes(documentType: string): string[] {
    const sections = attributesOf(named(documentType)).sections
    if (!sections) throw new Error(`"${documentType}" has no sections field.`)
    return elements([sections.value]).map((node) => typeName(node) ?? '?')
  }

  /**
   * The document types a type's fields can reference, through its own objects, arrays and named object
   * types, without following the references themselves. An image's asset counts as a reference to
   * sanity.imageAsset, as the schema records it.
   */
  function referencedTypes(name: string): string[] {
    const found = new Set<string>()
    const seen = new Set<string>()
    const visit = (node: TypeNode): void => {
      if (node.type === 'inline') {
        if (seen.has(node.name)) return
        seen.add(node.name)
        return visit(named(node.name))
      }
      if (node.type === 'union') return node.of.forEach(visit)
      if (node.type === 'array') return visit(node.of)
      if (node.type !== 'object') return
      const target = dereferencesTo(node)
      if (target) {
        found.add(target)
        return
      }
      if (node.rest) visit(node.rest)
      Object.values(node.attributes).forEach((attribute) => visit(attribute.value))
    }
    visit(named(name))
    return [...found].sort()
  }

  /**
   * Every `->` in `query`, typed by walking the query alongside the schema: `testimonials[]->` inside
   * `_type == "testimonialsSection" => {...}` lands on "testimonial", because the schema says so. Throws
   * on GROQ it cannot type, so a new construct fails the tests instead of hiding a dereference.
   */
  function dereferences(query: string): Dereference[] {
    const found: Dereference[] = []

    function walk(node: ExprNode, scope: TypeNode[], section: string | null): TypeNode[] {
      switch (node.type) {
        case 'This':
          return scope
        case 'Everything':
          return [{ type: 'array', of: { type: 'union', of: schema.filter((entry) => entry.type === 'document').map(inlineOf) } }]
        case 'Filter': {
          const base = node.base.type === 'Everything' ? documentsNamedIn(node.expr) : walk(node.base, scope, section)
          // A query for documents inside a projection (a section's "reviews of this service") depends
          // on those documents as a reference does; the outermost query is the read's own document.
          if (node.base.type === 'Everything' && scope.length) {
            for (const type of elements(base).flatMap(concrete)) {
              const name = typeName(type)
              if (name) found.push({ section, type: name })
            }
          }
          walk(node.expr, elements(base), section)
          return base
        }
        case 'AccessElement':
          return elements(walk(node.base, scope, section))
        case 'Slice':
        case 'ArrayCoerce':
        case 'Group':
        case 'Asc':
        case 'Desc':
          return walk(node.base, scope, section)
        case 'AccessAttribute': {
          const base = node.base ? walk(node.base, scope, section) : scope
          return base.flatMap(concrete).flatMap((type) => {
            const attribute = attributesOf(type)[node.name]
            return attribute ? concrete(attribute.value) : []
          })
        }
        case 'Deref': {
          const base = walk(node.base, scope, section).flatMap(concrete)
          const targets = [...new Set(base.map(dereferencesTo))]
          if (!base.length || targets.includes(undefined)) throw new Error(`Cannot tell what a -> dereferences in: ${query.slice(0, 80)}`)
          return targets.flatMap((type) => {
            if (!type) return []
            found.push({ section, type })
            return concrete(named(type))
          })
        }
        case 'Map':
        case 'Projection': {
          const base = walk(node.base, scope, section)
          // A projection of an array projects each element.
          const each = base.flatMap(concrete).flatMap((type) => (type.type === 'array' ? concrete(type.of) : [type]))
          walk(node.expr, each, section)
          return node.type === 'Map' ? [{ type: 'array', of: nothing }] : [nothing]
        }
        case 'Object':
          for (const attribute of node.attributes) {
            if (attribute.type === 'ObjectAttributeValue' || attribute.type === 'ObjectSplat') walk(attribute.value, scope, section)
            else if (attribute.type === 'ObjectConditionalSplat') {
              const split = typeSplit(attribute.condition)
              if (!split) throw new Error('Only `_type == "name" => {...}` conditions are understood here.')
              walk(
                attribute.value,
                scope.flatMap(concrete).filter((type) => typeName(type) === split),
                split,
              )
            }
          }
          return [nothing]
        case 'FuncCall':
          node.args.forEach((arg) => walk(arg, scope, section))
          return [nothing]
        case 'PipeFuncCall': {
          // `| order(date desc)` keeps the array it sorts; its arguments read each element.
          const base = walk(node.base, scope, section)
          node.args.forEach((arg) => walk(arg, elements(base), section))
          return base
        }
        case 'OpCall':
        case 'And':
        case 'Or':
          walk(node.left, scope, section)
          walk(node.right, scope, section)
          return [nothing]
        case 'Not':
        case 'Neg':
        case 'Pos':
          walk(node.base, scope, section)
          return [nothing]
        case 'Array':
          // A literal array, such as the `[]` fallback of `coalesce(list, [])`: its elements may read.
          node.elements.forEach((element) => walk(element.value, scope, section))
          return [{ type: 'array', of: nothing }]
        case 'Value':
        case 'Parameter':
        case 'Parent':
          return [nothing]
        default:
          throw new Error(`GROQ ${node.type} is not understood by the tag derivation; extend tag-derivation.ts.`)
      }
    }

    const inlineOf = (entry: { name: string }): TypeNode => ({ type: 'inline', name: entry.name })

    /** `*[_type == "page" && ...]`: the documents of the named types. */
    function documentsNamedIn(filter: ExprNode): TypeNode[] {
      const names = new Set<string>()
      const visit = (node: ExprNode): void => {
        if (node.type === 'And') return [node.left, node.right].forEach(visit)
        const split = typeSplit(node)
        if (split) names.add(split)
      }
      visit(filter)
      if (!names.size) throw new Error('Only `*[_type == "name" ...]` filters are understood here.')
      return [{ type: 'array', of: { type: 'union', of: [...names].map((name) => inlineOf({ name })) } }]
    }

    walk(parse(query), [], null)
    return found
  }

  return { sectionTypes, referencedTypes, dereferences }
}

/** "testimonialsSection" for the condition `_type == "testimonialsSection"`. */
function typeSplit(node: ExprNode): string | undefined {
  if (node.type !== 'OpCall' || node.op !== '==') return undefined
  if (node.left.type !== 'AccessAttribute' || node.left.base || node.left.name !== '_type') return undefined
  return node.right.type === 'Value' && typeof node.right.value === 'string' ? node.right.value : undefined
}

/** The dereferences of a query grouped by section (key "" for those outside any section). */
export function dereferencesBySection(dereferences: readonly Dereference[]): Record<string, string[]> {
  const grouped: Record<string, Set<string>> = {}
  for (const { section, type } of dereferences) (grouped[section ?? ''] ??= new Set()).add(type)
  return Object.fromEntries(Object.entries(grouped).map(([section, types]) => [section, [...types].sort()]))
}

/**
 * "section -> type" for every type `required` names that `tags` leaves out: the publishes that would
 * not refresh a page showing the section.
 */
export function missingTags(tags: Readonly<Record<string, readonly string[]>>, required: Readonly<Record<string, readonly string[]>>) {
  return Object.entries(required).flatMap(([section, types]) =>
    types.filter((type) => !(tags[section] ?? []).includes(type)).map((type) => `${section} -> ${type}`),
  )
}
