/**
 * Checks on the shape of the source tree, read from the files themselves (no build): the layers
 * import one another without cycles, no file grows past a size one can read in one go, and the
 * stores keep no state at module level, where two apps on one page would share it. Each check
 * takes the files as data, so the tests can plant a violation and watch it caught.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

/** A source file: its path from the repository root, with `/` separators, and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** How one module reaches another; a worker's script is loaded by the module that starts it. */
export type EdgeKind = 'static' | 'type' | 'dynamic' | 'worker' | 'glob';

export interface ImportEdge {
  from: string;
  to: string;
  kind: EdgeKind;
}

/** A module specifier as written, and how it is used. A glob's is a pattern, less the `!` patterns of the same call. */
export interface ImportSpecifier {
  specifier: string;
  kind: EdgeKind;
  exclude?: string[];
}

export const SOURCE_EXTENSIONS = ['.ts', '.vue', '.js'];
const RESOLVE_SUFFIXES = ['', '.ts', '.vue', '.js', '/index.ts', '/index.js'];
/** The project's path aliases (WXT's tsconfig): each names the repository root. */
const ROOT_ALIASES = ['@@/', '~~/', '@/', '~/'];

/** Every source file under `folders` (those that exist), read from `root`. */
export function readSources(root: string, folders: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return; // a folder the tree does not have (yet)
    }
    for (const entry of entries) {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) {
        files.push({ path, text: readFileSync(join(root, path), 'utf8') });
      }
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The script a file runs: a `.vue` file's `<script>` blocks (the template imports nothing),
 * each kept on its own lines so positions still count from the top of the file.
 */
export function scriptOf(file: SourceFile): string {
  if (!file.path.endsWith('.vue')) return file.text;
  const blocks = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
  let script = '';
  let at = 0;
  for (let m = blocks.exec(file.text); m; m = blocks.exec(file.text)) {
    const start = m.index + m[0].indexOf('>') + 1;
    script += file.text.slice(at, start).replace(/[^\n]/g, ' ') + m[1];
    at = start + m[1].length;
  }
  return script;
}

function parse(file: SourceFile): ts.SourceFile {
  const kind = file.path.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  return ts.createSourceFile(file.path, scriptOf(file), ts.ScriptTarget.Latest, true, kind);
}

const stringOf = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

const isImportMeta = (node: ts.Node): boolean =>
  ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword && node.name.text === 'meta';

/** `new URL('./x.ts', import.meta.url)`: the module path it names, else null. */
function moduleUrl(node: ts.Node | undefined): string | null {
  if (!node || !ts.isNewExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'URL') return null;
  const [path, base] = node.arguments ?? [];
  const ok = base && ts.isPropertyAccessExpression(base) && isImportMeta(base.expression) && base.name.text === 'url';
  return ok ? stringOf(path) : null;
}

/**
 * Every module a file names: imports and re-exports (type-only ones too), `import()` in code
 * and in types, `new Worker(new URL(…, import.meta.url))` and `?worker` imports, and the
 * patterns of `import.meta.glob`.
 */
