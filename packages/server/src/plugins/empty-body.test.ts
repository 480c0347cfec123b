import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@bayan/shared';
import {
  bearerFor,
  insertAppointment,
  insertClinic,
  insertDoctor,
  insertPatient,
  riyadhAt,
} from '../test/clinic-fixtures.js';
import { newCaller, roleFor } from '../test/fuzz/callers.js';
import { bodyFor, encodePath } from '../test/fuzz/encode.js';
import { operationsOf, type OpenApiDocument, type Operation } from '../test/fuzz/operations.js';
import { validValue } from '../test/fuzz/valid-value.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as OpenApiDocument;
});
afterAll(() => t.close());

const callers = new Map<Role | null, Promise<Record<string, string>>>();
const headersFor = (op: Operation) => {
  const role = roleFor(op.access);
  if (!callers.has(role))
    callers.set(
      role,
      newCaller(t, role).then((caller) => caller.headers),
    );
  return callers.get(role)!;
};

/** Valid path parameters (made up: a route that finds nothing answers 404, after its body was checked). */
function pathOf(op: Operation): string {
  const components = document.components?.schemas ?? {};
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = op.params.find((p) => p.name === name)!;
    return encodePath(fc.sample(validValue(param.schema, components, name), { numRuns: 1, seed: 29 })[0]);
  });
}

let address = 0;
interface Answer {
  status: number;
  code?: string;
  bodyIssue: boolean;
}

async function send(op: Operation, headers: Record<string, string>, payload?: string | Buffer): Promise<Answer> {
  address += 1;
  const res = await t.app.inject({
    method: op.method as 'POST',
    url: pathOf(op),
    headers: { ...(await headersFor(op)), ...headers },
    remoteAddress: `10.29.${address >> 8}.${address & 255}`,
    ...(payload === undefined ? {} : { payload }),
  });
  const body = String(res.headers['content-type'] ?? '').startsWith('application/json')
    ? res.json<Record<string, unknown>>()
    : {};
  const details = (body.details ?? []) as { path: string }[];
  return {
    status: res.statusCode,
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    bodyIssue: res.statusCode === 400 && details.some((d) => d.path === 'body' || d.path.startsWith('body.')),
  };
}

/** What the route answers to `{}` itself: a JSON `{}`, or a form without a field. */
const withEmptyObject = (op: Operation) => {
  const body = bodyFor(op, {})!;
  return send(op, { 'content-type': body.contentType! }, body.payload);
};

/** The ways a client sends no body at all. */
const NO_BODY: [string, Record<string, string>, string | undefined][] = [
  ['no body, no Content-Type (curl -X POST)', {}, undefined],
  ['Content-Length: 0 without a Content-Type', { 'content-length': '0' }, ''],
  ['an empty application/json body', { 'content-type': 'application/json', 'content-length': '0' }, ''],
];

/** A body refused for being missing or unreadable, rather than answered as `{}`. */
const refusedAsMissing = (a: Answer) => a.bodyIssue || a.code === 'MALFORMED_BODY' || a.status === 415;

describe('a request without a body', () => {
  it('is `{}` on every route whose body takes `{}`, and the same 400 as before on the others', async () => {
    const operations = operationsOf(document).filter((op) => op.body);
    const problems: string[] = [];
    let optional = 0;
    for (const op of operations) {
      const empty = await withEmptyObject(op);
      const takesEmpty = !empty.bodyIssue && empty.code !== 'MALFORMED_BODY' && empty.status !== 415;
      const required = (document.paths[op.path]![op.method.toLowerCase()] as { requestBody?: { required?: boolean } })
        .requestBody?.required;
      if (required !== !takesEmpty) problems.push(`${op.id}: the document says requestBody.required: ${required}`);
      if (takesEmpty) optional += 1;
      for (const [how, headers, payload] of NO_BODY) {
        const got = await send(op, headers, payload);
        if (takesEmpty && (refusedAsMissing(got) || got.status !== empty.status || got.code !== empty.code)) {
          problems.push(
            `${op.id}, ${how}: ${got.status} ${got.code ?? ''}, not ${empty.status} ${empty.code ?? ''} as {}`,
          );
        }
        if (!takesEmpty && !refusedAsMissing(got)) problems.push(`${op.id}, ${how}: ${got.status} ${got.code ?? ''}`);
      }
    }
    expect(problems).toEqual([]);
    // The transitions of appointments alone are five such routes.
    expect(optional).toBeGreaterThan(5);
  }, 300_000);

  it('confirms a pending appointment (POST /api/appointments/{id}/confirm, as curl -X POST sends it)', async () => {
    const clinic = await insertClinic(t);
    const doctor = await insertDoctor(t, clinic);
    const patient = await insertPatient(t);
    const row = await insertAppointment(t, doctor, patient, clinic, {
      start: riyadhAt(21, '09:00'),
      status: 'pending',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${row.pubkey}/confirm`,
      headers: await bearerFor(t, doctor.user),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.pubkey, status: 'Planed' });
  });
});
