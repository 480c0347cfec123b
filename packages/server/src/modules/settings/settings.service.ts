import { randomBytes } from 'node:crypto';
import {
  isSettingKey,
  SETTING_DEFINITIONS,
  settingValueSchema,
  type Language,
  type ListSettingsQuery,
  type Page,
  type PublicSettings,
  type Setting,
  type SettingGroup,
  type SettingKey,
  type SettingType,
  type SettingValue,
  type SettingValues,
} from '@bayan/shared';
import type { Caller } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import type { ModuleDeps } from '../../lib/module/define-module.js';
import type { SettingsRepository } from './settings.repository.js';
import { parseSettingValue } from './settings.validation.js';
import type { SettingRow } from './settings.table.js';

/** Typed, grouped key/value settings (PRODUCT.md §6). Other modules read them with get(key). */
export type SettingsDeps = ModuleDeps<{ settings: SettingsRepository }>;

export class SettingsService {
  constructor(private readonly deps: SettingsDeps) {}

  private get repository() {
    return this.deps.repos.settings;
  }

  /** A setting's current value (its default until one is stored). */
  async get<K extends SettingKey>(key: K): Promise<SettingValues[K]> {
    return valueOf(key, (await this.repository.findByKey(key))?.value);
  }

  async findSettings(query: ListSettingsQuery): Promise<Page<Setting>> {
    const { rows, total } = await this.repository.findPage(query);
    return { data: rows.map(toSetting), total, currentPage: query.page };
  }

  /** Changes a value after checking it against the setting's type; audited in the same transaction. */
  async updateSetting(pubkey: string, value: unknown, caller: Caller, lang: Language): Promise<Setting> {
    return this.deps.transact(async ({ settings }, tx) => {
      const before = await settings.findByPubkey(pubkey, { forUpdate: true });
      if (!before || !isSettingKey(before.key)) throw new AppError('SETTINGS_NOT_FOUND');
      const parsed = parseSettingValue(SETTING_DEFINITIONS[before.key], value, lang);
      const after = toSetting((await settings.updateValue(before.id, parsed))!);
      await this.deps.audit.record(
        caller,
        {
          action: 'setting.update',
          entity: 'setting',
          entityId: pubkey,
          before: toSetting(before),
          after,
        },
        { tx },
      );
      return after;
    });
  }

  /** What the public site reads before anyone logs in. */
  async publicSettings(): Promise<PublicSettings> {
    const rows = await this.repository.findPublic();
    const read = <K extends SettingKey>(key: K) => valueOf(key, rows.find((row) => row.key === key)?.value);
    return {
      siteName: read('site_name'),
      defaultLanguage: read('default_language'),
      homePage: this.homePage(read('site_home')),
      registrationOpen: read('registration_open'),
      otpRequiredAtSignup: read('otp_required_at_signup'),
      contactEmail: read('contact_email') || null,
      contactPhone: read('contact_phone') || null,
      // From the server's configuration, not an admin setting: the CSP allows that origin only.
      mapTiles: this.deps.config.mapTiles,
    };
  }

  /** The chosen home while its module is on, else the other site's (a switched-off module has no pages). */
  private homePage(chosen: PublicSettings['homePage']): PublicSettings['homePage'] {
    const on = (home: PublicSettings['homePage']) => this.deps.config.modules.has(home);
    if (on(chosen)) return chosen;
    return chosen === 'clinic' || !on('clinic') ? 'names' : 'clinic';
  }

  /**
   * Creates the missing settings with their defaults, or with `initial` values where given (demo
   * data); settings that exist keep their values, so what an admin has set is never overwritten.
   */
  async seedDefaults(initial: Partial<SettingValues> = {}): Promise<void> {
    await this.repository.seed(
      Object.entries(SETTING_DEFINITIONS).map(([key, definition]) => ({
        pubkey: randomBytes(16).toString('base64url'),
        key,
        type: definition.type,
        groupKey: definition.group,
        value: initial[key as SettingKey] ?? definition.default,
        labelAr: definition.label.ar,
        labelEn: definition.label.en,
        descriptionAr: definition.description.ar,
        descriptionEn: definition.description.en,
        isPublic: definition.public,
      })),
    );
  }
}

/** A stored value of the right type, else the default (a value stored before its type changed). */
function valueOf<K extends SettingKey>(key: K, stored: unknown): SettingValues[K] {
  const definition = SETTING_DEFINITIONS[key];
  const parsed = settingValueSchema(definition).safeParse(stored);
  return (parsed.success ? parsed.data : definition.default) as SettingValues[K];
}

function toSetting(row: SettingRow): Setting {
  return {
    pubkey: row.pubkey,
    key: row.key,
    type: row.type as SettingType,
    group: row.groupKey as SettingGroup,
    value: row.value as SettingValue,
    labelAr: row.labelAr,
    labelEn: row.labelEn,
    descriptionAr: row.descriptionAr,
    descriptionEn: row.descriptionEn,
    updatedAt: row.updatedAt.toISOString(),
  };
}
