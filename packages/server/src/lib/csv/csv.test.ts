import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csv.js';
import { csvStream } from './csv-stream.js';
import { keysetBatches, type KeysetCursor } from './keyset.js';

describe('csvField', () => {
  it('quotes fields with commas, quotes or line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('الرحمن، الرحيم')).toBe('الرحمن، الرحيم');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=cmd')).toBe("'\t=cmd");
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes a phone number exactly as it is: no invisible mark, no apostrophe', () => {
    expect(csvField('+966500000000')).toBe('+966500000000');
    expect(csvField('+966 50')).toBe("'+966 50");
  });

  it('writes numbers, booleans, dates and empties as they are', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvRecord(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

/** The bytes as they are (TextDecoder would drop the BOM). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

async function* batchesOf<T>(batches: T[][], log: string[]) {
  try {
    for (const batch of batches) {
      log.push('batch');
      yield batch;
    }
  } finally {
    log.push('closed');
  }
}

describe('csvStream', () => {
  const columns = [
    { header: 'الاسم', value: (row: { name: string; n: number }) => row.name },
    { header: 'n', value: (row: { name: string; n: number }) => row.n },
  ];

  it('writes the BOM, the header and every batch in order', async () => {
    const log: string[] = [];
    const stream = await csvStream(columns, batchesOf([[{ name: 'أ', n: 1 }], [{ name: 'ب', n: 2 }], []], log));
    expect(log).toEqual(['batch']);
    expect(await text(stream)).toBe('\uFEFFالاسم,n\r\nأ,1\r\nب,2\r\n');
    expect(log).toEqual(['batch', 'batch', 'batch', 'closed']);
  });

  it('has a header even without rows, and stops reading when the client goes away', async () => {
    expect(await text(await csvStream(columns, batchesOf([], [])))).toBe('\uFEFFالاسم,n\r\n');
    const log: string[] = [];
    const many = Array.from({ length: 1000 }, (_, i) => [{ name: 'x'.repeat(1000), n: i }]);
    const stream = await csvStream(columns, batchesOf(many, log));
    for await (const chunk of stream) {
      expect(chunk).toBeTruthy();
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.at(-1)).toBe('closed');
    expect(log.length).toBeLessThan(100);
  });

  it('answers with the error, not a truncated file, when the first batch fails', async () => {
    // eslint-disable-next-line require-yield
    async function* failing(): AsyncGenerator<never[]> {
      throw new Error('database down');
    }
    await expect(csvStream(columns, failing())).rejects.toThrow('database down');
  });
});

describe('keysetBatches', () => {
  it('asks for the rows after the last one until a short batch', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, cursor: { value: String(i), id: i + 1 } }));
    const asked: (KeysetCursor | undefined)[] = [];
    const sizes: number[] = [];
    for await (const batch of keysetBatches(async (after, limit) => {
      asked.push(after);
      const start = after ? rows.findIndex((r) => r.id === after.id) + 1 : 0;
      return rows.slice(start, start + limit);
    }, 3)) {
      sizes.push(batch.length);
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(asked).toEqual([undefined, { value: '2', id: 3 }, { value: '5', id: 6 }]);
  });
});
