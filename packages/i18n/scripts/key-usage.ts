// Which translation keys the code uses: a small scanner over the TypeScript syntax tree (no type
// checker, so it reads every source file in a second or two). check-keys.ts is the CLI around it.
//
// A key is used when it appears as:
//  - the key of a translator call: `t('a.b')`, `t('ns:a.b')`, `t(['a', 'b'])`, `t(c ? 'a' : 'b')`, where
//    `t` is bound (resolved through lexical scopes, not by its name) to `useTranslation(ns?, { keyPrefix })`,
//    `i18n.getFixedT(lng, ns?, keyPrefix?)` or a parameter typed `TFunction<ns>`; `t(key, { ns })`
//    overrides the namespace. On the server, `translate(locale, 'ns', key)` imported from @portal/i18n;
//  - a template literal or string concatenation (`t(\`a.${x}.b\`)`): every key matching its literal
//    parts (`a.*.b`) counts as used;
//  - `<Trans i18nKey="a.b">`, in the namespace of its `ns` prop, else of its `t` prop, else the default;
//  - a literal written where a typed key goes: a property declared with a key type (`titleKey:
//    RouteTitleKey` with `type RouteTitleKey = KeyOf<'routes'>`, or i18next's `ParseKeys<'ns'>`), in a
//    file that declares or imports that property's type or key type, so `titleKey: 'home'` is
//    routes:home; or a variable declared with a key type;
//  - a member of a declared key set (the keys of `ERROR_CODES`, the members of `type ValidationReason`);
//  - a prefix listed in a comment `// i18n-keys: ns:prefix. ns2:other.prefix` (for keys held in
//    variables; every key starting with the prefix counts as used).
// Plural forms count with their base: `x_one`, `x_other`, `x_ordinal_few`, … are used when `x` is.
// A key held in a variable (`t(key)`) needs an i18n-keys comment in its file unless its namespace has
// typed keys (then the compiler restricts it to the typed literals found above).
import ts from 'typescript'
import { keyForms, keyOfNamespace, keyTypeNamespace, objectProperty, propertyName, scopeOf, stringsOf, typeNames, unwrap, visibleNames, type Scope, visit } from './key-usage-syntax.ts'

export type SourceInput = { file: string; text: string }

export type DeclaredKeySet = {
  namespace: string
  /** A `const NAME = { … }` (its property names are the keys) or a `type NAME = 'A' | 'B'` (its members). */
  declaration: string
  /** Type aliases whose values are keys of the set (e.g. `ErrorCode`), typing properties and variables. */
  types?: readonly string[]
}

export type ScanOptions = {
  /** Every namespace (splits `ns:key`, and a use of another namespace is a problem). */
  namespaces: readonly string[]
  /** The namespace of `useTranslation()` without arguments and of `<Trans>` without `t` or `ns`. */
  defaultNamespace: string
  declaredKeySets?: readonly DeclaredKeySet[]
}

type Where = { file: string; line: number }
/** One use: an exact key, or a pattern (literal parts with anything between them), or a prefix. */
export type KeyUse = Where & { namespace: string; text: string } & (
  | { kind: 'exact'; key: string }
  | { kind: 'pattern'; parts: readonly string[] }
  | { kind: 'prefix'; prefix: string }
)
export type DynamicUse = Where & { namespace: string; text: string }
export type ScanProblem = Where & { message: string }

export type UsageScan = {
  uses: KeyUse[]
  /** Keys held in variables, with whether an i18n-keys comment or typed keys cover them. */
  dynamic: (DynamicUse & { covered: boolean })[]
  problems: ScanProblem[]
}

export type KeyProblem = { namespace: string; key: string; message: string; file?: string; line?: number }

const PLURAL_SUFFIX = /_(?:ordinal_)?(?:zero|one|two|few|many|other)$/
const COMMENT = /(?:\/\/|\/\*)\s*i18n-keys:([^\n]*)/g

