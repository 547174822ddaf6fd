import { apiGroups } from '@/contract/api-contract';
import type { Endpoint } from '@/contract/endpoint';

let endpointMatchers: { method: string; pattern: RegExp; endpoint: Endpoint }[] | undefined;

/** The endpoint the contract describes for this method (any case) and path, if any. */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  endpointMatchers ??= apiGroups.flatMap((group) =>
    group.endpoints.map((endpoint) => ({
      method: endpoint.method.toUpperCase(),
      pattern: new RegExp(`^${endpoint.path.replaceAll(/\{\w+\}/g, '[^/]+')}$`),
      endpoint,
    })),
  );
  const wanted = method.toUpperCase();
  return endpointMatchers.find((matcher) => matcher.method === wanted && matcher.pattern.test(path))
    ?.endpoint;
}