export function importsOf(file: SourceFile): ImportSpecifier[] {
  const found: ImportSpecifier[] = [];
  const add = (specifier: string | null, kind: EdgeKind): void => {
    if (specifier === null) return;
    const worker = /\?(?:shared)?worker\b/.test(specifier);
    found.push({ specifier, kind: worker ? 'worker' : kind });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      add(stringOf(node.moduleSpecifier), typeOnly ? 'type' : 'static');
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(stringOf(node.moduleSpecifier), node.isTypeOnly ? 'type' : 'static');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(stringOf(node.moduleReference.expression), node.isTypeOnly ? 'type' : 'static');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(stringOf(node.argument.literal), 'type');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(stringOf(node.arguments[0]), 'dynamic');
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /^(Shared)?Worker$/.test(node.expression.text)) {
      add(moduleUrl(node.arguments?.[0]), 'worker');
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      isImportMeta(node.expression.expression) &&
      node.expression.name.text === 'glob'
    ) {
      const first = node.arguments[0];
      const patterns = (first && ts.isArrayLiteralExpression(first) ? first.elements.map(stringOf) : [stringOf(first)]).filter((p) => p !== null);
      const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
      for (const pattern of patterns) if (!pattern.startsWith('!')) found.push({ specifier: pattern, kind: 'glob', ...(exclude.length > 0 ? { exclude } : {}) });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/**
 * A specifier as a path from the root (aliases, relative paths, and paths from the root as Vite
 * reads them: `/locales/…`), without any `?query`; null for a package.
 */
function pathOf(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = ROOT_ALIASES.find((a) => bare.startsWith(a));
  if (alias) return posix.normalize(bare.slice(alias.length));
  if (bare.startsWith('/')) return posix.normalize(bare.slice(1));
  if (bare.startsWith('./') || bare.startsWith('../')) return posix.normalize(posix.join(posix.dirname(from), bare));
  return null;
}

/** The file in `paths` a specifier names, trying the extensions a bundler would; null when none. */
export function resolveImport(from: string, specifier: string, paths: ReadonlySet<string>): string | null {
  const base = pathOf(from, specifier);
  if (base === null) return null;
  for (const suffix of RESOLVE_SUFFIXES) if (paths.has(base + suffix)) return base + suffix;
  return null;
}

/** The files an `import.meta.glob` pattern matches (`*` within a folder, `**` across folders). */
function globMatches(from: string, pattern: string, paths: ReadonlySet<string>): string[] {
  const base = pathOf(from, pattern);
  if (base === null) return [];
  const source = base
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const regex = new RegExp(`^${source}$`);
  return [...paths].filter((path) => regex.test(path));
}

/** The import graph among `files`: every edge to another file of the set. */
export function importGraph(files: readonly SourceFile[]): ImportEdge[] {
  const paths = new Set(files.map((f) => f.path));
  const edges = new Map<string, ImportEdge>();
  const add = (edge: ImportEdge) => edges.set(`${edge.from} ${edge.to} ${edge.kind}`, edge);
  for (const file of files) {
    for (const { specifier, kind, exclude = [] } of importsOf(file)) {
      if (kind === 'glob') {
        const excluded = new Set(exclude.flatMap((pattern) => globMatches(file.path, pattern, paths)));
        for (const to of globMatches(file.path, specifier, paths)) if (!excluded.has(to)) add({ from: file.path, to, kind });
      } else {
        const to = resolveImport(file.path, specifier, paths);
        if (to !== null) add({ from: file.path, to, kind });
      }
    }
  }
  return [...edges.values()];
}

/**
 * The import cycles among `files`, one for each group of modules that reach one another
 * (a strongly connected component), as a path that ends where it starts: the shortest cycle
 * through the group's first file in path order.
 */
export function findCycles(files: readonly SourceFile[]): string[][] {
  const next = new Map<string, string[]>();
  for (const f of files) next.set(f.path, []);
  for (const e of importGraph(files)) if (!next.get(e.from)?.includes(e.to)) next.get(e.from)?.push(e.to);

  // Tarjan's strongly connected components, iteratively (the graph may be deep).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const root of next.keys()) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const [node, i] = top;
      const targets = next.get(node) ?? [];
      if (i < targets.length) {
        top[1]++;
        const to = targets[i];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!));
      }
      if (low.get(node) === index.get(node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || next.get(node)?.includes(node)) groups.push(group.sort());
      }
    }
  }

  return groups
    .map((group) => {
      const inGroup = new Set(group);
      const start = group[0];
      // Breadth first from the start, within the group, back to the start.
      const cameFrom = new Map<string, string>();
      const queue = [start];
      for (let k = 0; k < queue.length; k++) {
        const node = queue[k];
        for (const to of next.get(node) ?? []) {
          if (!inGroup.has(to)) continue;
          if (to === start) {
            const path = [start];
            for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) path.unshift(at);
            path.unshift(start);
            return path;
          }
          if (!cameFrom.has(to)) {
            cameFrom.set(to, node);
            queue.push(to);
          }
        }
      }
      throw new Error(`no cycle through ${start}`); // cannot happen: the group is strongly connected
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
}

/** A cycle as it is printed: `a → b → c → a`. */
export const formatCycle = (cycle: readonly string[]): string => cycle.join(' → ');

/** Lines as `wc -l` counts them: newline characters. */
export const lineCount = (text: string): number => (text.match(/\n/g) ?? []).length;

/** The files longer than `max` lines, with their counts. */
export function longFiles(files: readonly SourceFile[], max: number): { path: string; lines: number }[] {
  return files.map((f) => ({ path: f.path, lines: lineCount(f.text) })).filter((f) => f.lines > max);
}

export interface ModuleState {
  path: string;
  line: number;
  name: string;
  why: string;
}

