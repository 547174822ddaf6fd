import { accountFeature } from '@/apps/account/account-feature';
import { bookmarksFeature, recordSearchFeature } from '@/apps/bookmarks/bookmarks-feature';
import { cartFeature } from '@/apps/ecommerce/ecommerce-manifest';
import { notificationsFeature } from '@/apps/notifications/notifications-feature';
import { liveEventsFeature } from '@/lib/events/live-events-feature';
import { servedUnder, type FeatureId } from '@/lib/features/feature-ids';
import { appRegistry } from './app-registry';

/**
 * What sign-in, the refresh and sign-out call (the auth pages included): every backend serves
 * them, whatever its `features` say.
 */
export const coreOperations: readonly string[] = [
  'signIn',
  'signInSecondStep',
  'signUp',
  'refreshTokens',
  'signOut',
  'requestPasswordReset',
  'checkPasswordResetLink',
  'verifyEmail',
  'resetPassword',
];

/** One feature a backend may declare, and every API operation its screens call. */
export type FeatureCalls = {
  feature: FeatureId;
  /**
   * An app's or page's title key (the menu's) and the key of what it sits in (its app, or the
   * dashboards' group), or, for a shell feature, its English name.
   */
  title: { key: string; withinKey?: string } | { name: string };
  operations: readonly string[];
  /** Operations of the app's group that no screen calls yet (`AppManifest.alsoServes`). */
  alsoServes: readonly string[];
};

/** The shell's features: what every signed-in page shows around the app. */
export const shellFeatures = [
  liveEventsFeature,
  notificationsFeature,
  bookmarksFeature,
  recordSearchFeature,
  cartFeature,
  accountFeature,
];

/**
 * Every declarable feature with what it calls: the apps (a page that is a feature of its own,
 * the e-commerce managers' pages, apart from its app), then the shell's. One list: the docs'
 * table, the tests and `operationsNeeded` read it.
 */
export function featureCatalog(): FeatureCalls[] {
  const apps = appRegistry.flatMap((app): FeatureCalls[] => [
    {
      feature: app.feature,
      title: {
        key: app.titleKey,
        withinKey: app.group === 'dashboards' ? 'nav.groups.dashboards' : undefined,
      },
      operations: app.operations,
      alsoServes: app.alsoServes ?? [],
    },
    ...(app.children ?? []).flatMap((page): FeatureCalls[] =>
      page.operations && page.feature !== app.feature
        ? [
            {
              feature: page.feature,
              title: { key: page.titleKey, withinKey: app.titleKey },
              operations: page.operations,
              alsoServes: [],
            },
          ]
        : [],
    ),
  ]);
  const shell = shellFeatures.map((feature): FeatureCalls => ({
    feature: feature.feature,
    title: { name: feature.name },
    operations: feature.operations,
    alsoServes: [],
  }));
  return [...apps, ...shell];
}

/**
 * The API operations (the contract's `operationId`s) a backend serves for a dashboard declared
 * with `declared` (config.json's `features`; undefined: everything): sign-in's, and those of
 * every feature the declaration turns on. Pure: no React, no contract, no configuration read.
 */
export function operationsNeeded(declared: readonly FeatureId[] | undefined): ReadonlySet<string> {
  const needed = new Set(coreOperations);
  for (const entry of featureCatalog()) {
    if (!servedUnder(declared, entry.feature)) continue;
    for (const operation of [...entry.operations, ...entry.alsoServes]) needed.add(operation);
  }
  return needed;
}

/** The part of an OpenAPI document `tagsNeeded` reads (docs/openapi.json is one). */
export type OperationsDocument = {
  paths: Readonly<
    Record<string, Readonly<Record<string, { operationId?: string; tags?: readonly string[] }>>>
  >;
};

/**
 * The document's tags holding what `declared` needs (`operationsNeeded`), in the document's
 * order: `npm run contract -- --only <Tags>` checks those.
 */
export function tagsNeeded(
  declared: readonly FeatureId[] | undefined,
  document: OperationsDocument,
): string[] {
  const needed = operationsNeeded(declared);
  const tags = new Set<string>();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      if (operation.operationId && needed.has(operation.operationId)) {
        for (const tag of operation.tags ?? []) tags.add(tag);
      }
    }
  }
  return [...tags];
}
