import { buildAbility } from '@/lib/ability/ability';
import { declareFeatures, declareNoFeatures } from '@/testing/menu';
import { homePath } from './home-path';

describe('homePath', () => {
  const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
  afterEach(declareNoFeatures);

  it('lands the admin on the analytics dashboard when the backend serves everything', () => {
    expect(homePath(admin)).toBe('/dashboards/analytics');
  });

  it('skips the apps config.json does not declare', async () => {
    await declareFeatures(['users', 'roles', 'permissions', 'todo']);
    expect(homePath(admin)).toBe('/apps/todo');
  });

  it('goes to the not-authorized page when nothing declared may be opened', async () => {
    await declareFeatures(['users']);
    expect(homePath(buildAbility([{ action: 'read', subject: 'Todo' }]))).toBe('/not-authorized');
  });
});
