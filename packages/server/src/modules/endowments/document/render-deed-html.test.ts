import {
  ENDOWMENT_STATUS_LABELS,
  ENDOWMENT_STATUSES,
  VALID_CHARITY_DEED,
  canonicalSnapshot,
  type DeedSnapshot,
  type EndowmentDraft,
  type EndowmentStatus,
} from '@bayan/shared';
import { describe, expect, it } from 'vitest';
import { DEED_OPTIONS, ORDINAL_HEADINGS, deedSnapshot } from '../../../test/deed-document-fixtures.js';
import { DEED_PARAGRAPH_ORDER, deedDocumentHtml } from './deed-document.js';

/** The waqf notes' §3 titles, in their order. */
const NOTES_TITLES = [
  'الصيغة الوقفية',
  'بيانات الواقف',
  'الأعيان الموقوفة',
  'الموقوف عليهم',
  'تعيين الناظر',
  'النظارة على الوقف',
  'شروط تعيين الناظر',
  'أحكام عامة للناظر',
  'مهام وصلاحيات الناظر',
  'مكافأة الناظر',
  'انتهاء عمل الناظر',
  'كيفية قسمة الغلة',
  'المصاريف التفصيلية',
  'ملاحظات',
  'توصيات ختامية',
  'الشهود',
  'بيانات الناظر',
  'مصاريف الوقف',
];

const headings = (page: string) => [...page.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1]!);
/** Every tag the page opens or closes, in order: what an injected value would change. */
const tags = (page: string) => page.match(/<\/?[a-zA-Z][^\s/>]*/g) ?? [];

