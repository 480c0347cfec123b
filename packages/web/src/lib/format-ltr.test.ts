import { describe, expect, it } from 'vitest';
import { formatLtrDigits } from './format';

const LRM = '\u200E';

describe('digit strings read left to right (issue 32)', () => {
  it('holds each separator between left-to-right marks in Arabic, so the groups keep their order', () => {
    expect(formatLtrDigits('1******291', 'ar')).toBe(`١${LRM}******${LRM}٢٩١`);
    expect(formatLtrDigits('+966 50 123 4567', 'ar')).toBe(
      `${LRM}+${LRM}٩٦٦${LRM} ${LRM}٥٠${LRM} ${LRM}١٢٣${LRM} ${LRM}٤٥٦٧`,
    );
    expect(formatLtrDigits('WQF-1448-000123', 'ar')).toBe(`${LRM}WQF-${LRM}١٤٤٨${LRM}-${LRM}٠٠٠١٢٣`);
  });

  it('leaves English as written', () => {
    expect(formatLtrDigits('1******291', 'en')).toBe('1******291');
  });
});
