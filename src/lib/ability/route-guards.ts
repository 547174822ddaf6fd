import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AppAbility } from './ability';
import type { Action, Subject } from './ability-schemas';
import type { session as sessionStore } from '@/lib/session/session';
import type { FeatureId } from '@/lib/features/feature-ids';
import { featureServed } from '@/lib/features/feature-served';

/** Signed out → sign-in, with a way back to where the user was going. */
export function requireSignedIn(
  context: { session: typeof sessionStore },
  location: ParsedLocation,
) {
  if (!context.session.get()) {
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
}

/**
 * A page of a feature the backend does not serve (config.json's `features`) → the not-authorized
 * page, as a page the user may not open: it is in no menu, and nothing of it is called.
 */
export function requireFeature(feature: FeatureId) {
  if (!featureServed(feature)) throw redirect({ to: '/not-authorized', replace: true });
}

/**
 * Signed in but not allowed to open the page, or the backend does not serve it → the
 * not-authorized page. `page` is the app's manifest (or one of its child pages): the route
 * checks what the menu shows, never a copy.
 */
export function requireAbility(
  context: { ability: AppAbility },
  page: { action?: Action; subject: Subject; feature: FeatureId },
) {
  requireFeature(page.feature);
  if (!context.ability.can(page.action ?? 'read', page.subject)) {
    throw redirect({ to: '/not-authorized', replace: true });
  }
}

/**
 * Only same-site paths are followed after sign-in, so a crafted `?redirect=https://evil` link
 * cannot send the user elsewhere.
 */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined;
  }
  return target;
}
