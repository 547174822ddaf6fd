import { session } from '@/lib/session/session';
import { buildAbility, updateAbility } from './ability';

/** The app's one ability; it follows the session, so guards and `<Can>` always see current rules. */
export const ability = buildAbility(session.get()?.userData.ability);

session.subscribe(() => updateAbility(ability, session.get()?.userData.ability));
