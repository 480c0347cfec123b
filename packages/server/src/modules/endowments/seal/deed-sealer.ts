import type { Config } from '../../../config.js';
import { DeedPdfUnavailableError } from '../document/deed-document.js';
import { openDeedSeal, SealConfigError, type DeedSeal } from './deed-seal.js';
import { sealPdf } from './seal-pdf.js';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * Seals the FINAL PDFs of one app with one seal, opened at the first call (or at start: `open`)
 * and kept; a failure to open it is not kept, the next call tries again.
 */
export class DeedSealer {
  private opened: Promise<DeedSeal> | undefined;

  constructor(private readonly config: Pick<Config, 'seal' | 'dataDir' | 'databaseUrl'>) {}

  /** Whether it waits for the first PDF: a self-signed seal of an in-memory data folder (tests) has no file to write. */
  get opensLazily(): boolean {
    return !this.config.seal.p12 && this.config.dataDir.startsWith('memory://');
  }

  /**
   * Why the start log should warn: with PostgreSQL there are several processes, each with its own
   * data folder, so without SEAL_P12 each seals with its own self-signed certificate.
   */
  get warning(): string | undefined {
    return this.config.databaseUrl && !this.config.seal.p12
      ? 'SEAL_P12 is not set: this process seals deed PDFs with a self-signed certificate of its own DATA_DIR; set SEAL_P12 (and SEAL_P12_PASSWORD) so every process seals with the platform’s certificate.'
      : undefined;
  }

  open(): Promise<DeedSeal> {
    if (!this.opened) {
      const opening = openDeedSeal(this.config.seal, this.config.dataDir);
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
