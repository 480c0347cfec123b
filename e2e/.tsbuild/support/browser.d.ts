import { type Browser, type BrowserContext } from 'playwright-core';
export declare const CHROMIUM: string;
export interface TestBrowser {
    browser: Browser;
    newContext(options?: {
        lang?: 'ar' | 'en';
        width?: number;
        height?: number;
    }): Promise<BrowserContext>;
    close(): Promise<void>;
}
/** Debian's Chromium, headless, with a fresh profile and no background network. */
export declare function launchBrowser(baseUrl: string): Promise<TestBrowser>;
