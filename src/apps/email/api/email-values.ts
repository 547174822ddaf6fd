/**
 * The email enums as plain arrays (no zod): the route's search schema needs them in the entry
 * chunk, the record schemas need not be there.
 */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof emailFolders)[number];

/** What the sidebar offers: the folders plus Starred, a flag shown as a folder. */
export const emailViews = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type EmailView = (typeof emailViews)[number];

export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof emailLabels)[number];

/** Where a bulk move may send mails. */
export const moveTargets = ['inbox', 'spam', 'trash'] as const;
export type MoveTarget = (typeof moveTargets)[number];

export const paginateDirections = ['previous', 'next'] as const;
