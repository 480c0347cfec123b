import type { ComponentType } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Language, Role, ApiRoute } from '@bayan/shared';
import type { Column } from '../../../../components/data-table/types';

/** A list filter the API offers, as a select of choices. */
export interface DirectoryFilter {
  /** The query parameter the list and the export send. */
  key: 'etablissement' | 'speciality' | 'openOn';
  /** Its choices, in the page's language (clinics, weekdays…). */
  useOptions: () => readonly { value: string; label: string }[];
}

/** What a form's fields are given: the form, whether it edits a row, and what this role may not change. */
export interface FieldsProps<V extends FieldValues> {
  control: Control<V, unknown, unknown>;
  editing: boolean;
  /** Fields shown but not editable by this account (STAFF on a clinic). */
  locked: ReadonlySet<string>;
}

/**
 * One screen of the clinic's directory, declared once: the scaffold (directory-screen) draws the
 * list, its search, filters and export, the add and edit form and the delete prompt from it.
 */
export interface DirectoryResource<T extends DirectoryRow, V extends FieldValues> {
  /** Its keys in the `directory` namespace, its query key and its CSV file's name. */
  name: 'etablissements' | 'specialities' | 'services' | 'sections' | 'rooms' | 'promotions' | 'campaigns';
  /** `export` absent: the list has no CSV download. */
  routes: { list: ApiRoute; export?: ApiRoute; create: ApiRoute; update: ApiRoute; delete: ApiRoute };
  sort: string;
  sortable: readonly string[];
  filters: readonly DirectoryFilter[];
  useColumns: () => Column<T>[];
  /** The row's name in the prompts ("Delete «…»?"). */
  label: (row: T, language: Language) => string;
  /** The form's inputs as typed, empty or from a row. */
  values: (row?: T) => V;
  /** Checks the inputs and turns them into the API's body (SAR into halalas…). */
  schema: z.ZodType<Record<string, unknown>>;
  Fields: ComponentType<FieldsProps<V>>;
  /** Fields a role may not edit, when it may edit some only. */
  locked?: (role: Role | undefined) => readonly string[];
  /** Error codes without field details that belong to a field (CLINIC_ETABLISSEMENT_REQUIRED → the clinic). */
  codeFields?: Partial<Record<string, string>>;
}

/** Every directory record is known by its public id. */
export type DirectoryRow = { pubkey: string };

/** The scaffold works on any resource: its row and form types are its own business. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = DirectoryResource<any, any>;
