import { describe, expect, it } from 'vitest';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { BRAND_PRIMARY } from '@bayan/shared';
import { confirmAddressEmail, emailTakenEmail, resetPasswordEmail } from './messages.js';
import type { EmailText } from './email-layout.js';
import { welcomeEmail } from '../users/users.messages.js';
import { contactChangedEmail } from '../users/users.contact-messages.js';
import { idNumberEmail } from '../users/users.id-number-notice.js';
import { invitationEmail } from '../endowments/signing/signing-messages.js';
import { reminderEmail } from '../clinic/reminders/reminder-messages.js';
import { appointmentEmail } from '../clinic/appointments/appointment-messages.js';
import { registrationEmail } from '../clinic/campaigns/registration-notice.js';
import { appointmentAt } from '../../test/appointment-fixture.js';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** What a name, a reason or a clinic typed by someone could hold. */
const HOSTILE = `<img src=x onerror="alert(1)"> & 'Dr' "Fahd"`;
const LINK = `https://bayan.test/reset?token=Tk_-9&next="><b>x</b>`;
const CANCEL = 'https://bayan.test/appointment-link?token=cancel-1';
const PASSWORD = 'Tmp<Pass>&"9';
const ARABIC = /[\u0600-\u06ff]/;

const appointment = appointmentAt('2026-06-01T07:00:00.000Z', HOSTILE);
const clinic = { ar: HOSTILE, en: HOSTILE };

/** Every email the product sends, with the values each must show in both languages. */
const TEMPLATES: Array<[name: string, email: EmailText, shows: string[]]> = [
  ['email confirmation', confirmAddressEmail(LINK), [LINK]],
  ['password reset', resetPasswordEmail(LINK), [LINK]],
  ['address already registered', emailTakenEmail(LINK), [LINK]],
  [
    'welcome with a temporary password',
    welcomeEmail({ name: HOSTILE, email: 'new@bayan.test', password: PASSWORD, loginUrl: LINK }),
    [LINK, HOSTILE, PASSWORD, 'new@bayan.test'],
  ],
  ['contact details changed', contactChangedEmail({ email: true, phone: true }, LINK), [LINK]],
  ['ID number changed', idNumberEmail('changed'), []],
  ['ID number released', idNumberEmail('released'), []],
  ['deed invitation', invitationEmail(LINK), [LINK]],
  ['deed invitation reminder', invitationEmail(LINK, true), [LINK]],
  [
    'appointment reminder (24 h)',
    reminderEmail(appointment, '24h', new Date('2026-05-31T07:00:00.000Z'), clinic, { confirm: LINK, cancel: CANCEL }),
    [LINK, CANCEL, HOSTILE],
  ],
  [
    'appointment reminder (2 h, past the cut-off)',
    reminderEmail(appointment, '2h', new Date('2026-06-01T05:00:00.000Z'), clinic, {
      confirm: LINK,
      cancel: undefined,
    }),
    [LINK, HOSTILE],
  ],
  [
    'appointment notice',
    appointmentEmail(
      { notice: 'rejected', appointment, other: HOSTILE, reason: HOSTILE },
      { isDoctor: false, clinic, link: LINK },
    ),
    [LINK, HOSTILE],
  ],
  [
    'campaign registration',
    registrationEmail(
      {
        kind: 'campaign',
        titleAr: 'قُبل تسجيلك في الحملة',
        titleEn: 'Your campaign registration is accepted',
        descriptionAr: HOSTILE,
        descriptionEn: HOSTILE,
        link: null,
      },
      LINK,
    ),
    [LINK, HOSTILE],
  ],
];

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const text = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterTypes.TextNode).value
    : 'childNodes' in node
      ? node.childNodes.map(text).join('')
      : '';

/** The HTML as a browser reads it (parse errors kept), its two language sections in document order. */
function read(html: string) {
  const errors: string[] = [];
  const document = parse(html, { onParseError: (error) => errors.push(error.code) });
  const all = [...elements(document)];
  const sections = all.filter((element) => element.tagName === 'td' && attr(element, 'lang'));
  return { errors, all, sections };
}

describe('every email: HTML and text parts, Arabic first, then English', () => {
  it.each(TEMPLATES)('%s', (_name, email, shows) => {
    const { errors, all, sections } = read(email.html);
    expect(errors).toEqual([]);
    const root = all.find((element) => element.tagName === 'html')!;
    expect([attr(root, 'lang'), attr(root, 'dir')]).toEqual(['ar', 'rtl']);
    expect(sections.map((section) => [attr(section, 'lang'), attr(section, 'dir')])).toEqual([
      ['ar', 'rtl'],
      ['en', 'ltr'],
    ]);
    const [ar, en] = sections as [Element, Element];
    const [subjectAr, subjectEn] = email.subject.split(' | ') as [string, string];
    expect(subjectAr).toMatch(ARABIC);
    expect(subjectEn).not.toMatch(ARABIC);

    for (const [section, heading, language] of [
      [ar, subjectAr, ARABIC],
      [en, subjectEn, null],
    ] as const) {
      const inside = [...elements(section)];
      expect(text(inside.find((element) => element.tagName === 'h1')!)).toBe(heading);
      if (language) expect(text(section)).toMatch(language);
      else expect(text(section)).not.toMatch(ARABIC);
      for (const value of shows) expect(text(section)).toContain(value);
      // Each link is a real <a href>, and its address is also shown as text.
      for (const url of shows.filter((value) => value.startsWith('https:'))) {
        const anchors = inside.filter((element) => element.tagName === 'a' && attr(element, 'href') === url);
        expect(anchors.map(text)).toContain(url);
      }
    }
    // A hostile value stays text: no element or attribute came out of it, nothing external is loaded.
    expect(all.filter((element) => ['img', 'b', 'script', 'link'].includes(element.tagName))).toEqual([]);
    expect(all.flatMap((element) => element.attrs.map((a) => a.name))).not.toContain('onerror');
    expect(email.html).not.toMatch(/url\(|@import|@font-face/);

    const [textAr, textEn] = email.body.split('\n\n---\n\n') as [string, string];
    expect(textAr.startsWith(`${subjectAr}\n\n`)).toBe(true);
    expect(textEn.startsWith(`${subjectEn}\n\n`)).toBe(true);
    expect(textEn).not.toMatch(ARABIC);
    for (const value of shows) {
      expect(textAr).toContain(value);
      expect(textEn).toContain(value);
    }
  });

  it("draws with the product's font stack and colours, each section aligned to its own side", () => {
    const { all, sections } = read(confirmAddressEmail(LINK).html);
    const [ar, en] = sections.map((section) => attr(section, 'style')!);
    for (const style of [ar, en]) expect(style).toContain("font-family:'IBM Plex Sans Arabic', system-ui");
    expect(ar).toContain('text-align:right');
    expect(en).toContain('text-align:left');
    const button = all.find((element) => element.tagName === 'td' && attr(element, 'bgcolor'))!;
    expect(attr(button, 'bgcolor')).toBe(BRAND_PRIMARY.main);
  });
});
