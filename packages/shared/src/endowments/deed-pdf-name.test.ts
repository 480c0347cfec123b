import { describe, expect, it } from 'vitest';
import { deedPdfName } from './deed-pdf-name.js';

describe('deedPdfName', () => {
  it('names a numbered deed by its number, a draft by its version (never 0)', () => {
    expect(deedPdfName({ docNumber: 'WQF-1448-000001', version: 2 })).toBe('WQF-1448-000001.pdf');
    expect(deedPdfName({ docNumber: null, version: 3 })).toBe('waqf-draft-v3.pdf');
    expect(deedPdfName({ version: 0 })).toBe('waqf-draft-v1.pdf');
  });
});
