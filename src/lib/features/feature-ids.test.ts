import { featureIds, isFeatureId, servedUnder } from './feature-ids';

describe('servedUnder', () => {
  it('serves every feature when nothing is declared', () => {
    expect(featureIds.every((feature) => servedUnder(undefined, feature))).toBe(true);
  });

  it('serves only what the declaration names', () => {
    const declared = ['users', 'roles', 'permissions', 'todo'] as const;
    expect(featureIds.filter((feature) => servedUnder(declared, feature))).toEqual([
      'todo',
      'users',
      'roles',
      'permissions',
    ]);
  });

  it('serves a feature that lives in another app only with that app', () => {
    expect(servedUnder(['ecommerce-customers'], 'ecommerce-customers')).toBe(false);
    expect(servedUnder(['cart'], 'cart')).toBe(false);
    expect(servedUnder(['ecommerce', 'ecommerce-customers'], 'ecommerce-customers')).toBe(true);
    expect(servedUnder(['ecommerce'], 'ecommerce-customers')).toBe(false);
  });

  it('knows its ids', () => {
    expect(isFeatureId('audit-log')).toBe(true);
    expect(isFeatureId('todos')).toBe(false);
  });
});
