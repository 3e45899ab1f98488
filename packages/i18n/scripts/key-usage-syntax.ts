// Syntax helpers of the key scanner (key-usage.ts): lexical scopes, the forms a key expression takes,
// and the type annotations that mark a property or variable as holding keys of a namespace.
import ts from 'typescript'

export type Scope = Map<string, ts.Node>

function bindNames(name: ts.BindingName, declaration: ts.Node, into: Scope) {
  if (ts.isIdentifier(name)) into.set(name.text, declaration)
  else for (const element of name.elements) if (ts.isBindingElement(element)) bindNames(element.name, element, into)
}

function bindStatements(statements: readonly ts.Statement[], into: Scope) {
  for (const statement of statements) {
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) bindNames(d.name, d, into)
    else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name)
      into.set(statement.name.text, statement)
    else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const clause = statement.importClause
      if (clause.name) into.set(clause.name.text, clause)
      const bindings = clause.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) into.set(bindings.name.text, bindings)
      else if (bindings) for (const specifier of bindings.elements) into.set(specifier.name.text, specifier)
    }
  }
}

export function scopeOf(node: ts.Node, cache: WeakMap<ts.Node, Scope>): Scope | undefined {
  const cached = cache.get(node)
  if (cached) return cached
  const scope: Scope = new Map()
  if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseClause(node) || ts.isDefaultClause(node))
    bindStatements(node.statements, scope)
  else if (ts.isFunctionLike(node)) {
    for (const parameter of node.parameters) bindNames(parameter.name, parameter, scope)
    if ((ts.isFunctionExpression(node) || ts.isClassExpression(node)) && node.name) scope.set(node.name.text, node)
  } else if ((ts.isForStatement(node) || ts.isForOfStatement(node) || ts.isForInStatement(node)) && node.initializer && ts.isVariableDeclarationList(node.initializer))
    for (const d of node.initializer.declarations) bindNames(d.name, d, scope)
  else if (ts.isCatchClause(node) && node.variableDeclaration) bindNames(node.variableDeclaration.name, node.variableDeclaration, scope)
  else return undefined
  cache.set(node, scope)
  return scope
}

// ---------------------------------------------------------------------------------------------------
// Key expressions.

type Form = { kind: 'exact'; text: string } | { kind: 'pattern'; parts: string[] } | { kind: 'dynamic' }

export function unwrap(node: ts.Expression): ts.Expression {
  let e = node
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e))
    e = e.expression
  return e
}

/** The literal parts of a string built with `+`, `undefined` when some part is not text. */
function concatenation(e: ts.Expression): string[] | undefined {
  e = unwrap(e)
  if (ts.isStringLiteralLike(e)) return [e.text]
  if (ts.isTemplateExpression(e)) return [e.head.text, ...e.templateSpans.map((s) => s.literal.text)]
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = concatenation(e.left) ?? ['', '']
    const right = concatenation(e.right) ?? ['', '']
    return [...left.slice(0, -1), left.at(-1)! + right[0]!, ...right.slice(1)]
  }
  return undefined
}

export function keyForms(node: ts.Expression): Form[] {
  const e = unwrap(node)
  if (ts.isConditionalExpression(e)) return [...keyForms(e.whenTrue), ...keyForms(e.whenFalse)]
  if (ts.isBinaryExpression(e) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind))
    return [...keyForms(e.left), ...keyForms(e.right)]
  if (ts.isArrayLiteralExpression(e)) return e.elements.flatMap((element) => keyForms(element))
  const parts = concatenation(e)
  if (!parts) return [{ kind: 'dynamic' }]
  if (parts.length === 1) return [{ kind: 'exact', text: parts[0]! }]
  return parts[0] === '' ? [{ kind: 'dynamic' }] : [{ kind: 'pattern', parts }]
}

export function stringsOf(node: ts.Expression | undefined): string[] | undefined {
  if (!node) return undefined
  const e = unwrap(node)
  if (ts.isStringLiteralLike(e)) return [e.text]
  if (ts.isArrayLiteralExpression(e)) {
    const all = e.elements.map((element) => unwrap(element))
    return all.every(ts.isStringLiteralLike) ? all.map((s) => s.text) : undefined
  }
  return undefined
}

export function objectProperty(node: ts.Expression | undefined, name: string): ts.Expression | undefined {
  const e = node && unwrap(node)
  if (!e || !ts.isObjectLiteralExpression(e)) return undefined
  for (const p of e.properties) if (ts.isPropertyAssignment(p) && propertyName(p.name) === name) return p.initializer
  return undefined
}

export function propertyName(name: ts.PropertyName | ts.BindingName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined
}

// ---------------------------------------------------------------------------------------------------
// Key types: `type X = KeyOf<'ns'>` and declared key sets, and the properties they type.

/** Generic types whose argument names the namespace: @portal/i18n's `KeyOf<ns>`, i18next's `ParseKeys<ns>`. */
const KEY_TYPE_GENERICS = new Set(['KeyOf', 'ParseKeys'])

export function keyOfNamespace(type: ts.TypeNode): string | undefined {
  if (!ts.isTypeReferenceNode(type) || !KEY_TYPE_GENERICS.has(type.typeName.getText()) || !type.typeArguments?.length) return undefined
  const arg = type.typeArguments[0]!
  return ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal) ? arg.literal.text : undefined
}

/** The namespace whose keys a type annotation holds (`X`, `X | undefined`, `readonly X[]`), if any. */
export function keyTypeNamespace(type: ts.TypeNode | undefined, keyTypes: ReadonlyMap<string, string>): string | undefined {
  if (!type) return undefined
  if (ts.isParenthesizedTypeNode(type) || ts.isTypeOperatorNode(type)) return keyTypeNamespace(type.type, keyTypes)
  if (ts.isArrayTypeNode(type)) return keyTypeNamespace(type.elementType, keyTypes)
  if (ts.isUnionTypeNode(type)) {
    const found = new Set(type.types.map((t) => keyTypeNamespace(t, keyTypes)).filter((ns) => ns !== undefined))
    const others = type.types.filter((t) => keyTypeNamespace(t, keyTypes) === undefined && !isNullish(t))
    return found.size === 1 && others.length === 0 ? [...found][0] : undefined
  }
  if (!ts.isTypeReferenceNode(type)) return undefined
  const direct = keyOfNamespace(type)
  if (direct) return direct
  const name = type.typeName.getText()
  if ((name === 'Array' || name === 'ReadonlyArray') && type.typeArguments?.length === 1) return keyTypeNamespace(type.typeArguments[0], keyTypes)
  return keyTypes.get(name)
}

/** Names of the types a type annotation refers to. */
export function typeNames(type: ts.TypeNode): string[] {
  const names: string[] = []
  visit(type, (node) => {
    if (ts.isTypeReferenceNode(node)) names.push(node.typeName.getText())
  })
  return names
}

/** Names a file declares at its top level or imports (by their exported names). */
export function visibleNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  for (const statement of sf.statements) {
    if ((ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      names.add(statement.name.text)
    else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const bindings = statement.importClause.namedBindings
      if (bindings && ts.isNamedImports(bindings)) for (const s of bindings.elements) names.add((s.propertyName ?? s.name).text)
    }
  }
  return names
}

function isNullish(type: ts.TypeNode): boolean {
  return type.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword)
}

// ---------------------------------------------------------------------------------------------------

/** Calls `f` on a node and every node below it. */
export function visit(node: ts.Node, f: (node: ts.Node) => void) {
  f(node)
  ts.forEachChild(node, (child) => visit(child, f))
}