/** `x_one` → `x`: plural forms are looked up through their base key. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '')
}

/** Dotted paths of a locale file's texts. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k))
  return prefix ? [prefix] : []
}

// ---------------------------------------------------------------------------------------------------
// Lexical scopes: which declaration an identifier refers to.

// The scan.

type Translator = { namespaces: readonly string[]; keyPrefix?: string } | { unresolved: string }

/** Scans source files for the keys they use. */
export function scanSources(sources: readonly SourceInput[], options: ScanOptions): UsageScan {
  const known = new Set(options.namespaces)
  const uses: KeyUse[] = []
  const dynamic: UsageScan['dynamic'] = []
  const problems: ScanProblem[] = []
  const parsed = sources.map(({ file, text }) =>
    ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
  )
  const lineOf = (node: ts.Node) => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1
  const where = (node: ts.Node): Where => ({ file: node.getSourceFile().fileName, line: lineOf(node) })

  // Pass 1: key types, declared key sets, key-typed properties.
  const keyTypes = new Map<string, string>()
  for (const set of options.declaredKeySets ?? []) for (const type of set.types ?? []) keyTypes.set(type, set.namespace)
  for (const sf of parsed)
    visit(sf, (node) => {
      if (ts.isTypeAliasDeclaration(node)) {
        const ns = keyOfNamespace(node.type)
        if (ns) keyTypes.set(node.name.text, ns)
      }
    })
  const typedNamespaces = new Set(keyTypes.values())

  for (const set of options.declaredKeySets ?? []) {
    let found = false
    for (const sf of parsed)
      visit(sf, (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === set.declaration && node.initializer) {
          const object = unwrap(node.initializer)
          if (!ts.isObjectLiteralExpression(object)) return
          found = true
          for (const p of object.properties) {
            const key = (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) ? propertyName(p.name) : undefined
            if (key !== undefined) uses.push({ ...where(p), namespace: set.namespace, text: key, kind: 'exact', key })
          }
        } else if (ts.isTypeAliasDeclaration(node) && node.name.text === set.declaration) {
          found = true
          const members = ts.isUnionTypeNode(node.type) ? node.type.types : [node.type]
          for (const m of members)
            if (ts.isLiteralTypeNode(m) && ts.isStringLiteral(m.literal))
              uses.push({ ...where(m), namespace: set.namespace, text: m.literal.text, kind: 'exact', key: m.literal.text })
        }
      })
    if (!found) problems.push({ file: '(options)', line: 0, message: `declared key set ${set.namespace}: no \`${set.declaration}\` found in the scanned sources` })
    typedNamespaces.add(set.namespace)
  }

  // Key properties: `titleKey: RouteTitleKey` in `type PortalRoute`. A literal written for such a property
  // counts in files that can see the property's type (they declare or import the containing type or the
  // key type), so an unrelated `title: '…'` elsewhere is not taken for a key.
  const keyProperties = new Map<string, { namespace: string; owners: Set<string> }[]>()
  for (const sf of parsed)
    visit(sf, (node) => {
      if (!(ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) || !node.type) return
      const name = propertyName(node.name)
      const namespace = keyTypeNamespace(node.type, keyTypes)
      if (name === undefined || namespace === undefined) return
      const owners = new Set(typeNames(node.type))
      for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
        if ((ts.isTypeAliasDeclaration(at) || ts.isInterfaceDeclaration(at) || ts.isClassDeclaration(at)) && at.name) owners.add(at.name.text)
      keyProperties.set(name, [...(keyProperties.get(name) ?? []), { namespace, owners }])
    })

  // Pass 2: uses.
  for (const sf of parsed) {
    const scopes = new WeakMap<ts.Node, Scope>()
    const translators = new Map<ts.Node, Translator>()
    /** Declarations holding the object useTranslation returns (`r` of `const r = useTranslation()`). */
    const responses = new Map<ts.Node, Translator>()
    const commentNamespaces = new Set<string>()
    const fileDynamic: DynamicUse[] = []
    const visible = visibleNames(sf)

    const resolve = (id: ts.Identifier): ts.Node | undefined => {
      for (let node: ts.Node | undefined = id.parent; node; node = node.parent) {
        const declaration = scopeOf(node, scopes)?.get(id.text)
        if (declaration) return declaration
      }
      return undefined
    }
    /** Whether `id` is the binding of `name` imported from `module`. */
    const isImport = (id: ts.Identifier, module: string, name: string): boolean => {
      const declaration = resolve(id)
      if (!declaration || !ts.isImportSpecifier(declaration)) return false
      const from = declaration.parent.parent.parent.moduleSpecifier
      return ts.isStringLiteral(from) && from.text === module && (declaration.propertyName ?? declaration.name).text === name
    }

    const translatorOf = (namespaceArg: ts.Expression | undefined, keyPrefix: string | undefined, at: ts.Node): Translator => {
      const arg = namespaceArg && unwrap(namespaceArg)
      const prefix = keyPrefix ? { keyPrefix } : {}
      if (!arg || (ts.isIdentifier(arg) && arg.text === 'undefined')) return { namespaces: [options.defaultNamespace], ...prefix }
      const namespaces = stringsOf(arg)
      if (namespaces?.length) return { namespaces, ...prefix }
      return { unresolved: `namespace ${arg.getText()} (${where(at).file}:${lineOf(at)})` }
    }

    const addUse = (keyNode: ts.Expression, translator: Translator, explicitNamespace?: string) => {
      if ('unresolved' in translator) {
        problems.push({ ...where(keyNode), message: `cannot tell the ${translator.unresolved} of this key statically` })
        return
      }
      for (const form of keyForms(keyNode)) {
        let namespace = explicitNamespace ?? translator.namespaces[0]!
        if (form.kind === 'dynamic') {
          fileDynamic.push({ ...where(keyNode), namespace, text: keyNode.getText() })
          continue
        }
        const first = form.kind === 'exact' ? form.text : form.parts[0]!
        const split = /^([^:.]+):(.*)$/s.exec(first)
        let rest = first
        if (split && known.has(split[1]!)) [namespace, rest] = [split[1]!, split[2]!]
        else if (translator.keyPrefix) rest = `${translator.keyPrefix}.${first}`
        if (form.kind === 'exact') uses.push({ ...where(keyNode), namespace, text: keyNode.getText(), kind: 'exact', key: rest })
        else uses.push({ ...where(keyNode), namespace, text: keyNode.getText(), kind: 'pattern', parts: [rest, ...form.parts.slice(1)] })
      }
    }

    const literalUse = (value: ts.Expression, namespace: string) => {
      for (const form of keyForms(value)) {
        if (form.kind === 'exact') uses.push({ ...where(value), namespace, text: value.getText(), kind: 'exact', key: form.text })
        else if (form.kind === 'pattern') uses.push({ ...where(value), namespace, text: value.getText(), kind: 'pattern', parts: form.parts })
      }
    }

    // i18n-keys comments.
    for (const match of sf.text.matchAll(COMMENT)) {
      const line = sf.getLineAndCharacterOfPosition(match.index).line + 1
      const body = match[1]!.replace(/\*\/.*$/, '').replace(/\}.*$/, '')
      for (const token of body.split(/[\s,]+/).filter(Boolean)) {
        const colon = token.indexOf(':')
        const namespace = token.slice(0, colon)
        if (colon < 0 || !known.has(namespace)) {
          problems.push({ file: sf.fileName, line, message: `i18n-keys comment: "${token}" is not ns:prefix with a known namespace` })
          continue
        }
        commentNamespaces.add(namespace)
        uses.push({ file: sf.fileName, line, namespace, text: token, kind: 'prefix', prefix: token.slice(colon + 1) })
      }
    }

    // Translator bindings first (a `t` may be called before, in source order, the hook of an outer scope).
    visit(sf, (node) => {
      if (ts.isVariableDeclaration(node) && node.initializer) {
        const init = unwrap(node.initializer)
        let translator: Translator | undefined
        if (ts.isCallExpression(init)) {
          const callee = init.expression
          if (ts.isIdentifier(callee) && callee.text === 'useTranslation') {
            const keyPrefix = stringsOf(objectProperty(init.arguments[1], 'keyPrefix'))?.[0]
            translator = translatorOf(init.arguments[0], keyPrefix, init)
          } else if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'getFixedT') {
            translator = translatorOf(init.arguments[1], stringsOf(init.arguments[2])?.[0], init)
            translators.set(node, translator)
            return
          }
        }
        if (!translator) return
        if (ts.isIdentifier(node.name)) responses.set(node, translator)
        else if (ts.isArrayBindingPattern(node.name)) {
          const first = node.name.elements[0]
          if (first && ts.isBindingElement(first)) translators.set(first, translator)
        } else
          for (const element of node.name.elements)
            if (propertyName(element.propertyName ?? element.name) === 't') translators.set(element, translator)
      } else if ((ts.isParameter(node) || ts.isVariableDeclaration(node)) && node.type && ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'TFunction') {
        const arg = node.type.typeArguments?.[0]
        const namespaces = arg && ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal) ? [arg.literal.text]
          : arg && ts.isTupleTypeNode(arg) ? arg.elements.flatMap((e) => (ts.isLiteralTypeNode(e) && ts.isStringLiteral(e.literal) ? [e.literal.text] : []))
            : arg ? [] : [options.defaultNamespace]
        translators.set(node, namespaces.length ? { namespaces } : { unresolved: `namespace ${arg!.getText()}` })
      }
    })

    const translatorCalled = (callee: ts.Expression): Translator | undefined => {
      if (ts.isIdentifier(callee)) {
        const declaration = resolve(callee)
        return declaration && translators.get(declaration)
      }
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 't' && ts.isIdentifier(callee.expression)) {
        const declaration = resolve(callee.expression)
        return declaration && responses.get(declaration)
      }
      return undefined
    }

    visit(sf, (node) => {
      if (ts.isCallExpression(node)) {
        const translator = translatorCalled(node.expression)
        if (translator && node.arguments[0]) {
          const ns = stringsOf(objectProperty(node.arguments[1], 'ns'))?.[0]
          addUse(node.arguments[0], translator, ns)
        } else if (ts.isIdentifier(node.expression) && isImport(node.expression, '@portal/i18n', 'translate')) {
          const [, nsArg, keyArg] = node.arguments
          if (keyArg) addUse(keyArg, translatorOf(nsArg, undefined, node))
        }
      } else if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText() === 'Trans') {
        const attribute = (name: string) => {
          for (const a of node.attributes.properties)
            if (ts.isJsxAttribute(a) && a.name.getText() === name && a.initializer)
              return ts.isJsxExpression(a.initializer) ? a.initializer.expression : ts.isStringLiteral(a.initializer) ? a.initializer : undefined
          return undefined
        }
        const key = attribute('i18nKey')
        if (!key) return
        const ns = stringsOf(attribute('ns'))
        const tAttribute = attribute('t')
        const tDeclaration = tAttribute && ts.isIdentifier(tAttribute) ? resolve(tAttribute) : undefined
        const bound = tDeclaration && translators.get(tDeclaration)
        addUse(key, ns?.length ? { namespaces: ns } : (bound ?? { namespaces: [options.defaultNamespace] }))
      } else if (ts.isPropertyAssignment(node)) {
        const name = propertyName(node.name)
        const candidates = (name === undefined ? [] : (keyProperties.get(name) ?? [])).filter((p) => [...p.owners].some((o) => visible.has(o)))
        const namespaces = new Set(candidates.map((p) => p.namespace))
        if (namespaces.size === 1) literalUse(node.initializer, [...namespaces][0]!)
      } else if (ts.isVariableDeclaration(node) && node.initializer) {
        const namespace = keyTypeNamespace(node.type, keyTypes)
        if (namespace) {
          const init = unwrap(node.initializer)
          for (const value of ts.isArrayLiteralExpression(init) ? init.elements : [init]) literalUse(value, namespace)
        }
      }
    })

    for (const d of fileDynamic) dynamic.push({ ...d, covered: commentNamespaces.has(d.namespace) || typedNamespaces.has(d.namespace) })
  }
  for (const use of uses)
    if (!known.has(use.namespace)) problems.push({ file: use.file, line: use.line, message: `${use.text}: no namespace "${use.namespace}"` })
  return { uses, dynamic, problems }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Whether a use covers a key of its namespace (plural forms through their base key). */
