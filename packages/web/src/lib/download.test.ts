import { describe, expect, it, vi } from 'vitest';

vi.mock('./api-client', () => ({ apiResponse: vi.fn() }));
const { attachmentName } = await import('./download');

describe('the name of a downloaded file', () => {
  it('comes from Content-Disposition, the UTF-8 form first', () => {
    expect(attachmentName('attachment; filename="names-2026-03-01.csv"', 'x.csv')).toBe('names-2026-03-01.csv');
    expect(attachmentName(`attachment; filename="id.png"; filename*=UTF-8''%D9%87%D9%88%D9%8A%D8%A9.png`, 'x')).toBe(
      'هوية.png',
    );
  });

  it('falls back to the given name when the server gives none', () => {
    expect(attachmentName(null, 'users.csv')).toBe('users.csv');
    expect(attachmentName('attachment', 'users.csv')).toBe('users.csv');
  });
});
