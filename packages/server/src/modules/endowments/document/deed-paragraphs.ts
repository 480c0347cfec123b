import type { SnapshotDeed, SnapshotPerson } from '@bayan/shared';
import { digits, dualDate, gregorianText, personName } from './deed-format.js';
import { ENDOWMENT_TYPE_LABELS, SUPERVISION_MODE_LABELS, labelOf } from './deed-labels.js';
import {
  addressText,
  given,
  assetsTable,
  beneficiariesTable,
  idText,
  supervisorsTable,
  table,
  witnessesTable,
  type TableContext,
} from './deed-tables.js';
import { expenseSummary, expensesTable, rewardText } from './deed-expenses.js';
import { html, type SafeHtml } from './html.js';

/*
 * The 18 paragraphs of a waqf document (waqf notes §3), each filled from the snapshot. The spec
 * names 15 titles and 2–4 are inferred, so their order is a list (DEED_PARAGRAPH_ORDER) the
 * renderer takes as an option; the headings number them in the order given.
 */

export interface ParagraphContext extends TableContext {
  deed: SnapshotDeed;
}

interface Paragraph {
  title: string;
  body(context: ParagraphContext): SafeHtml;
}

/** «الفقرة الأولى» … «الفقرة الثامنة عشرة»: الفقرة is feminine, so are its ordinals. */
export const ARABIC_ORDINALS = [
  'الأولى',
  'الثانية',
  'الثالثة',
  'الرابعة',
  'الخامسة',
  'السادسة',
  'السابعة',
  'الثامنة',
  'التاسعة',
  'العاشرة',
  'الحادية عشرة',
  'الثانية عشرة',
  'الثالثة عشرة',
  'الرابعة عشرة',
  'الخامسة عشرة',
  'السادسة عشرة',
  'السابعة عشرة',
  'الثامنة عشرة',
] as const;

const fixed = (text: string) => () => html`<p>${text}</p>`;
/** The endower's own text, line breaks kept (the snapshot has collapsed every other whitespace). */
const typed = (text: string | undefined, empty: string) =>
  text ? html`<p class="typed">${text}</p>` : html`<p class="empty">${empty}</p>`;
const names = (people: readonly SnapshotPerson[]) => people.map(personName).join('، ');

/**
 * The declaration, stated once (issue 32): the endower's own introduction when they wrote one,
 * followed by the waqf's type and date; else the generated formula, which carries both.
 */
function formula({ deed }: ParagraphContext): SafeHtml {
  const endower = deed.endower;
  const type = labelOf(ENDOWMENT_TYPE_LABELS, deed.type);
  const date = deed.gregorianDate ? dualDate(deed.gregorianDate) : '';
  if (deed.introduction) {
    return html`${typed(deed.introduction, '')}
      <p>نوع الوقف: ${type}${date ? `، وتاريخه ${date}` : ''}.</p>`;
  }
  return html`<p>
    أقرّ أنا ${personName(endower)}${endower ? html`، ${idText(endower)}` : ''}، وأنا بكامل أهليتي المعتبرة شرعاً ونظاماً،
    بأنني أوقفت الأعيان المبيّنة في هذه الوثيقة وقفاً صحيحاً شرعياً لا يباع ولا يوهب ولا يورث، ونوعه:
    ${type}${date ? `، وذلك بتاريخ ${date}` : ''}.
  </p>`;
}

function endowerData({ deed }: ParagraphContext): SafeHtml {
  const e = deed.endower ?? { key: 'endower' };
  const rows = [
    ['الاسم', personName(e)],
    ['الهوية', idText(e)],
    ['تاريخ الميلاد', e.birthday ? `${gregorianText(e.birthday)}م` : ''],
    ['الجوال', e.phone ? html`<bdi dir="ltr">${e.phone}</bdi>` : ''],
    ['البريد الإلكتروني', e.email ? html`<bdi dir="ltr">${e.email}</bdi>` : ''],
    ['العنوان', e.address ?? ''],
    ['العنوان الوطني', addressText(e.nationalAddress)],
  ] as const;
  return table(
    ['البيان', 'القيمة'],
    rows.filter(([, value]) => given(value)).map(([label, value]) => [label, value]),
    '',
  );
}

function beneficiaries({ deed }: ParagraphContext): SafeHtml {
  return html`<p>يُصرف صافي غلة الوقف على الموقوف عليهم الآتي بيانهم، كلٌّ بحسب نصيبه:</p>
    ${beneficiariesTable(deed.beneficiaries ?? [])}
    ${deed.ultimateBeneficiary ? html`<p>ومآل الوقف عند انقطاع الموقوف عليهم: ${deed.ultimateBeneficiary}.</p>` : ''}`;
}

function supervisorsNamed({ deed }: ParagraphContext): SafeHtml {
  const people = deed.supervisors ?? [];
  return html`<p>
    عيّن الواقف ${people.length > 1 ? 'ناظرين على هذا الوقف هم' : 'ناظراً على هذا الوقف هو'}: ${names(people)}، وبياناتهم
    في الفقرة الخاصة ببيانات الناظر.
  </p>`;
}

function supervision({ deed }: ParagraphContext): SafeHtml {
  const count = deed.supervisors?.length ?? 0;
  if (count <= 1) return html`<p>يتولّى النظارة على الوقف ناظرٌ واحد.</p>`;
  return html`<p>
    يتولّى النظارة على الوقف ${digits(String(count))} نظّار
    ${deed.supervisionMode ? labelOf(SUPERVISION_MODE_LABELS, deed.supervisionMode) : ''}.
  </p>`;
}

