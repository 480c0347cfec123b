import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './file-name.js';
import { sniffFileType } from './file-type.js';

describe('sniffFileType', () => {
  it('recognises JPEG, PNG and PDF by their first bytes only', () => {
    expect(sniffFileType(Buffer.from('ffd8ffdb00', 'hex'))).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('89504e470d0a1a0a00', 'hex'))).toBe('image/png');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffFileType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });

  it('refuses anything else, including truncated signatures and look-alikes', () => {
    for (const bytes of [
      '',
      '89504e47',
      '%PDF',
      'GIF89a',
      '<svg onload=alert(1)>',
      'PK\x03\x04',
      'RIFF\0\0\0\0WAVE',
      'RIFF',
    ]) {
      expect(sniffFileType(Buffer.from(bytes, bytes.startsWith('89') ? 'hex' : 'latin1'))).toBeNull();
    }
  });
});

describe('safeFileName', () => {
  it('keeps a matching extension and adds the real one otherwise', () => {
    expect(safeFileName('photo.PNG', 'image/png')).toBe('photo.PNG');
    expect(safeFileName('scan.pdf', 'image/png')).toBe('scan.pdf.png');
    expect(safeFileName(undefined, 'application/pdf')).toBe('file.pdf');
  });

  it('drops folders and control characters and stays short', () => {
    expect(safeFileName('..\\..\\etc/passwd\u0000.jpg', 'image/jpeg')).toBe('passwd.jpg');
    expect(safeFileName('a\u202Egnp.exe', 'image/png')).toBe('agnp.exe.png');
    const long = safeFileName(`${'ب'.repeat(300)}.pdf`, 'application/pdf');
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('هوية "1".pdf')).toBe(
      `attachment; filename="____ _1_.pdf"; filename*=UTF-8''%D9%87%D9%88%D9%8A%D8%A9%20%221%22.pdf`,
    );
  });
});
