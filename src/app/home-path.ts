import type { AppAbility } from '@/lib/ability/ability';
import { featureServed } from '@/lib/features/feature-served';
import { appRegistry } from './app-registry';

/** Where a signed-in user lands: the first app they may open that the backend serves. */
export function homePath(ability: AppAbility): string {
  const first = appRegistry.find(
    (app) => featureServed(app.feature) && ability.can(app.action ?? 'read', app.subject),
  );
  return first?.path ?? '/not-authorized';
}
