/**
 * The write checks of `npm run contract -- --write`: each scenario creates a record of its own,
 * changes it, and deletes it; `cleanup` runs whatever happened, for what was created. `{{name}}`
 * is a value saved from an earlier answer (`save: { id: '$.user.id' }`); `{{run}}` is unique to
 * the run, so that names never collide with a backend's data or an earlier run's.
 */
export interface ScenarioStep {
  /** `POST /apps/users/add-user`, with the query string if any. */
  call: string;
  does: string;
  body?: unknown;
  /** Values to keep from the answer, by name: a path such as `$.user.id`. */
  save?: Record<string, string>;
}

export interface WriteScenario {
  name: string;
  steps: readonly ScenarioStep[];
  cleanup: readonly ScenarioStep[];
}

const newUser = {
  fullName: 'Contract Check',
  username: 'contract.{{run}}',
  email: 'contract.{{run}}@example.com',
  contact: '+1 555 0100',
  company: 'Conformance',
  country: 'Nowhere',
  role: 'subscriber',
  currentPlan: 'basic',
};

export const writeScenarios: readonly WriteScenario[] = [
  {
    name: 'users',
    steps: [
      {
        call: 'POST /apps/users/add-user',
        does: 'adds a user',
        body: newUser,
        save: { userId: '$.user.id' },
      },
      {
        call: 'POST /apps/users/update-user',
        does: 'changes it',
        body: { ...newUser, id: '{{userId}}', company: 'Conformance (edited)' },
      },
      { call: 'GET /api/users/user?id={{userId}}', does: 'reads it back' },
      {
        call: 'POST /apps/users/update-status',
        does: 'activates it',
        body: { id: '{{userId}}', status: 'active' },
      },
      {
        call: 'POST /apps/users/change-password',
        does: 'sets its password',
        body: { id: '{{userId}}', password: 'Conformance1', confirmation: 'Conformance1' },
      },
    ],
    cleanup: [{ call: 'DELETE /apps/users/delete?id={{userId}}', does: 'deletes it' }],
  },
];
