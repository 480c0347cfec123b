import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real image of the size asked for, one flat colour, as sharp encodes it. */
export function imageOf(type: 'png' | 'jpeg' | 'webp', width = 8, height = 8): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#1a7f5a' } });
  return (type === 'png' ? image.png() : type === 'webp' ? image.webp() : image.jpeg()).toBuffer();
}

/** A JPEG carrying EXIF: a camera maker and a GPS position, as phones write them. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp(await imageOf('jpeg'))
    .withExif({
      IFD0: { Make: 'BayanPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(data.length, 0);
  frame.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
};

/** A tiny, well-formed PNG whose header claims width × height pixels (a decompression bomb). */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A stream object's text (latin1): the dictionary entries given, /Length, and the data. */
export function streamObject(entries: string, data: string | Buffer): string {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return `<< ${entries} /Length ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream`;
}

/** A FlateDecode stream object holding `content`. */
export function flateObject(entries: string, content: string): string {
  return streamObject(`${entries} /Filter /FlateDecode`, deflateSync(Buffer.from(content, 'latin1')));
}

/** An object stream (/Type /ObjStm) holding the given objects, numbered from `first`, deflated. */
export function objectStream(first: number, objects: string[]): string {
  let offsets = '';
  let body = '';
  objects.forEach((object, i) => {
    offsets += `${first + i} ${body.length} `;
    body += `${object}\n`;
  });
  return flateObject(`/Type /ObjStm /N ${objects.length} /First ${offsets.length}`, offsets + body);
}

/**
 * A PDF with objects 1… as given (object 1 is the catalog) and a cross-reference table. Without
 * arguments: one page saying "Hello", its content a FlateDecode stream: a plain, passive PDF.
 */
export function pdfOf(objects: string[] = PLAIN_OBJECTS, trailer = ''): Buffer {
  let text = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

export const PLAIN_OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  flateObject('', 'BT /F1 24 Tf 72 720 Td (Hello) Tj ET'),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
];
