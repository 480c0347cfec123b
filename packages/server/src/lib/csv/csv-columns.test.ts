import { describe, expect, it } from 'vitest';
import { columnsIn, localMoment, momentColumn, type LocalisedColumn } from './csv-columns.js';

type Row = { name: string; active: boolean; at: Date | null };

const COLUMNS: LocalisedColumn<Row>[] = [
  { header: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
  { header: { ar: 'نشط', en: 'Active' }, value: (r) => r.active },
  momentColumn({ ar: 'الوقت', en: 'Time' }, (r) => r.at),
];

describe('export columns', () => {
  it("write a moment as Riyadh's clocks showed it, across midnight and the year's end", () => {
    expect(localMoment(new Date('2026-11-24T21:30:05Z'))).toBe('2026-11-25 00:30:05');
    expect(localMoment(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31 23:59:59');
    expect(localMoment(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01 00:00:00');
  });

  it('head and word the cells in the export language: yes/no, never true/false', () => {
    const row: Row = { name: 'الرحمن', active: true, at: new Date('2026-01-01T09:00:00Z') };
    const ar = columnsIn(COLUMNS, 'ar');
    expect(ar.map((c) => c.header)).toEqual(['الاسم', 'نشط', 'الوقت (بتوقيت الرياض)']);
    expect(ar.map((c) => c.value(row))).toEqual(['الرحمن', 'نعم', '2026-01-01 12:00:00']);
    const en = columnsIn(COLUMNS, 'en');
    expect(en.map((c) => c.header)).toEqual(['Name', 'Active', 'Time (Riyadh time)']);
    expect(en.map((c) => c.value({ ...row, active: false, at: null }))).toEqual(['الرحمن', 'No', null]);
  });
});
