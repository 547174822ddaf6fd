import type { Endpoint } from '@/contract/endpoint';
import { callApi, signInAs } from './mock-api-client';

/** The URL of an endpoint's documented example: its path filled in, its query appended. */
export function exampleUrl(endpoint: Endpoint): string {
  const path = endpoint.path.replaceAll(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(endpoint.example?.path?.[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(endpoint.example?.query ?? {})) {
    for (const item of typeof value === 'string' ? [value] : value) query.append(name, item);
  }
  return query.size > 0 ? `${path}?${query}` : path;
}

/**
 * Sends each endpoint's documented example, as the admin, in a fresh mock session of its own (so
 * one example's write does not change another's data), and answers the statuses by endpoint id.
 */
export async function exampleStatuses(
  endpoints: readonly Endpoint[],
): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const endpoint of endpoints) {
    if (!endpoint.example) continue;
    const session = crypto.randomUUID();
    const { accessToken: token } = await signInAs('admin', session);
    const { status } = await callApi(exampleUrl(endpoint), {
      method: endpoint.method.toUpperCase(),
      body: endpoint.example.body,
      token,
      session,
    });
    statuses[endpoint.id] = status;
  }
  return statuses;
}
