import type { ReactNode } from 'react';
import {
  AbilityProvider,
  Can as CaslCan,
  useAbility as useCaslAbility,
  type CanProps,
} from '@casl/react';
import type { AppAbility } from './ability';

export { AbilityProvider };

/** The signed-in user's ability; it updates in place when the session changes. */
export function useAbility(): AppAbility {
  return useCaslAbility<AppAbility>();
}

/** `<Can I="delete" a="User">…</Can>` renders its children only when allowed. */
export const Can = CaslCan as (props: CanProps<AppAbility>) => ReactNode;
