// Plain constants, apart from the schemas: the route's search validation (in the entry chunk)
// and the mock API need them without pulling in every schema of the app.

/** The statuses a chat user can show, in the order the profile panel offers them. */
export const chatStatuses = ['online', 'away', 'busy', 'offline'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/** Longest message the API takes, in characters (after trimming). */
export const MESSAGE_MAX = 2000;
/** Longest "about" text of a profile. */
export const ABOUT_MAX = 300;

/** Largest file a message takes, in bytes (10 MB): what the composer and the API refuse above. */
export const ATTACHMENT_MAX_BYTES = 10_000_000;
/** Most files one message carries. */
export const ATTACHMENTS_MAX = 5;
