/**
 * Checks on where code lives, read from the sources as the other structure checks are: pure rules
 * belong in core/ (a store file that imports only core/ and touches neither Pinia, Vue, storage nor
 * the browser is a rule in the wrong drawer); the stores' root stays a short index of folders; the
 * components read the time through the services' clock, never the system's; and each exported type
 * name is declared once. Each takes the files as data, so the tests can plant a violation.
 */
import { posix } from 'node:path';
import ts from 'typescript';
import { importsOf, resolveImport, scriptOf, type SourceFile } from './structure.ts';

/** What makes a stores/ file more than a rule: Pinia or Vue state, storage, or a browser API. */
const PLATFORM = /\b(?:browser|chrome|self|window|document|navigator|globalThis|Worker|localStorage|setTimeout|setInterval|requestAnimationFrame)\b/;
const FRAMEWORK = new Set(['pinia', 'vue']);

/**
 * Files in stores/ whose every import is a core/ module (or that import nothing), with no import of
 * Pinia or Vue, no use of the browser, and outside stores/storage/ (the codecs and the read policy,
 * which are storage use by definition). Type-only imports count as imports.
 */
export function rulesInStores(files: readonly SourceFile[]): string[] {
  const paths = new Set(files.map((f) => f.path));
  return files
    .filter((f) => f.path.startsWith('stores/') && !f.path.startsWith('stores/storage/'))
    .filter((f) => {
      const specifiers = importsOf(f).map((i) => i.specifier);
      if (specifiers.some((s) => FRAMEWORK.has(s))) return false;
      const targets = specifiers.map((s) => resolveImport(f.path, s, paths));
      if (targets.some((t) => t === null || !t.startsWith('core/'))) return false;
      return !PLATFORM.test(codeOnly(scriptOf(f)));
    })
    .map((f) => f.path);
}

/** The number of files (not folders) directly in `folder`. */
export function filesDirectlyIn(files: readonly SourceFile[], folder: string): string[] {
  return files.filter((f) => posix.dirname(f.path) === folder).map((f) => f.path);
}

/** `Date.now()` and `new Date()` with no argument: a read of the system clock. */
export function clockReads(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const f of files) {
    const lines = codeOnly(scriptOf(f)).split('\n');
    lines.forEach((line, i) => {
      if (/\bDate\.now\s*\(/.test(line) || /\bnew\s+Date\s*\(\s*\)/.test(line) || /\bnew\s+Date\b(?!\s*\()/.test(line)) found.push(`${f.path}:${i + 1}`);
    });
  }
  return found;
}

/**
 * Type names (type aliases, interfaces, enums) declared in more than one file, where at least one of
 * those files exports the name: one concept, one declaration. Maps each such name to its files.
 */
export function repeatedTypes(files: readonly SourceFile[]): Record<string, string[]> {
  const declared = new Map<string, { path: string; exported: boolean }[]>();
  for (const f of files) {
    const source = ts.createSourceFile(f.path, scriptOf(f), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    for (const statement of source.statements) {
      if (!ts.isTypeAliasDeclaration(statement) && !ts.isInterfaceDeclaration(statement) && !ts.isEnumDeclaration(statement)) continue;
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
      const name = statement.name.text;
      const list = declared.get(name) ?? [];
      if (!list.some((d) => d.path === f.path)) list.push({ path: f.path, exported });
      declared.set(name, list);
    }
  }
  const repeated: Record<string, string[]> = {};
  for (const [name, list] of [...declared].sort(([a], [b]) => a.localeCompare(b))) {
    if (list.length > 1 && list.some((d) => d.exported)) repeated[name] = list.map((d) => d.path).sort();
  }
  return repeated;
}

/** The text with comments and string contents blanked, lines kept, so that words in them do not count. */
function codeOnly(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, (m) => m.replace(/[^\n]/g, ' '));
}
