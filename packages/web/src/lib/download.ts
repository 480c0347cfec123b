import { apiResponse } from './api-client';

type Query = Record<string, string | number | boolean | undefined>;

/** The file name the server gave in `Content-Disposition` (RFC 6266, UTF-8 form first). */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed escape: fall through to the plain form
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || fallback;
}

/**
 * Downloads a file the API serves only with the bearer token (a CSV export, a user's upload): the
 * bytes are fetched with the session, then saved through a temporary object URL. A plain link
 * cannot do this, as it would go without the token.
 */
export async function downloadFile(path: string, fallbackName: string, query: Query = {}): Promise<void> {
  const response = await apiResponse(path, { query, accept: '*/*' });
  saveBlob(await response.blob(), attachmentName(response.headers.get('content-disposition'), fallbackName));
}

/** Saves bytes the page holds as a file, through a temporary object URL (a download, recovery codes). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
