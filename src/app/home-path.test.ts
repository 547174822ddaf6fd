import { buildAbility } from '@/lib/ability/ability';
import { loadConfig } from '@/lib/config';
import { homePath } from './home-path';

const declare = (features: readonly string[]) =>
  loadConfig(
    Promise.resolve(
      new Response(JSON.stringify({ features }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

describe('homePath', () => {
  const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
  afterEach(() => loadConfig(Promise.resolve(new Response('', { status: 404 }))));

  it('lands the admin on the analytics dashboard when the backend serves everything', () => {
    expect(homePath(admin)).toBe('/dashboards/analytics');
  });

  it('skips the apps config.json does not declare', async () => {
    await declare(['users', 'roles', 'permissions', 'todo']);
    expect(homePath(admin)).toBe('/apps/todo');
  });

  it('goes to the not-authorized page when nothing declared may be opened', async () => {
    await declare(['users']);
    expect(homePath(buildAbility([{ action: 'read', subject: 'Todo' }]))).toBe('/not-authorized');
  });
});
