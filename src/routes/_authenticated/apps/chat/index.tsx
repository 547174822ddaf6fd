import { createFileRoute } from '@tanstack/react-router';
import { chatsAndContactsQueryOptions } from '@/apps/chat/api/list-chats-and-contacts';
import { chatManifest } from '@/apps/chat/chat-manifest';
import { chatSearchSchema } from '@/apps/chat/chat-search';
import { ChatPage } from '@/apps/chat/pages/chat-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/chat/')({
  validateSearch: chatSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, chatManifest),
  // Not waited for: the page says its loading and a failed list, with Retry. The open chat loads
  // in the page.
  loader: ({ context }) => prefetchQuery(context.queryClient, chatsAndContactsQueryOptions()),
  component: ChatPage,
});
