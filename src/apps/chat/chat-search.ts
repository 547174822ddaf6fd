import * as z from 'zod/mini';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

const id = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined);

/**
 * The open conversation in the URL, so reload and Back/Forward work: `chatId` for a chat,
 * `contactId` for a contact who has no chat yet. Anything malformed opens no chat.
 */
export const chatSearchSchema = builtOnFirstUse(() => z.object({ chatId: id, contactId: id }));
export type ChatSearch = z.infer<typeof chatSearchSchema>;
