/**
 * The editor's unsaved work in storage.local: `editorDraft` (core/editor's stored form), written a
 * moment after each change and at once when the page is hidden, so a closed tab loses nothing; and
 * `editorAuthor`, the author name last saved with, to fill in next time. A damaged draft is kept aside
 * (the read policy's quarantine) and said; one from a newer release is left alone and never written over.
 */
import { makeStoredDraft, parseStoredDraft, storedDraftVersion, DRAFT_VERSION, type Draft, type KeptDraft } from '@/core/editor';
import { cleanText, AUTHOR_MAX } from '@/core/customLayout';
import type { Services } from '../services';
import { settleRead, type Judgement, type ReadNotice } from '../storage/readPolicy';

export const DRAFT_KEY = 'editorDraft';
export const AUTHOR_KEY = 'editorAuthor';
/** How long after a change the draft is written (changes meanwhile are written together). */
export const KEEP_DELAY_MS = 400;

function judge(raw: unknown): Judgement<KeptDraft> {
  if (raw === undefined || raw === null) return { kind: 'missing' };
  if (storedDraftVersion(raw) > DRAFT_VERSION) return { kind: 'newer' };
  const kept = parseStoredDraft(raw);
  return kept ? { kind: 'ok', value: kept } : { kind: 'bad', reason: 'not a draft' };
}

export interface Keeper {
  /** The stored draft (null: none, or none usable) and the author last used. */
  read(): Promise<{ kept: KeptDraft | null; author: string }>;
  /** Asks for the draft to be written soon (null: no draft to keep, the stored one removed). */
  keep(draft: Draft | null, name: string): void;
  /** Writes what is waiting now. */
  flush(): Promise<void>;
  rememberAuthor(author: string): void;
  /** Stops the page-hide listener. */
  stop(): void;
}

export function createKeeper(services: Services, notify: (notice: ReadNotice) => void): Keeper {
  const local = services.backend.local;
  let blocked = false;
  let waiting: { draft: Draft | null; name: string } | null = null;
  let timer: unknown = null;
  let writing: Promise<void> = Promise.resolve();
  const actions = {
    quarantine: local,
    now: () => services.clock.now(),
    protect: () => void (blocked = true),
    notify,
  };

  async function read(): Promise<{ kept: KeptDraft | null; author: string }> {
    let items: Record<string, unknown>;
    try {
      items = await local.get([DRAFT_KEY, AUTHOR_KEY]);
    } catch {
      // Unreadable: never written over (the read policy's rule for a key that cannot be read), and said.
      blocked = true;
      notify('notices.saveFailed');
      return { kept: null, author: '' };
    }
    const raw = items[DRAFT_KEY];
    const kept = await settleRead(raw, judge(raw), { area: 'local', key: DRAFT_KEY }, actions);
    return { kept, author: cleanText(items[AUTHOR_KEY], AUTHOR_MAX) };
  }

  function write(): Promise<void> {
    const next = waiting;
    waiting = null;
    if (next === null || blocked) return writing;
    writing = writing.then(async () => {
      try {
        if (next.draft === null || next.draft.tiles.length === 0 && !next.name) await local.remove([DRAFT_KEY]);
        else await local.set({ [DRAFT_KEY]: makeStoredDraft(next.draft, next.name) });
      } catch {
        notify('notices.saveFailed');
      }
    });
    return writing;
  }

  function flush(): Promise<void> {
    if (timer !== null) services.clock.clearTimeout(timer);
    timer = null;
    return write();
  }

  function keep(draft: Draft | null, name: string): void {
    waiting = { draft, name };
    if (timer !== null) services.clock.clearTimeout(timer);
    timer = services.clock.setTimeout(() => {
      timer = null;
      void write();
    }, KEEP_DELAY_MS);
  }

  const leaving = (): void => void flush();
  const hidden = (): void => void (document.visibilityState === 'hidden' && flush());
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('pagehide', leaving);
  target?.document?.addEventListener('visibilitychange', hidden);

  return {
    read,
    keep,
    flush,
    rememberAuthor(author) {
      const clean = cleanText(author, AUTHOR_MAX);
      if (clean) void local.set({ [AUTHOR_KEY]: clean }).catch(() => undefined);
    },
    stop() {
      target?.removeEventListener('pagehide', leaving);
      target?.document?.removeEventListener('visibilitychange', hidden);
    },
  };
}
