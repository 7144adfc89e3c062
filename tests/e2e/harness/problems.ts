import type { PageProblems } from './types.ts';

/** URLs an extension page may load: itself, and inline data. */
export function isOwnRequest(url: string, origin: string): boolean {
  return url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:');
}

/** A mutable record of one page's problems; `snapshot()` hands out copies. */
export class ProblemLog {
  readonly consoleErrors: string[] = [];
  readonly foreignRequests: string[] = [];

  snapshot(): PageProblems {
    return { consoleErrors: [...this.consoleErrors], foreignRequests: [...this.foreignRequests] };
  }
}
