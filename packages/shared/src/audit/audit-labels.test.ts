import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditActionLabel,
  auditEntityLabel,
} from './audit-actions.js';

const ARABIC_LETTER = /[\u0621-\u064A]/;

describe('the audit catalogue in words', () => {
  for (const lang of LANGUAGES) {
    it(`names every action and entity in ${lang}, no two actions alike, no code showing`, () => {
      const labels = AUDIT_ACTION_NAMES.map((action) => auditActionLabel(action, lang));
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of [...labels, ...AUDIT_ENTITIES.map((entity) => auditEntityLabel(entity, lang))]) {
        expect(label).not.toMatch(/^[a-z_.]+$/);
        if (lang === 'ar') expect(label).toMatch(ARABIC_LETTER);
      }
    });
  }

  it('tells blocking and unblocking an account apart', () => {
    expect(AUDIT_ACTIONS['user.block'].label.en).toBe('Account blocked');
    expect(AUDIT_ACTIONS['user.unblock'].label.en).toBe('Account unblocked');
  });

  it('shows an action or entity this version does not know by its code', () => {
    expect(auditActionLabel('legacy.thing', 'ar')).toBe('legacy.thing');
    expect(auditEntityLabel('deed', 'en')).toBe('deed');
  });
});
