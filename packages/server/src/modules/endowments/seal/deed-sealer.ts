import { DeedPdfUnavailableError } from '../document/deed-document.js';
import { openDeedSeal, SealConfigError, type DeedSeal, type SealSettings } from './deed-seal.js';
import { sealPdf } from './seal-pdf.js';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * Seals the FINAL PDFs of one app with one seal, opened at the first call (or at start: `open`)
 * and kept; a failure to open it is not kept, the next call tries again.
 */
export class DeedSealer {
  private opened: Promise<DeedSeal> | undefined;

  constructor(
    private readonly settings: SealSettings,
    private readonly dataDir: string,
  ) {}

  /** Whether opening at start costs nothing worth saving (no file to write: an in-memory data folder). */
  get opensLazily(): boolean {
    return !this.settings.p12 && this.dataDir.startsWith('memory://');
  }

  open(): Promise<DeedSeal> {
    if (!this.opened) {
      const opening = openDeedSeal(this.settings, this.dataDir);
      this.opened = opening;
      opening.catch(() => {
        if (this.opened === opening) this.opened = undefined;
      });
    }
    return this.opened;
  }

  /**
   * The sealed PDF. A seal that cannot be opened, or a TSA that does not answer, is the PDF's 503
   * (ENDOWMENT_PDF_UNAVAILABLE with the reason): the deed stays as it was.
   */
  async seal(pdf: Buffer, signingTime: Date): Promise<Buffer> {
    try {
      return await sealPdf(pdf, await this.open(), signingTime);
    } catch (error) {
      // No server path to the caller: the start-up check names the file to the operator.
      const why =
        error instanceof SealConfigError
          ? 'The platform’s seal certificate cannot be used.'
          : `The PDF could not be sealed: ${reason(error)}`;
      throw new DeedPdfUnavailableError(why);
    }
  }
}
