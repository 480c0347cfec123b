import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the products started by global-setup.ts listen, one per worker (see base-url.ts). */
    baseUrls: string[];
    /** The authenticator app every file's logins share (authenticator-service.ts). */
    authenticatorUrl: string;
  }
}