export function covers(use: KeyUse, key: string): boolean {
  const base = pluralBase(key)
  if (use.kind === 'exact') return key === use.key || base === use.key || key.startsWith(`${use.key}.`)
  if (use.kind === 'prefix') return key.startsWith(use.prefix)
  const pattern = new RegExp(`^${use.parts.map(escape).join('.+')}$`, 's')
  return pattern.test(key) || pattern.test(base)
}

/**
 * Unused keys (in the base locale, per namespace), keys used but absent, and the scanner's own
 * problems (unresolvable keys without an i18n-keys comment, unknown namespaces).
 */
export function findKeyProblems(scan: UsageScan, baseKeys: Readonly<Record<string, readonly string[]>>): KeyProblem[] {
  const problems: KeyProblem[] = []
  const byNamespace = new Map<string, KeyUse[]>()
  for (const use of scan.uses) byNamespace.set(use.namespace, [...(byNamespace.get(use.namespace) ?? []), use])

  for (const [namespace, keys] of Object.entries(baseKeys)) {
    const nsUses = byNamespace.get(namespace) ?? []
    for (const key of keys)
      if (!nsUses.some((use) => covers(use, key))) problems.push({ namespace, key, message: `unused key ${namespace}:${key}` })
  }
  const reported = new Set<string>()
  for (const use of scan.uses) {
    const keys = baseKeys[use.namespace]
    if (!keys || keys.some((key) => covers(use, key))) continue
    const shown = use.kind === 'exact' ? use.key : use.kind === 'prefix' ? `${use.prefix}*` : use.parts.join('*')
    const id = `${use.file}:${use.line}:${use.namespace}:${shown}`
    if (reported.has(id)) continue
    reported.add(id)
    const what = use.kind === 'exact' ? 'is used but missing from the base locale' : 'is used but no key of the base locale matches it'
    problems.push({ namespace: use.namespace, key: shown, file: use.file, line: use.line, message: `${use.file}:${use.line}: ${use.namespace}:${shown} ${what}` })
  }
  for (const d of scan.dynamic)
    if (!d.covered)
      problems.push({
        namespace: d.namespace,
        key: d.text,
        file: d.file,
        line: d.line,
        message: `${d.file}:${d.line}: key ${d.text} (namespace ${d.namespace}) cannot be resolved statically; declare its keys with // i18n-keys: ${d.namespace}:<prefix>`,
      })
  for (const p of scan.problems) problems.push({ namespace: '', key: '', file: p.file, line: p.line, message: `${p.file}:${p.line}: ${p.message}` })
  return problems
}
