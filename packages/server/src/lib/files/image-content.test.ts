import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageOf, jpegWithGps, pngClaiming } from '../../test/upload-fixtures.js';
import { reencodeImage } from './image-content.js';

describe('reencodeImage', () => {
  it('re-encodes a real PNG and JPEG as the same type and size', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const out = await reencodeImage(await imageOf(format, 12, 7), type);
      expect(out).not.toBeNull();
      expect(await sharp(out!).metadata()).toMatchObject({ format, width: 12, height: 7 });
    }
  });

  it('re-encodes a whole WebP, and refuses one with bytes after its RIFF length or claimed as a PNG', async () => {
    const webp = await imageOf('webp', 5, 3);
    expect(await sharp((await reencodeImage(webp, 'image/webp'))!).metadata()).toMatchObject({
      format: 'webp',
      width: 5,
    });
    expect(await reencodeImage(Buffer.concat([webp, Buffer.from('PK\x03\x04 zip')]), 'image/webp')).toBeNull();
    expect(await reencodeImage(webp.subarray(0, webp.length - 2), 'image/webp')).toBeNull();
    expect(await reencodeImage(webp, 'image/png')).toBeNull();
  });

  it('drops the metadata: no EXIF, no GPS position is stored', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const out = (await reencodeImage(photo, 'image/jpeg'))!;
    expect((await sharp(out).metadata()).exif).toBeUndefined();
    expect(out.includes('BayanPhone')).toBe(false);
  });

  it('refuses an image that is not what its first bytes claim', async () => {
    const png = await imageOf('png');
    const jpeg = await imageOf('jpeg');
    const garbage = Buffer.concat([
      png.subarray(0, 8),
      Buffer.from('garbage after a PNG signature'),
      png.subarray(-12),
    ]);
    expect(await reencodeImage(garbage, 'image/png')).toBeNull();
    expect(await reencodeImage(jpeg, 'image/png')).toBeNull();
    expect(await reencodeImage(png, 'image/jpeg')).toBeNull();
  });

  it('refuses a truncated image', async () => {
    const png = await imageOf('png', 64, 64);
    const jpeg = await imageOf('jpeg', 64, 64);
    expect(await reencodeImage(png.subarray(0, png.length - 12), 'image/png')).toBeNull();
    expect(await reencodeImage(png.subarray(0, png.length - 40), 'image/png')).toBeNull();
    expect(await reencodeImage(jpeg.subarray(0, jpeg.length - 100), 'image/jpeg')).toBeNull();
    // The end marker put back after a cut does not hide the missing data.
    const cut = Buffer.concat([jpeg.subarray(0, jpeg.length - 100), Buffer.from('ffd9', 'hex')]);
    expect(await reencodeImage(cut, 'image/jpeg')).toBeNull();
  });

  it('refuses a polyglot: an image with another file appended', async () => {
    const zip = Buffer.from('PK\x03\x04 an archive or %PDF-1.7 a document', 'latin1');
    expect(await reencodeImage(Buffer.concat([await imageOf('png'), zip]), 'image/png')).toBeNull();
    expect(await reencodeImage(Buffer.concat([await imageOf('jpeg'), zip]), 'image/jpeg')).toBeNull();
    // NUL padding after the end marker, as some scanners write, is no second file.
    expect(await reencodeImage(Buffer.concat([await imageOf('jpeg'), Buffer.alloc(64)]), 'image/jpeg')).not.toBeNull();
  });

  it('refuses absurd pixel dimensions without decoding them', async () => {
    const bomb = pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1024);
    expect(await reencodeImage(bomb, 'image/png')).toBeNull();
  });
});
