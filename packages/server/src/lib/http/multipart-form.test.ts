import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorMessage, type ErrorCode } from '@bayan/shared';
import errors from '../../plugins/errors.js';
import requestContext from '../../plugins/request-context.js';
import { imageOf, jpegWithGps, pdfOf } from '../../test/upload-fixtures.js';
import { SAMPLE_FILES } from '../../test/users-fixtures.js';
import { readMultipartForm, type FormSpec } from './multipart-form.js';

const MAX_BYTES = 4096;
const spec: FormSpec<'photo' | 'attachments'> = {
  fields: ['title', 'note'],
  files: {
    photo: { maxCount: 1, maxBytes: MAX_BYTES, types: ['image/jpeg', 'image/png'] },
    attachments: { maxCount: 2, maxBytes: MAX_BYTES, types: ['application/pdf'] },
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(requestContext);
  await app.register(errors);
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/form', async (request) => {
      const { fields, files } = await readMultipartForm(request, spec);
      const summary = Object.entries(files).map(([field, list]) => [
        field,
        list.map(({ name, type, bytes }) => ({ name, type, size: bytes.length })),
      ]);
      return { fields, files: Object.fromEntries(summary) };
    });
    scope.post('/photo', async (request) => {
      const { files } = await readMultipartForm(request, spec);
      return { base64: files.photo[0]?.bytes.toString('base64') };
    });
  });
});
afterAll(() => app.close());

type Part = [name: string, value: string | { bytes: Uint8Array; filename: string; type?: string }];

/** Posts the parts as a browser's FormData would encode them. */
async function post(parts: Part[], lang = 'ar', url = '/form') {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type ?? '' }), value.filename);
  }
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const headers = { 'content-type': encoded.headers.get('content-type')!, 'accept-language': lang };
  return app.inject({ method: 'POST', url, payload, headers });
}

const refusal = (code: ErrorCode, lang: 'ar' | 'en' = 'ar') => ({ code, message: errorMessage(code, lang) });

describe('readMultipartForm', () => {
  it('returns the text fields and the files, typed by content and named after their type', async () => {
    const res = await post([
      ['title', 'عقد'],
      ['photo', { bytes: SAMPLE_FILES.png, filename: '../scan.pdf', type: 'application/pdf' }],
      ['attachments', { bytes: SAMPLE_FILES.pdf, filename: 'a.pdf' }],
      ['attachments', { bytes: SAMPLE_FILES.pdf, filename: 'b.pdf' }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      fields: { title: 'عقد' },
      files: {
        photo: [{ name: 'scan.pdf.png', type: 'image/png', size: SAMPLE_FILES.png.length }],
        attachments: [
          { name: 'a.pdf', type: 'application/pdf', size: SAMPLE_FILES.pdf.length },
          { name: 'b.pdf', type: 'application/pdf', size: SAMPLE_FILES.pdf.length },
        ],
      },
    });
  });

  it('skips the empty, nameless part of a file input left empty', async () => {
    const res = await post([
      ['note', 'x'],
      ['photo', { bytes: new Uint8Array(), filename: '' }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ fields: { note: 'x' }, files: { photo: [], attachments: [] } });
  });

  it('refuses a file over its size limit, in Arabic by default and in English on request', async () => {
    const big = { bytes: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_BYTES)]), filename: 'big.pdf' };
    const ar = await post([['attachments', big]]);
    expect(ar.statusCode).toBe(413);
    expect(ar.json()).toEqual(refusal('UPLOAD_FILE_TOO_LARGE'));
    const en = await post([['attachments', big]], 'en');
    expect(en.json()).toEqual(refusal('UPLOAD_FILE_TOO_LARGE', 'en'));
  });

  it('refuses more files than a field takes', async () => {
    const pdf = { bytes: SAMPLE_FILES.pdf, filename: 'x.pdf' };
    const res = await post([
      ['attachments', pdf],
      ['attachments', pdf],
      ['attachments', pdf],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('UPLOAD_TOO_MANY_FILES'));
    const photos = await post([
      ['photo', { bytes: SAMPLE_FILES.png, filename: 'a.png' }],
      ['photo', { bytes: SAMPLE_FILES.jpeg, filename: 'b.jpg' }],
    ]);
    expect(photos.json()).toEqual(refusal('UPLOAD_TOO_MANY_FILES'));
  });

  it('refuses a type the field does not accept, whatever the declared type and name', async () => {
    const text = await post([['photo', { bytes: SAMPLE_FILES.text, filename: 'a.png', type: 'image/png' }]]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(refusal('UPLOAD_FILE_TYPE'));
    const pdfAsPhoto = await post([['photo', { bytes: SAMPLE_FILES.pdf, filename: 'a.png', type: 'image/png' }]]);
    expect(pdfAsPhoto.json()).toEqual(refusal('UPLOAD_FILE_TYPE'));
  });

  it('checks all of a file, not only its first bytes, with the same refusal', async () => {
    const png = await imageOf('png');
    const appended = { bytes: Buffer.concat([png, Buffer.from('<html><script>alert(1)</script>')]), filename: 'a.png' };
    const polyglot = await post([['photo', appended]], 'en');
    expect(polyglot.statusCode).toBe(415);
    expect(polyglot.json()).toEqual(refusal('UPLOAD_FILE_TYPE', 'en'));
    const truncated = await post([['photo', { bytes: png.subarray(0, png.length - 20), filename: 'a.png' }]]);
    expect(truncated.json()).toEqual(refusal('UPLOAD_FILE_TYPE'));
    const script = pdfOf(['<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>']);
    const activePdf = await post([['attachments', { bytes: script, filename: 'a.pdf' }]]);
    expect(activePdf.statusCode).toBe(415);
    expect(activePdf.json()).toEqual(refusal('UPLOAD_FILE_TYPE'));
  });

  it('keeps an image re-encoded, without its EXIF', async () => {
    const photo = await jpegWithGps();
    const res = await post([['photo', { bytes: photo, filename: 'gps.jpg' }]], 'ar', '/photo');
    expect(res.statusCode, res.body).toBe(200);
    const stored = Buffer.from(res.json<{ base64: string }>().base64, 'base64');
    expect(stored.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(photo.includes('BayanPhone')).toBe(true);
    expect(stored.includes('BayanPhone')).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
  });

  it('refuses a text or file field the form does not have', async () => {
    const field = await post([['role', 'SUPERADMIN']]);
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual(refusal('UPLOAD_UNKNOWN_FIELD'));
    const file = await post([['title', { bytes: SAMPLE_FILES.png, filename: 'a.png' }]]);
    expect(file.json()).toEqual(refusal('UPLOAD_UNKNOWN_FIELD'));
    const proto = await post([['__proto__', { bytes: SAMPLE_FILES.png, filename: 'a.png' }]]);
    expect(proto.json()).toEqual(refusal('UPLOAD_UNKNOWN_FIELD'));
  });

  it('answers a broken or non-multipart body with a 4xx, never a 500', async () => {
    const boundary = '----bayan';
    const truncated = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf`,
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual(refusal('MALFORMED_BODY'));
    const json = await app.inject({ method: 'POST', url: '/form', payload: { title: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual(refusal('UNSUPPORTED_MEDIA_TYPE'));
  });

  it('refuses a flood of text fields as too large', async () => {
    const res = await post(Array.from({ length: 10 }, (): Part => ['title', 'x']));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(refusal('PAYLOAD_TOO_LARGE'));
  });
});
