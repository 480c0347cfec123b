import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the product started by global-setup.ts listens. */
    baseUrl: string;
  }
}
