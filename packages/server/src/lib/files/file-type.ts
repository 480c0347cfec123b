/** The upload types the product accepts (PRODUCT.md §5), recognised by their first bytes. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** `magic` at the start; `at`: more bytes further on (WebP: "RIFF", a length, then "WEBP"). */
const SIGNATURES: { type: SniffedType; magic: number[]; at?: [number, number[]]; extensions: string[] }[] = [
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff], extensions: ['jpg', 'jpeg'] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extensions: ['png'] },
  { type: 'image/webp', magic: ascii('RIFF'), at: [8, ascii('WEBP')], extensions: ['webp'] },
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d], extensions: ['pdf'] },
];

/**
 * The file's real type from its magic number, or null. The declared Content-Type and the file
 * name are the uploader's claims and are never trusted.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  const match = SIGNATURES.find(
    ({ magic, at }) => startsWith(bytes, magic, 0) && (!at || startsWith(bytes, at[1], at[0])),
  );
  return match?.type ?? null;
}

const startsWith = (bytes: Uint8Array, magic: number[], offset: number) =>
  offset + magic.length <= bytes.length && magic.every((b, i) => bytes[offset + i] === b);

export function extensionsOf(type: SniffedType): string[] {
  return SIGNATURES.find((s) => s.type === type)?.extensions ?? [];
}
