import type { Endowment, EndowmentDraft } from '@bayan/shared';

/** 1.5 s after the last change (and at once on a step change or when the tab is hidden). */
export const AUTOSAVE_DELAY_MS = 1_500;
/** Retries after a network or server failure wait 2, 4, 8 … s, never more than 30 s. */
const MAX_RETRY_MS = 30_000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'retrying' }
  /** Refused for a reason a retry will not change (the deed is no longer a draft, a bad value). */
  | { kind: 'failed'; message: string };

export interface SaverPorts {
  /** PATCH the draft with the revision last read. */
  send: (revision: number, draft: EndowmentDraft, options: { leaving: boolean }) => Promise<Endowment>;
  /** GET the server's copy (after a stale save). */
  load: () => Promise<Endowment>;
  onState: (state: SaveState) => void;
  /** The server's copy replaced ours (another tab or device saved first). */
  onStale: (deed: Endowment) => void;
  /** A server copy as the form would send it (what "nothing changed" is compared with). */
  draftOf: (deed: Endowment) => EndowmentDraft;
  delayMs?: number;
  now?: () => Date;
}

/** An API error's status and code (lib/api-client's ApiError), read by shape: this file stays DOM-free. */
const answer = (error: unknown) => {
  const { status, code } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return { status: typeof status === 'number' ? status : 0, code: typeof code === 'string' ? code : '' };
};

/** No answer, a throttle or a server failure: worth another try later. */
const retriable = (error: unknown) => {
  const { status } = answer(error);
  return status === 0 || status === 429 || status >= 500;
};

/**
 * The draft's autosave: a compare-and-swap PATCH of the whole draft, debounced; one save on the
 * wire at a time; the latest values always win. A failure keeps the values and retries with
 * backoff; a stale revision (ENDOWMENT_STALE) loads the server's copy instead of overwriting it.
 */
export class DraftSaver {
  private revision: number;
  private savedJson: string;
  private pending: EndowmentDraft | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private attempt = 0;
  private stopped = false;

  constructor(
    deed: { revision: number; draft: EndowmentDraft },
    private readonly ports: SaverPorts,
  ) {
    this.revision = deed.revision;
    this.savedJson = JSON.stringify(deed.draft);
  }

  /** The form changed: save these values after the pause (nothing when they are what the server has). */
  change(draft: EndowmentDraft) {
    if (this.stopped) return;
    if (JSON.stringify(draft) === this.savedJson && !this.running) {
      this.pending = null;
      clearTimeout(this.timer);
      return;
    }
    this.pending = draft;
    this.schedule(this.ports.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** Save now what is waiting (a step change, the tab hidden or closing: `leaving`). */
  flush({ leaving = false } = {}): Promise<void> {
    clearTimeout(this.timer);
    return this.run(leaving);
  }

  /** The server's copy was loaded by someone else's hand (a reload): it is the new base. */
  rebase(deed: { revision: number; draft: EndowmentDraft }) {
    this.revision = deed.revision;
    this.savedJson = JSON.stringify(deed.draft);
    this.pending = null;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), ms);
  }

  private async run(leaving = false): Promise<void> {
    if (this.running) {
      await this.running;
      if (this.pending && !this.stopped) return this.run(leaving);
      return;
    }
    if (!this.pending || this.stopped) return;
    this.running = this.save(this.pending, leaving).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async save(draft: EndowmentDraft, leaving: boolean) {
    this.pending = null;
    this.ports.onState({ kind: 'saving' });
    try {
      const deed = await this.ports.send(this.revision, draft, { leaving });
      this.revision = deed.revision;
      this.savedJson = JSON.stringify(draft);
      this.attempt = 0;
      this.ports.onState({ kind: 'saved', at: this.ports.now?.() ?? new Date() });
      // Typed while this save was on the wire: the next one goes after the usual pause.
      if (this.pending) this.schedule(this.ports.delayMs ?? AUTOSAVE_DELAY_MS);
    } catch (error) {
      if (answer(error).code === 'ENDOWMENT_STALE') return this.reload();
      // Keep the values (unless newer ones came meanwhile) and try again later.
      this.pending ??= draft;
      if (retriable(error)) {
        this.attempt += 1;
        this.ports.onState({ kind: 'retrying' });
        this.schedule(Math.min(MAX_RETRY_MS, 1_000 * 2 ** this.attempt));
      } else {
        this.ports.onState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  private async reload() {
    try {
      const deed = await this.ports.load();
      this.rebase({ revision: deed.revision, draft: this.ports.draftOf(deed) });
      this.attempt = 0;
      this.ports.onStale(deed);
      // The form took the copy: what it reported meanwhile is the copy itself, not a change.
      this.pending = null;
      clearTimeout(this.timer);
      this.ports.onState({ kind: 'saved', at: new Date(deed.updatedAt) });
    } catch {
      this.attempt += 1;
      this.ports.onState({ kind: 'retrying' });
      this.timer = setTimeout(() => void this.reload(), Math.min(MAX_RETRY_MS, 1_000 * 2 ** this.attempt));
    }
  }
}
