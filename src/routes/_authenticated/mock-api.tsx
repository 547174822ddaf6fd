import { createFileRoute } from '@tanstack/react-router';
import { mockStatusQueryOptions } from '@/apps/mock-api/api/get-mock-status';
import { MockApiPage } from '@/apps/mock-api/pages/mock-api-page';
import { mockApiManifest } from '@/apps/mock-api/mock-api-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { awaitQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/mock-api')({
  beforeLoad: ({ context }) => requireAbility(context, mockApiManifest),
  loader: ({ context }) => awaitQuery(context.queryClient, mockStatusQueryOptions()),
  component: MockApiPage,
});
