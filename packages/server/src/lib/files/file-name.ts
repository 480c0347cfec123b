import path from 'node:path';
import { extensionsOf, type SniffedType } from './file-type.js';

const MAX_NAME = 120;

/**
 * A display name for a stored upload: the base name the client gave, without control or path
 * characters, shortened, and ending in an extension that matches the sniffed type, so a PNG
 * sent as "scan.pdf" is downloaded as "scan.pdf.png" and opens with the right program.
 */
export function safeFileName(given: string | undefined, type: SniffedType): string {
  const extensions = extensionsOf(type);
  const base =
    path
      .basename((given ?? '').replaceAll('\\', '/'))
      .replace(/[\p{Cc}\p{Cf}/:*?"<>|]+/gu, '')
      .trim() || 'file';
  const extension = path.extname(base).slice(1).toLowerCase();
  const withExtension = extensions.includes(extension) ? base : `${base}.${extensions[0]}`;
  if ([...withExtension].length <= MAX_NAME) return withExtension;
  const ending = `.${extensions.includes(extension) ? extension : extensions[0]}`;
  return [...withExtension].slice(0, MAX_NAME - ending.length).join('') + ending;
}

/** Content-Disposition for a download: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
