import 'i18next';
import type { Resources } from '../app/resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Arabic is the reference catalogue: a key missing from it is a type error (keys.typecheck.ts).
    resources: Resources;
  }
}
