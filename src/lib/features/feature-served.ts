import { config } from '@/lib/config';
import { servedUnder, type FeatureId } from './feature-ids';

/**
 * Whether the backend serves `feature` (config.json's `features`; everything when the file names
 * none). The menus, the route guards and every link or tab that would call another feature's
 * endpoints ask this, so an undeclared feature is never shown and never called.
 */
export function featureServed(feature: FeatureId): boolean {
  return servedUnder(config().features, feature);
}
