/**
 * axe-core, the accessibility rules engine, run inside an extension page.
 *
 * The engine's source is evaluated in the page through the browser's debugging
 * protocol (a `<script>` would be refused by the extension's content security
 * policy), once per document, then `axe.run` checks the whole document with
 * its default rules (WCAG 2.x A and AA and best practices, colour contrast
 * included). Only plain data comes back: rule, impact and the elements' selectors.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeFinding, AxeOptions } from './types.ts';

let source: string | null = null;

/** axe-core's browser build, read from node_modules once per test process. */
export function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/** Whether the page already has the engine (a reload or a new document drops it). */
export function hasAxe(): boolean {
  return typeof (window as unknown as { axe?: unknown }).axe === 'object';
}

interface InPageOptions {
  exclude: string[];
  disableRules: string[];
  incomplete: boolean;
}

/** Runs in the page: axe.run over the document, reduced to serialisable findings. */
export async function runAxe(options: InPageOptions): Promise<AxeFinding[]> {
  interface Node { target: unknown[]; html: string; failureSummary?: string; impact?: string | null }
  interface Result { id: string; impact?: string | null; help: string; helpUrl: string; nodes: Node[] }
  interface Axe {
    run(context: unknown, options: unknown): Promise<{ violations: Result[]; incomplete: Result[] }>;
  }
  const axe = (window as unknown as { axe: Axe }).axe;
  const context = options.exclude.length > 0 ? { exclude: options.exclude } : document;
  const results = await axe.run(context, {
    rules: Object.fromEntries(options.disableRules.map((id) => [id, { enabled: false }])),
    // Other result types keep one element each instead of all: far less work on a 144-tile board.
    resultTypes: options.incomplete ? ['violations', 'incomplete'] : ['violations'],
  });
  const reduce = (outcome: 'violation' | 'incomplete') => (r: Result): AxeFinding => ({
    rule: r.id,
    outcome,
    impact: (r.impact ?? null) as AxeFinding['impact'],
    help: r.help,
    helpUrl: r.helpUrl,
    nodes: r.nodes.map((n) => ({
      target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' '),
      html: n.html.length > 160 ? `${n.html.slice(0, 157)}...` : n.html,
      summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  });
  return [
    ...results.violations.map(reduce('violation')),
    ...(options.incomplete ? results.incomplete.map(reduce('incomplete')) : []),
  ];
}

export function inPageOptions(options: AxeOptions = {}): InPageOptions {
  return {
    exclude: options.exclude?.map((e) => e.selector) ?? [],
    disableRules: options.disableRules?.map((r) => r.rule) ?? [],
    incomplete: options.incomplete ?? false,
  };
}

const IMPACT_ORDER = ['critical', 'serious', 'moderate', 'minor'] as const;

/** The findings that fail a test: violations of impact serious or critical. */
export function blockingFindings(findings: readonly AxeFinding[]): AxeFinding[] {
  return findings.filter((f) => f.outcome === 'violation' && (f.impact === 'serious' || f.impact === 'critical'));
}

/**
 * One line per finding and one per element (the first `maxNodes`), most
 * severe first, so an assertion's diff says what is wrong and where:
 *   serious label-content-name-mismatch: Elements must have … (120 elements) https://…
 *     [data-tile="12"]  <button …>  Fix any of the following: …
 */
export function formatFindings(findings: readonly AxeFinding[], maxNodes = 5): string[] {
  const rank = (f: AxeFinding) => (f.impact ? IMPACT_ORDER.indexOf(f.impact) : IMPACT_ORDER.length);
  return [...findings]
    .sort((a, b) => rank(a) - rank(b) || a.rule.localeCompare(b.rule))
    .flatMap((f) => {
      const count = f.nodes.length === 1 ? '1 element' : `${f.nodes.length} elements`;
      const head = `${f.impact ?? 'no impact'} ${f.rule}${f.outcome === 'incomplete' ? ' (needs review)' : ''}: ${f.help} (${count}) ${f.helpUrl}`;
      const nodes = f.nodes.slice(0, maxNodes).map((n) => `  ${n.target}  ${n.html}  ${n.summary}`);
      const more = f.nodes.length > maxNodes ? [`  … and ${f.nodes.length - maxNodes} more`] : [];
      return [head, ...nodes, ...more];
    });
}
