import type { SnapshotAddress, SnapshotAsset, SnapshotPerson } from '@bayan/shared';
import { digits, dualDateTime, gramsText, ibanText, percentText, personName } from './deed-format.js';
import {
  ASSET_TYPE_LABELS,
  ID_TYPE_LABELS,
  PARTY_KIND_LABELS,
  SIGNATURE_STATE_LABELS,
  SIGNER_ROLE_LABELS,
  labelOf,
  type SignatureState,
  type SignerRole,
} from './deed-labels.js';
import { html, type HtmlValue, type SafeHtml } from './html.js';

/*
 * The document's tables: assets, beneficiaries, supervisors, witnesses, signatures (expenses: deed-expenses.ts). Every
 * value is the snapshot's, escaped by `html`; left-to-right values (IBAN, phone, e-mail) are
 * isolated with <bdi dir="ltr"> so they keep their order inside the right-to-left text.
 */

/** One signature as the signing module records it (waqf notes §9). */
export interface DeedSignature {
  role: SignerRole;
  /** The list item's key of the supervisor or witness (none for the endower). */
  partyKey?: string;
  name: string;
  status: SignatureState;
  /** When it was signed (or rejected), ISO 8601. */
  signedAt?: string | null;
}

export interface TableContext {
  timeZone: string;
  signatures: readonly DeedSignature[];
}

export const ltr = (value: HtmlValue) => (value ? html`<bdi dir="ltr">${value}</bdi>` : '');

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const num = (value: string | number | undefined) => digits(text(value));
/** An ID, a phone, an address code, an account or deed number: Western digits, left to right, as written. */
const code = (value: string | number | undefined) => ltr(text(value));