function yieldDivision({ deed }: ParagraphContext): SafeHtml {
  return html`<p>
      تُصرف غلة الوقف على الترتيب الآتي: أولاً نفقات عمارة الوقف وصيانته وما يحفظ أصله، ثم مكافأة الناظر، ثم ما يراه
      الناظر احتياطاً لعمارة الوقف، ثم يُقسم صافي الغلة على الموقوف عليهم بحسب أنصبتهم الآتية:
    </p>
    ${beneficiariesTable(deed.beneficiaries ?? [])}`;
}

function witnesses(context: ParagraphContext): SafeHtml {
  return html`<p>شهد على إقرار الواقف بهذا الوقف كلٌّ من:</p>
    ${witnessesTable(context.deed.witnesses ?? [], context)}`;
}

export const DEED_PARAGRAPHS = {
  formula: { title: 'الصيغة الوقفية', body: formula },
  endower: { title: 'بيانات الواقف', body: endowerData },
  assets: {
    title: 'الأعيان الموقوفة',
    body: ({ deed }) =>
      html`<p>أوقف الواقف الأعيان الآتية، كلٌّ بالحصة الشائعة المبيّنة أمامها:</p>
        ${assetsTable(deed.assets ?? [])}`,
  },
  beneficiaries: { title: 'الموقوف عليهم', body: beneficiaries },
  supervisorNamed: { title: 'تعيين الناظر', body: supervisorsNamed },
  supervision: { title: 'النظارة على الوقف', body: supervision },
  supervisorConditions: {
    title: 'شروط تعيين الناظر',
    body: fixed(
      'يُشترط في الناظر أن يكون مسلماً إذا كان الموقوف عليهم مسلمين، بالغاً عاقلاً رشيداً، أميناً قادراً على إدارة الوقف، ويصحّ أن يكون ذكراً أو أنثى، شخصاً طبيعياً أو اعتبارياً.',
    ),
  },
  supervisorRules: {
    title: 'أحكام عامة للناظر',
    body: fixed(
      'الناظر أمين على الوقف، لا يضمن إلا بالتعدّي أو التفريط، ولا يجوز له بيع شيء من أعيان الوقف ولا رهنه ولا المناقلة به إلا بإذن من المحكمة المختصة.',
    ),
  },
  supervisorDuties: {
    title: 'مهام وصلاحيات الناظر',
    body: fixed(
      'يتولّى الناظر عمارة الوقف وصيانته، وتأجيره بأجرة المثل، وتحصيل غلته وصرفها في مصارفها، وتمثيل الوقف أمام الجهات الحكومية والقضائية وغيرها، وفتح حساب مصرفي مستقل باسم الوقف.',
    ),
  },
  supervisorReward: {
    title: 'مكافأة الناظر',
    body: ({ deed }) => html`<p>${rewardText(deed)}</p>`,
  },
  supervisorEnd: {
    title: 'انتهاء عمل الناظر',
    body: fixed(
      'تنتهي نظارة الناظر بوفاته، أو استقالته، أو فقده الأهلية، أو عزله بحكم من المحكمة المختصة، وعندئذٍ تعيّن المحكمة ناظراً بديلاً ما لم يكن الواقف قد سمّى من يخلفه.',
    ),
  },
  yieldDivision: { title: 'كيفية قسمة الغلة', body: yieldDivision },
  expenses: {
    title: 'المصاريف التفصيلية',
    body: ({ deed }) =>
      html`<p>المصاريف التي تُقدَّم على التوزيع، بنودها ونسبتها من الغلة أو مبلغها:</p>
        ${expensesTable(deed.expenses ?? [])}`,
  },
  notes: { title: 'ملاحظات', body: ({ deed }) => typed(deed.notes, 'لا توجد ملاحظات أو شروط إضافية.') },
  closing: {
    title: 'توصيات ختامية',
    body: fixed(
      'يوصي الواقف الناظر ومن يأتي بعده بتقوى الله تعالى في هذا الوقف، وحفظ أصله، وصرف غلته في مصارفها، والحذر من تبديله أو تغييره، قال الله تعالى: ﴿فَمَنْ بَدَّلَهُ بَعْدَمَا سَمِعَهُ فَإِنَّمَا إِثْمُهُ عَلَى الَّذِينَ يُبَدِّلُونَهُ﴾ [البقرة: ١٨١].',
    ),
  },
  witnesses: { title: 'الشهود', body: witnesses },
  supervisorData: {
    title: 'بيانات الناظر',
    body: ({ deed }) => supervisorsTable(deed.supervisors ?? []),
  },
  expenseSummary: {
    title: 'مصاريف الوقف',
    body: ({ deed }) => expenseSummary(deed),
  },
} satisfies Record<string, Paragraph>;

export type ParagraphId = keyof typeof DEED_PARAGRAPHS;

/** The order of the waqf notes' table (§3); a list so that the court's or the client's order can replace it. */
export const DEED_PARAGRAPH_ORDER: readonly ParagraphId[] = [
  'formula',
  'endower',
  'assets',
  'beneficiaries',
  'supervisorNamed',
  'supervision',
  'supervisorConditions',
  'supervisorRules',
  'supervisorDuties',
  'supervisorReward',
  'supervisorEnd',
  'yieldDivision',
  'expenses',
  'notes',
  'closing',
  'witnesses',
  'supervisorData',
  'expenseSummary',
];

/** «الفقرة الأولى: الصيغة الوقفية» … in the order given, each with its body. */
export function paragraphsHtml(order: readonly ParagraphId[], context: ParagraphContext): SafeHtml[] {
  return order.map((id, i) => {
    const paragraph = DEED_PARAGRAPHS[id];
    const ordinal = ARABIC_ORDINALS[i] ?? digits(String(i + 1));
    return html`<section class="paragraph">
      <h2>الفقرة ${ordinal}: ${paragraph.title}</h2>
      ${paragraph.body(context)}
    </section>`;
  });
}
