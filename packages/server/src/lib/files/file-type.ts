/** The upload types the product accepts (PRODUCT.md §5), recognised by their first bytes. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: { type: SniffedType; magic: number[]; extensions: string[] }[] = [
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff], extensions: ['jpg', 'jpeg'] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extensions: ['png'] },
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d], extensions: ['pdf'] },
];

/**
 * The file's real type from its magic number, or null. The declared Content-Type and the file
 * name are the uploader's claims and are never trusted.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  const match = SIGNATURES.find(({ magic }) => magic.length <= bytes.length && magic.every((b, i) => bytes[i] === b));
  return match?.type ?? null;
}

export function extensionsOf(type: SniffedType): string[] {
  return SIGNATURES.find((s) => s.type === type)?.extensions ?? [];
}