/** Constructors whose instances are mutable containers. */
const CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);
/** Vue's reactive state factories: state, wherever it lives. */
const REACTIVE = new Set(['ref', 'shallowRef', 'reactive', 'shallowReactive', 'customRef']);
/** Per-app owners: an entry keyed by one lives and dies with that app. */
const PER_APP_KEYS = new Set(['Pinia', 'Services']);
/** Array, Map and Set methods that change the receiver. */
const MUTATORS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin', 'set', 'add', 'delete', 'clear']);

/** The root name of `a.b[c].d`, when the chain starts at a plain identifier. */
function rootName(node: ts.Expression): string | null {
  let at: ts.Expression = node;
  while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at) || ts.isParenthesizedExpression(at) || ts.isNonNullExpression(at)) {
    at = at.expression;
  }
  return ts.isIdentifier(at) ? at.text : null;
}

const isMember = (node: ts.Expression): boolean => ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node);

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken, ts.SyntaxKind.PlusEqualsToken, ts.SyntaxKind.MinusEqualsToken, ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken, ts.SyntaxKind.PercentEqualsToken, ts.SyntaxKind.BarEqualsToken, ts.SyntaxKind.AmpersandEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken, ts.SyntaxKind.BarBarEqualsToken, ts.SyntaxKind.AmpersandAmpersandEqualsToken,
]);

/** The names whose contents the file changes: `x.a = …`, `x[i]++`, `delete x.a`, `x.push(…)`, `Object.assign(x, …)`. */
function mutatedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const mark = (target: ts.Expression) => {
    const name = isMember(target) ? rootName(target) : null;
    if (name) names.add(name);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) mark(node.left);
    else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)) mark(node.operand);
    else if (ts.isDeleteExpression(node)) mark(node.expression);
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const callee = node.expression;
      if (MUTATORS.has(callee.name.text)) {
        const name = rootName(callee.expression);
        if (name) names.add(name);
      }
      if (ts.isIdentifier(callee.expression) && callee.expression.text === 'Object' && callee.name.text === 'assign' && node.arguments[0]) {
        const name = rootName(node.arguments[0]);
        if (name) names.add(name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** An initialiser with its `as` / `satisfies` / `!` / parentheses taken off. */
function bareExpression(node: ts.Expression): ts.Expression {
  let at = node;
  while (ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isParenthesizedExpression(at) || ts.isNonNullExpression(at) || ts.isTypeAssertionExpression(at)) {
    at = at.expression;
  }
  return at;
}

/**
 * Module-level mutable state in `files`, by these rules on each top-level declaration:
 * - `let` and `var` are state: the binding itself can change.
 * - A `const` holding `new Map/Set/WeakMap/WeakSet/Array` is state, except a WeakMap or WeakSet
 *   keyed by a `Pinia` or a `Services` (its type argument says so): each entry belongs to one app.
 * - A `const` holding a Vue `ref`/`reactive` (and their shallow and custom forms) is state.
 * - A `const` holding an array or object literal is state when the file changes its contents
 *   (assigns to a member, deletes one, calls push/splice/set/add/… on it, `Object.assign`s to it).
 * Functions, primitives, frozen tables and literals never written to are not state.
 */
export function moduleState(files: readonly SourceFile[]): ModuleState[] {
  const found: ModuleState[] = [];
  for (const file of files) {
    const source = parse(file);
    const mutated = mutatedNames(source);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const list = statement.declarationList;
      const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
      const keyword = list.flags & ts.NodeFlags.Let ? 'let' : 'var';
      for (const declaration of list.declarations) {
        const line = source.getLineAndCharacterOfPosition(declaration.getStart(source)).line + 1;
        const name = declaration.name.getText(source);
        const report = (why: string) => found.push({ path: file.path, line, name, why });
        if (!isConst) {
          report(`top-level ${keyword}`);
          continue;
        }
        if (!declaration.initializer) continue;
        const init = bareExpression(declaration.initializer);
        if (ts.isNewExpression(init) && ts.isIdentifier(init.expression) && CONTAINERS.has(init.expression.text)) {
          const kind = init.expression.text;
          const key = init.typeArguments?.[0];
          const perApp = (kind === 'WeakMap' || kind === 'WeakSet') && key && ts.isTypeReferenceNode(key) && PER_APP_KEYS.has(key.typeName.getText(source));
          if (!perApp) report(`a ${kind} at module level`);
        } else if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && REACTIVE.has(init.expression.text)) {
          report(`a ${init.expression.text}() at module level`);
        } else if ((ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init)) && ts.isIdentifier(declaration.name) && mutated.has(name)) {
          report(`${ts.isArrayLiteralExpression(init) ? 'an array' : 'an object'} at module level that the module changes`);
        }
      }
    }
  }
  return found;
}
