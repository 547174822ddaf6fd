// Types of system-browser.mjs, for playwright.config.ts.
export declare const SYSTEM_CHROMIUM: string;
export declare const SYSTEM_HEADLESS_SHELL: string;
export declare function headlessBrowserPath(): string;
export declare function fullBrowserPath(): string;