describe('renderDeedHtml', () => {
  const page = deedDocumentHtml(deedSnapshot(), DEED_OPTIONS);

  it('is a complete right-to-left Arabic document', () => {
    expect(page).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);
    expect(page.trimEnd()).toMatch(/<\/html>$/);
  });

  it('numbers the 18 paragraphs الفقرة الأولى … الثامنة عشرة in the notes’ order', () => {
    const expected = ORDINAL_HEADINGS.map((ordinal, i) => `${ordinal}: ${NOTES_TITLES[i]}`);
    expect(headings(page).slice(0, 18)).toEqual(expected);
  });

  it('takes the paragraphs’ order as an option, numbering them as given', () => {
    const reversed = deedDocumentHtml(deedSnapshot(), {
      ...DEED_OPTIONS,
      paragraphOrder: [...DEED_PARAGRAPH_ORDER].reverse(),
    });
    expect(headings(reversed)[0]).toBe('الفقرة الأولى: مصاريف الوقف');
    expect(headings(reversed)[17]).toBe('الفقرة الثامنة عشرة: الصيغة الوقفية');
  });

  it('heads the document with its number in Western digits and both dates, Hijri first, year first, in Arabic-Indic digits', () => {
    expect(page).toContain('١٤٤٧/٠١/٠١هـ الموافق ٢٠٢٥/٠٦/٢٦م');
    expect(page).toContain('يُسند عند اعتماد الوثيقة');
    const final = deedDocumentHtml(deedSnapshot(), { ...DEED_OPTIONS, status: 'FINAL', docNumber: 'WQF-1447-000123' });
    expect(final).toContain('<bdi class="doc-number">WQF-1447-000123</bdi>');
    // The subtitle says what the document is: a draft until FINAL.
    expect(page).toContain('مسودة للتوثيق لدى الجهة المختصة');
    expect(final).not.toContain('مسودة للتوثيق');
    expect(final).toContain('وثيقة نهائية معتمدة');
  });

  it('fills the paragraphs from the snapshot: shares, IBAN, parties and signing times', () => {
    expect(page).toContain('SA03 8000 0000 6080 1016 7519');
    expect(page).toContain('١٠٠٪');
    expect(page).toContain('٦٠٪');
    expect(page).toContain('جمعية البر بالرياض');
    expect(page).toContain('سعد عبدالله محمد القحطاني');
    expect(page).toContain('<bdi dir="ltr">1034567899</bdi>');
    // Witness w1 signed at 11:40 UTC, 14:40 in Riyadh; w2 has not signed.
    expect(page).toContain('وقّع ١٤٤٧/٠١/٠٢هـ الموافق ٢٠٢٥/٠٦/٢٧م، الساعة ١٤:٤٠');
    expect(page).toContain('بانتظار التوقيع');
    expect(page).toContain(DEED_OPTIONS.hash);
  });

  it('states the reward (paragraph 10) and itemises the expenses (13) and their summary (18) from the snapshot', () => {
    const paragraph = (html: string, title: string) => html.split(`: ${title}</h2>`)[1]!.split('</section>')[0]!;
    expect(paragraph(page, 'مكافأة الناظر')).toContain('يستحق الناظر مكافأة قدرها ٥٪ من غلة الوقف');
    const lines = paragraph(page, 'المصاريف التفصيلية');
    expect(lines).toContain('صيانة العقار وعمارته');
    expect(lines).toContain('نسبة من الغلة');
    expect(lines).toContain('١٠٪ من الغلة');
    expect(lines).toContain('أتعاب المحاسب القانوني');
    expect(lines).toContain('٢٬٥٠٠ ريال سنوياً');
    const summary = paragraph(page, 'مصاريف الوقف');
    expect(summary).toContain('<td>مجموع المصاريف بنسبة من الغلة</td><td>١٠٪</td>');
    expect(summary).toContain('<td>٢٬٥٠٠ ريال</td>');
    expect(summary).toContain('<td>٨٥٪ من الغلة بعد المبالغ المقطوعة</td>');

    const other = VALID_CHARITY_DEED as EndowmentDraft;
    const amount = deedDocumentHtml(
      deedSnapshot({ ...other, reward: { kind: 'AMOUNT', value: '3000.5' } }),
      DEED_OPTIONS,
    );
    expect(paragraph(amount, 'مكافأة الناظر')).toContain('مكافأة سنوية مقطوعة قدرها ٣٬٠٠٠٫٥٠ ريال');
    const bare = deedDocumentHtml(deedSnapshot({ ...other, reward: null, expenses: [] }), DEED_OPTIONS);
    expect(paragraph(bare, 'مكافأة الناظر')).toContain('يستحق الناظر أجرة المثل');
    expect(paragraph(bare, 'المصاريف التفصيلية')).toContain('لم يحدّد الواقف مصاريف تفصيلية.');
    expect(paragraph(bare, 'مصاريف الوقف')).toContain('<td>١٠٠٪</td>');
  });

  it('states the endower’s declaration once: their introduction replaces the generated formula, 18 paragraphs either way', () => {
    const first = (html: string) => html.split(': الصيغة الوقفية</h2>')[1]!.split('</section>')[0]!;
    const own = first(page);
    expect(own).toContain('أوقفت ما يلي وقفاً صحيحاً شرعياً لا يباع ولا يوهب ولا يورث.');
    expect(own).not.toContain('أقرّ أنا');
    expect(own).toContain('نوع الوقف: وقف خيري، وتاريخه ١٤٤٧/٠١/٠١هـ الموافق ٢٠٢٥/٠٦/٢٦م.');
    const bare = deedDocumentHtml(
      deedSnapshot({ ...(VALID_CHARITY_DEED as EndowmentDraft), introduction: '' }),
      DEED_OPTIONS,
    );
    expect(first(bare).match(/أقرّ أنا/g)).toHaveLength(1);
    expect(first(bare)).toContain('خالد عبدالله محمد القحطاني');
    expect(headings(page).slice(0, 18)).toHaveLength(18);
    expect(headings(bare).slice(0, 18)).toEqual(headings(page).slice(0, 18));
  });

  it('writes codes in Western digits (IDs, phones, address codes, deed numbers) and quantities in Arabic-Indic', () => {
    const endower = page.split(': بيانات الواقف</h2>')[1]!.split('</section>')[0]!;
    expect(endower).toContain('<bdi dir="ltr">1012345672</bdi>');
    expect(endower).toContain('<bdi dir="ltr">+966501234567</bdi>');
    expect(endower).toContain('المبنى: <bdi dir="ltr">8228</bdi>');
    expect(endower).toContain('الرمز البريدي: <bdi dir="ltr">12214</bdi>');
    expect(endower).toContain('العنوان المختصر: <bdi dir="ltr">RAHA3443</bdi>');
    // The birthday in the header's order: year first, as the Hijri date.
    expect(endower).toContain('١٩٨٠/٠٥/١٠م');
    const assets = page.split(': الأعيان الموقوفة</h2>')[1]!.split('</section>')[0]!;
    expect(assets).toContain('رقم الصك: <bdi dir="ltr">310115004321</bdi>');
    expect(assets).toContain('المساحة: ٦٢٥ م²');
    expect(assets).toContain('٥٠٪');
  });

  it('names an entity supervisor’s representative in the supervisors’ data', () => {
    const draft = structuredClone(VALID_CHARITY_DEED) as EndowmentDraft;
    draft.supervisors![0] = {
      key: 's1',
      kind: 'entity',
      firstName: 'مؤسسة البر الوقفية',
      idType: 'UNIFIED',
      idNumber: '7001234567',
      representativeName: 'سعد عبدالله القحطاني',
      representativeIdNumber: '1023456781',
    };
    const html = deedDocumentHtml(deedSnapshot(draft), DEED_OPTIONS);
    expect(html).toContain('مؤسسة البر الوقفية (يمثّلها: سعد عبدالله القحطاني، هوية <bdi dir="ltr">1023456781</bdi>)');
  });

  it('prints each party’s address and national address, the spec’s country and secondary district among them (issue 33)', () => {
    const draft = structuredClone(VALID_CHARITY_DEED) as EndowmentDraft;
    const address = {
      ...draft.endower!.nationalAddress,
      secondaryDistrict: 'العليا الشمالي',
      country: 'المملكة العربية السعودية',
    };
    draft.endower!.nationalAddress = address;
    draft.endower!.address = 'حي العليا، الرياض';
    draft.supervisors![0]!.address = 'شارع التحلية، جدة';
    draft.supervisors![0]!.nationalAddress = { buildingNumber: '٣٣٤٥', city: 'جدة', country: 'السعودية' };
    draft.witnesses![0]!.nationalAddress = { district: 'الملقا', secondaryDistrict: 'الملقا الغربي' };
    draft.witnesses![1]!.address = 'الدمام';
    draft.beneficiaries![0]!.address = 'طريق الأمير سلطان، الرياض';
    const html = deedDocumentHtml(deedSnapshot(draft), DEED_OPTIONS);
    const paragraph = (title: string) => html.split(`: ${title}</h2>`)[1]!.split('</section>')[0]!;
    const endower = paragraph('بيانات الواقف');
    expect(endower).toContain('<td>العنوان</td><td>حي العليا، الرياض</td>');
    expect(endower).toContain('الحي: العليا، الحي الفرعي: العليا الشمالي، المدينة: الرياض');
    expect(endower).toContain('الدولة: المملكة العربية السعودية');
    expect(paragraph('بيانات الناظر')).toContain(
      'شارع التحلية، جدة؛ العنوان الوطني: المبنى: <bdi dir="ltr">3345</bdi>، المدينة: جدة، الدولة: السعودية',
    );
    const witnesses = paragraph('الشهود');
    expect(witnesses).toContain('<th>العنوان</th>');
    expect(witnesses).toContain('الحي: الملقا، الحي الفرعي: الملقا الغربي');
    expect(witnesses).toContain('<td>الدمام</td>');
    expect(paragraph('الموقوف عليهم')).toContain('<td>طريق الأمير سلطان، الرياض</td>');
  });

  it('prints a company’s contact representative and address (issue 33)', () => {
    const draft = structuredClone(VALID_CHARITY_DEED) as EndowmentDraft;
    draft.assets!.push({
      key: 'a3',
      type: 'company',
      ratio: '10',
      companyName: 'شركة البر',
      crNumber: '1010234567',
      companyOwner: 'خالد القحطاني',
      contactRepresentative: 'سعد القحطاني',
      companyAddress: 'طريق الملك فهد، الرياض',
    });
    const html = deedDocumentHtml(deedSnapshot(draft), DEED_OPTIONS);
    expect(html).toContain('المالك: خالد القحطاني، مندوب التواصل: سعد القحطاني، العنوان: طريق الملك فهد، الرياض');
  });

  it('renders the stored text of a snapshot as its object', () => {
    const meta = { version: 1, endowerPubkey: 'u_endower', submittedAt: '2025-06-26T07:30:00.000Z' };
    const text = canonicalSnapshot(VALID_CHARITY_DEED as EndowmentDraft, meta);
    expect(deedDocumentHtml(text, DEED_OPTIONS)).toBe(page);
  });

  it('marks «مسودة» on every state before FINAL only', () => {
    for (const status of ENDOWMENT_STATUSES) {
      const html = deedDocumentHtml(deedSnapshot(), { ...DEED_OPTIONS, status });
      const marked = html.includes('<div class="watermark" aria-hidden="true"><span>مسودة</span></div>');
      expect(marked, status).toBe(status !== 'FINAL' && status !== 'REGISTERED');
    }
  });

  it('names each state with the word the web shows (walk finding 21)', () => {
    const stateOf = (status: EndowmentStatus) =>
      /<dd>([^<]*)<\/dd>/.exec(
        deedDocumentHtml(deedSnapshot(), { ...DEED_OPTIONS, status }).split('<dt>الحالة</dt>')[1]!,
      )?.[1];
    expect(stateOf('SUBMITTED')).toBe('مُرسلة للتوقيع');
    expect(stateOf('UNDER_REVIEW')).toBe('قيد التوقيع');
    expect(stateOf('FINAL')).toBe('معتمدة');
    for (const status of ENDOWMENT_STATUSES) expect(stateOf(status), status).toBe(ENDOWMENT_STATUS_LABELS.ar[status]);
  });

  it('loads nothing: the font is inline, the QR code an SVG', () => {
    expect(page).toMatch(/@font-face\{font-family:'Amiri';[^}]*font-weight:400;[^}]*src:url\(data:font\/woff2;base64,/);
    expect(page).toMatch(/font-weight:700;[^}]*src:url\(data:font\/woff2;base64,/);
    expect(page).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(page).not.toMatch(/\s(src|href)=|url\((?!data:)|@import/);
  });

  it('escapes every value: an endower’s text adds no markup', () => {
    /** The document with `value` in every text the endower or a signer can type. */
    const withText = (value: string, docNumber: string) => {
      const snapshot: DeedSnapshot = deedSnapshot();
      const deed = snapshot.deed;
      deed.introduction = value;
      deed.notes = value;
      deed.ultimateBeneficiary = value;
      deed.endower!.firstName = value;
      deed.endower!.email = `"><b>${value}`;
      deed.assets![1]!.bankName = value;
      deed.beneficiaries![0]!.firstName = value;
      deed.witnesses![0]!.lastName = value;
      deed.supervisors![0]!.nationalAddress = { street: value };
      deed.expenses![0]!.label = value;
      deed.reward = { kind: 'PERCENT', value };
      return deedDocumentHtml(snapshot, {
        ...DEED_OPTIONS,
        docNumber,
        hash: value,
        verifyUrl: `https://bayan.example/verify/x"${value}`,
        signatures: DEED_OPTIONS.signatures.map((s) => ({ ...s, name: value })),
      });
    };
    const attack = '</p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const hostile = withText(attack, attack);
    expect(tags(hostile)).toEqual(tags(withText('نص', 'WQF-1447-000123')));
    expect(hostile).not.toContain('<script');
    expect(hostile).toContain(
      '&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;',
    );
  });
});