export function table(headings: readonly string[], rows: readonly HtmlValue[][], empty: string): SafeHtml {
  const body =
    rows.length === 0
      ? html`<tr>
          <td class="empty" colspan="${headings.length}">${empty}</td>
        </tr>`
      : rows.map(
          (cells) =>
            html`<tr>
              ${cells.map((cell) => html`<td>${cell}</td>`)}
            </tr>`,
        );
  return html`<table>
    <thead>
      <tr>
        ${headings.map((heading) => html`<th>${heading}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${body}
    </tbody>
  </table>`;
}

/** Label: value pairs of the given values, joined by «، ». */
function described(pairs: readonly [string, HtmlValue][]): HtmlValue[] {
  return pairs.filter(([, value]) => value).flatMap(([label, value], i) => [i > 0 ? '، ' : '', `${label}: `, value]);
}

export function idText(person: SnapshotPerson): HtmlValue {
  if (!person.idNumber) return '';
  const type = person.idType ? `${labelOf(ID_TYPE_LABELS, person.idType)} ` : '';
  return [type, code(person.idNumber)];
}

export function addressText(address: SnapshotAddress | undefined): HtmlValue {
  if (!address) return '';
  return described([
    ['المبنى', code(address.buildingNumber)],
    ['الشارع', address.street],
    ['الحي', address.district],
    ['الحي الفرعي', address.secondaryDistrict],
    ['المدينة', address.city],
    ['الرمز البريدي', code(address.postalCode)],
    ['الرقم الإضافي', code(address.additionalNumber)],
    ['العنوان المختصر', code(address.shortAddress)],
    ['الدولة', address.country],
  ]);
}

/** Whether a cell has anything to print (a described list may be empty). */
export const given = (value: HtmlValue) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/** A party's address as written and its national address, each when given: «…؛ العنوان الوطني: المبنى: …». */
export function personAddressText(person: SnapshotPerson): HtmlValue {
  const written = text(person.address);
  const national = addressText(person.nationalAddress);
  if (!given(national)) return written;
  return written ? [written, '؛ العنوان الوطني: ', national] : national;
}

function assetDescription(asset: SnapshotAsset): HtmlValue {
  switch (asset.type) {
    case 'real_estate':
      return described([
        ['رقم الأرض', code(asset.landNumber)],
        ['رقم المخطط', code(asset.block)],
        ['رقم الصك', code(asset.deedNumber)],
        ['تاريخ الصك', asset.deedHistory ? `${num(String(asset.deedHistory).replace(/-/g, '/'))}هـ` : ''],
        ['المساحة', asset.totalSpace ? `${num(asset.totalSpace)} م²` : ''],
        ['المدينة', text(asset.city)],
        ['الحي', text(asset.district)],
      ]);
    case 'current_account':
      return described([
        ['المصرف', text(asset.bankName)],
        ['اسم الحساب', text(asset.accountName)],
        ['رقم الحساب', code(asset.accountNumber)],
        ['الآيبان', ltr(asset.ibanNumber ? ibanText(String(asset.ibanNumber)) : '')],
      ]);
    case 'gold':
    case 'silver':
      return described([
        [
          asset.type === 'gold' ? 'العيار' : 'النقاوة (من ألف)',
          num(asset.type === 'gold' ? asset.goldKarat : asset.fineness),
        ],
        ['الوزن', asset.weightMg !== undefined ? `${gramsText(asset.weightMg)} غرام` : num(asset.weightGrams)],
      ]);
    case 'stock_portfolio':
      return described([
        ['الوسيط', text(asset.bankName)],
        ['اسم المحفظة', text(asset.accountName)],
        ['رقم المحفظة', code(asset.accountNumber)],
      ]);
    case 'company':
      return described([
        ['الاسم', text(asset.companyName)],
        ['السجل التجاري أو الرقم الموحد', code(asset.crNumber)],
        ['المالك', text(asset.companyOwner)],
        ['مندوب التواصل', text(asset.contactRepresentative)],
        ['العنوان', text(asset.companyAddress)],
        ['رأس المال', asset.capital ? `${num(asset.capital)} ريال` : ''],
        ['المقر', text(asset.companyHq)],
        ['النشاط', text(asset.activity)],
      ]);
    default:
      return '';
  }
}

const shareText = (item: { ratioBp?: number; ratio?: string }) =>
  item.ratioBp !== undefined ? percentText(item.ratioBp) : num(item.ratio);

const ordinal = (i: number) => digits(String(i + 1));

export function assetsTable(assets: readonly SnapshotAsset[]): SafeHtml {
  return table(
    ['م', 'النوع', 'البيان', 'الحصة الموقوفة'],
    assets.map((asset, i) => [
      ordinal(i),
      labelOf(ASSET_TYPE_LABELS, asset.type),
      assetDescription(asset),
      shareText(asset),
    ]),
    'لا توجد أعيان.',
  );
}

export function beneficiariesTable(people: readonly SnapshotPerson[]): SafeHtml {
  return table(
    ['م', 'الموقوف عليه', 'الصفة', 'العنوان', 'النصيب من صافي الغلة'],
    people.map((person, i) => [
      ordinal(i),
      [personName(person), person.explanation ? ` (${person.explanation})` : ''],
      labelOf(PARTY_KIND_LABELS, person.kind),
      personAddressText(person),
      shareText(person),
    ]),
    'لا يوجد موقوف عليهم.',
  );
}

/** An entity's representative, who signs for it: « (يمثّلها: …، هوية ١٠…)». */
function representativeText(person: SnapshotPerson): HtmlValue {
  if (person.kind !== 'entity' || !person.representativeName) return '';
  const id = person.representativeIdNumber ? ['، هوية ', code(person.representativeIdNumber)] : '';
  return [' (يمثّلها: ', person.representativeName, id, ')'];
}

export function supervisorsTable(people: readonly SnapshotPerson[]): SafeHtml {
  return table(
    ['م', 'الاسم', 'الهوية', 'الجوال', 'البريد الإلكتروني', 'العنوان'],
    people.map((person, i) => [
      ordinal(i),
      [personName(person), representativeText(person)],
      idText(person),
      code(person.phone),
      ltr(person.email),
      personAddressText(person),
    ]),
    'لا يوجد نظّار.',
  );
}

function signatureOf(context: TableContext, role: SignerRole, key: string) {
  return context.signatures.find((s) => s.role === role && s.partyKey === key && s.status === 'SIGNED');
}

export function witnessesTable(people: readonly SnapshotPerson[], context: TableContext): SafeHtml {
  const { timeZone } = context;
  return table(
    ['م', 'الاسم', 'الهوية', 'العنوان', 'التوقيع'],
    people.map((person, i) => {
      const signature = signatureOf(context, 'WITNESS', person.key);
      return [
        ordinal(i),
        personName(person),
        idText(person),
        personAddressText(person),
        signature?.signedAt ? `وقّع ${dualDateTime(signature.signedAt, timeZone)}` : '—',
      ];
    }),
    'لا يوجد شهود.',
  );
}

/** Every signature of this version, the endower's declaration (#0) first, with its state and time. */
export function signaturesTable(context: TableContext): SafeHtml {
  const { timeZone } = context;
  const order: readonly SignerRole[] = ['ENDOWER', 'SUPERVISOR', 'WITNESS'];
  const signatures = [...context.signatures].sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));
  return table(
    ['م', 'الصفة', 'الاسم', 'الحالة', 'الوقت'],
    signatures.map((signature, i) => [
      digits(String(i)),
      labelOf(SIGNER_ROLE_LABELS, signature.role),
      signature.name,
      labelOf(SIGNATURE_STATE_LABELS, signature.status),
      signature.signedAt ? dualDateTime(signature.signedAt, timeZone) : '—',
    ]),
    'لم يوقّع أحد بعد.',
  );
}
