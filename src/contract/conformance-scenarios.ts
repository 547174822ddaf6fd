/**
 * The write checks of `npm run contract -- --write`: each scenario creates a record of its own,
 * changes it, reads it back, and deletes it; `cleanup` runs whatever happened, for what was
 * created. `{{name}}` is a value saved from an earlier answer (`save: { id: '$.user.id' }`);
 * `{{run}}` is unique to the run, so that names never collide with a backend's data or an
 * earlier run's. A scenario runs when every operation it calls is of a tag of the run.
 */
export interface ScenarioStep {
  /** `POST /apps/users/add-user`, with the query string if any. */
  call: string;
  does: string;
  body?: unknown;
  /** Values to keep from the answer, by name: a path such as `$.user.id`. */
  save?: Record<string, string>;
  /** The refusal this step must get instead of a success: its status, and a field's error key. */
  refused?: { status: number; field?: string; key?: string };
  /**
   * After the step, a `GET` that reads the record back: every field the body sent (or the part of
   * it at `sent`) must read back equal. `record` is where the record is in that answer, or the
   * list that holds it, found by `id`.
   */
  readBack?: {
    call: string;
    record: string;
    id?: string;
    sent?: string;
    /** Only these fields of what was sent (a bulk write's body also names its `ids`). */
    fields?: readonly string[];
  };
  /** Values the answer must hold, by path (`$.refused.0.row`): what a partial success reports. */
  answer?: Record<string, unknown>;
}

export interface WriteScenario {
  name: string;
  steps: readonly ScenarioStep[];
  cleanup: readonly ScenarioStep[];
}

/**
 * The clean-up of a record whose name must be unique: the record, then the duplicate that a
 * backend which wrongly took the same name made (saved as `stray`), then the record's 404.
 */
function deleteWithStray(path: string, id: string, stray: string, noun: string): ScenarioStep[] {
  return [
    { call: `DELETE ${path}?id={{${id}}}`, does: 'deletes it' },
    {
      call: `DELETE ${path}?id={{${stray}}}`,
      does: 'deletes the duplicate it should have refused',
    },
    {
      call: `DELETE ${path}?id={{${id}}}`,
      does: `answers 404 for the deleted ${noun}`,
      refused: { status: 404 },
    },
  ];
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

const readUser = { call: 'GET /api/users/user?id={{userId}}', record: '$.user' };
const readRole = { call: 'GET /apps/roles', record: '$', id: '{{roleId}}' };
const readPermission = {
  call: 'GET /apps/permissions/data?q=Contract%20{{run}}',
  record: '$.permissions',
  id: '{{permissionId}}',
};
const readTask = {
  call: 'GET /apps/todo/tasks?filter=everyone&q=Contract%20{{run}}',
  record: '$.tasks',
  id: '{{taskId}}',
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
        readBack: readUser,
      },
      {
        call: 'POST /apps/users/add-user',
        does: 'refuses another user with the same email (409)',
        body: { ...newUser, username: 'contract.{{run}}.other' },
        refused: { status: 409, field: 'email', key: 'users.errors.emailTaken' },
        save: { strayByEmail: '$.user.id' },
      },
      {
        call: 'POST /apps/users/add-user',
        does: 'refuses another user with the same username in capitals (409)',
        body: { ...newUser, username: 'CONTRACT.{{run}}', email: 'other.{{run}}@example.com' },
        refused: { status: 409, field: 'username', key: 'users.errors.usernameTaken' },
        save: { strayByUsername: '$.user.id' },
      },
      {
        call: 'POST /apps/users/update-user',
        does: 'changes it',
        body: {
          ...newUser,
          id: '{{userId}}',
          fullName: 'Contract Check (edited)',
          company: 'Conformance (edited)',
          country: 'Elsewhere',
          currentPlan: 'team',
        },
        readBack: readUser,
      },
      {
        call: 'POST /apps/users/update-status',
        does: 'activates it',
        body: { id: '{{userId}}', status: 'active' },
        readBack: readUser,
      },
      {
        call: 'POST /apps/users/update-many',
        does: 'sets its plan and status with the bulk edit',
        body: { ids: ['{{userId}}'], currentPlan: 'enterprise', status: 'inactive' },
        readBack: { ...readUser, fields: ['currentPlan', 'status'] },
      },
      {
        call: 'POST /apps/users/import',
        does: 'imports a user from a file, refusing the row whose email is taken',
        body: {
          users: [
            {
              ...newUser,
              username: 'contract.{{run}}.imported',
              email: 'imported.{{run}}@example.com',
              status: 'active',
            },
            { ...newUser, username: 'contract.{{run}}.again' },
          ],
        },
        save: { importedId: '$.imported.0.user.id', strayImport: '$.imported.1.user.id' },
        answer: {
          '$.imported.0.row': 0,
          '$.refused.0.row': 1,
          '$.refused.0.errors.email.0': 'users.errors.emailTaken',
        },
        readBack: {
          call: 'GET /api/users/user?id={{importedId}}',
          record: '$.user',
          sent: '$.users.0',
        },
      },
      {
        call: 'POST /apps/users/change-password',
        does: 'sets its password',
        body: { id: '{{userId}}', password: 'Conformance1', confirmation: 'Conformance1' },
      },
    ],
    cleanup: [
      { call: 'DELETE /apps/users/delete?id={{userId}}', does: 'deletes it' },
      { call: 'DELETE /apps/users/delete?id={{importedId}}', does: 'deletes the imported user' },
      {
        call: 'DELETE /apps/users/delete?id={{strayImport}}',
        does: 'deletes the imported row it should have refused',
      },
      {
        call: 'DELETE /apps/users/delete?id={{strayByEmail}}',
        does: 'deletes the duplicate it should have refused',
      },
      {
        call: 'DELETE /apps/users/delete?id={{strayByUsername}}',
        does: 'deletes the duplicate it should have refused',
      },
      {
        call: 'GET /api/users/user?id={{userId}}',
        does: 'answers 404 for the deleted user',
        refused: { status: 404 },
      },
    ],
  },
  {
    name: 'roles',
    steps: [
      {
        call: 'POST /apps/roles/add-role',
        does: 'adds a role',
        body: { name: 'contract-{{run}}', permissions: { Todo: { read: true } } },
        save: { roleId: '$.id' },
        readBack: readRole,
      },
      {
        call: 'POST /apps/roles/add-role',
        does: 'refuses a second role of the same name (409)',
        body: { name: 'CONTRACT-{{run}}', permissions: {} },
        refused: { status: 409, field: 'name', key: 'roles.errors.nameTaken' },
        save: { strayRoleId: '$.id' },
      },
      {
        call: 'POST /apps/roles/update-role',
        does: 'changes its rights',
        body: {
          id: '{{roleId}}',
          name: 'contract-{{run}}',
          permissions: { Todo: { read: true, create: true } },
        },
        readBack: readRole,
      },
    ],
    cleanup: deleteWithStray('/apps/roles/delete', 'roleId', 'strayRoleId', 'role'),
  },
  {
    name: 'permissions',
    steps: [
      {
        call: 'POST /apps/permissions/add-permission',
        does: 'adds a permission',
        body: { permission: { name: 'Contract {{run}}', assignedTo: ['admin'] } },
        save: { permissionId: '$.id' },
        readBack: { ...readPermission, sent: 'permission' },
      },
      {
        call: 'POST /apps/permissions/add-permission',
        does: 'refuses a second permission of the same name (409)',
        body: { permission: { name: 'contract {{run}}', assignedTo: [] } },
        refused: { status: 409, field: 'name', key: 'permissions.errors.nameTaken' },
        save: { strayPermissionId: '$.id' },
      },
      {
        call: 'POST /apps/permissions/update-permission',
        does: 'renames it',
        body: {
          id: '{{permissionId}}',
          name: 'Contract {{run}} (renamed)',
          assignedTo: ['admin', 'client'],
        },
        readBack: readPermission,
      },
    ],
    cleanup: deleteWithStray(
      '/apps/permissions/delete',
      'permissionId',
      'strayPermissionId',
      'permission',
    ),
  },
  {
    name: 'todo',
    steps: [
      {
        call: 'POST /apps/todo/add-tasks',
        does: 'adds a task',
        body: {
          task: {
            title: 'Contract {{run}}',
            dueDate: '2026-11-20T00:00:00.000Z',
            description: 'Checked by the contract',
            tags: ['team'],
          },
        },
        save: { taskId: '$.id' },
        readBack: { ...readTask, sent: 'task' },
      },
      {
        call: 'POST /apps/todo/update-task',
        does: 'marks it important and done',
        body: {
          task: {
            id: '{{taskId}}',
            title: 'Contract {{run}} (edited)',
            isImportant: true,
            isCompleted: true,
          },
        },
        readBack: { ...readTask, sent: 'task' },
      },
    ],
    // The first delete moves it to Deleted, the second removes it for good.
    cleanup: [
      { call: 'DELETE /apps/todo/delete-task?taskId={{taskId}}', does: 'moves it to Deleted' },
      { call: 'DELETE /apps/todo/delete-task?taskId={{taskId}}', does: 'removes it' },
      {
        call: 'DELETE /apps/todo/delete-task?taskId={{taskId}}',
        does: 'answers 404 for the removed task',
        refused: { status: 404 },
      },
    ],
  },
  {
    name: 'calendar',
    steps: [
      {
        call: 'POST /apps/calendar/add-event',
        does: 'adds an event',
        body: {
          event: {
            title: 'Contract {{run}}',
            start: '2026-11-03T09:00:00.000Z',
            end: '2026-11-03T10:00:00.000Z',
            calendar: 'Business',
          },
        },
        save: { eventId: '$.id' },
      },
      {
        call: 'POST /apps/calendar/update-event',
        does: 'renames it',
        body: { event: { id: '{{eventId}}', title: 'Contract {{run}} (moved)' } },
      },
    ],
    cleanup: [{ call: 'DELETE /apps/calendar/remove-event?id={{eventId}}', does: 'removes it' }],
  },
  {
    name: 'kanban',
    steps: [
      {
        call: 'POST /apps/kanban/add-board',
        does: 'adds a board',
        body: { data: { title: 'Contract {{run}}' } },
        save: { boardId: '$.id' },
      },
      {
        call: 'POST /apps/kanban/add-task',
        does: 'adds a task to it',
        body: { data: { boardId: '{{boardId}}', title: 'Contract {{run}}' } },
        save: { kanbanTaskId: '$.id' },
      },
      {
        call: 'POST /apps/kanban/update-task',
        does: 'labels the task',
        body: { data: { id: '{{kanbanTaskId}}', labels: ['research'] } },
      },
      {
        call: 'POST /apps/kanban/add-comment',
        does: 'comments on it',
        body: { data: { taskId: '{{kanbanTaskId}}', text: 'Checked' } },
      },
      {
        call: 'POST /apps/kanban/update-board',
        does: 'renames the board',
        body: { data: { id: '{{boardId}}', title: 'Contract {{run}} (renamed)' } },
      },
    ],
    cleanup: [
      {
        call: 'DELETE /apps/kanban/delete-board',
        does: 'deletes the board and its tasks',
        body: { data: { id: '{{boardId}}' } },
      },
    ],
  },
  {
    name: 'invoices',
    steps: [
      {
        call: 'POST /apps/invoice/add',
        does: 'adds an invoice',
        body: {
          client: {
            name: 'Contract {{run}}',
            company: 'Conformance',
            email: 'contract.{{run}}@example.com',
            address: '1 Check Street',
            country: 'United Kingdom',
            contact: '+44 20 7946 0958',
          },
          issuedDate: '2026-11-02',
          dueDate: '2026-12-02',
          items: [{ name: 'Checks', description: '', cost: 100, qty: 1 }],
          discount: 0,
          taxRate: 0,
          note: '',
        },
        save: { invoiceId: '$.invoice.id' },
      },
      {
        call: 'POST /apps/invoice/add-payment',
        does: 'records a payment',
        body: { id: '{{invoiceId}}', amount: 40, date: '2026-11-03', method: 'card', note: '' },
      },
      { call: 'GET /apps/invoice/invoice?id={{invoiceId}}', does: 'reads it back' },
    ],
    cleanup: [{ call: 'DELETE /apps/invoice/delete?id={{invoiceId}}', does: 'deletes it' }],
  },
  {
    // Bulk writes with versions: the list's status change and delete, on a product of its own.
    name: 'products',
    steps: [
      {
        call: 'POST /apps/ecommerce/catalog/products',
        does: 'adds a product',
        body: {
          name: 'Contract {{run}}',
          description: 'Made by the conformance run.',
          category: 'audio',
          brand: 'Sony',
          sku: 'CONTRACT-{{run}}',
          price: 10,
          compareAtPrice: null,
          stock: 1,
          hasFreeShipping: false,
          status: 'draft',
          images: ['/ecommerce/products/audio-1.svg'],
        },
        save: { productId: '$.product.id' },
      },
      {
        call: 'POST /apps/ecommerce/catalog/products/status',
        does: 'archives it from the list',
        body: { ids: ['{{productId}}'], status: 'archived' },
      },
    ],
    cleanup: [
      {
        call: 'POST /apps/ecommerce/catalog/products/delete',
        does: 'deletes it',
        body: { ids: ['{{productId}}'] },
      },
    ],
  },
  {
    name: 'email',
    steps: [
      {
        call: 'POST /apps/email/save-draft',
        does: 'saves a draft',
        body: { to: [], subject: 'Contract {{run}}' },
        save: { emailId: '$.email.id' },
      },
      {
        call: 'POST /apps/email/update-emails',
        does: 'stars it',
        body: { emailIds: ['{{emailId}}'], dataToUpdate: { isStarred: true } },
      },
    ],
    cleanup: [
      {
        call: 'POST /apps/email/update-emails',
        does: 'moves it to Trash',
        body: { emailIds: ['{{emailId}}'], dataToUpdate: { folder: 'trash' } },
      },
      {
        call: 'DELETE /apps/email/delete-emails',
        does: 'deletes it for good',
        body: { emailIds: ['{{emailId}}'] },
      },
    ],
  },
  {
    name: 'cart and wishlist',
    steps: [
      {
        call: 'POST /apps/ecommerce/cart',
        does: 'adds a product to the cart',
        body: { productId: 2, qty: 1 },
        save: { productId: '$.products.0.id' },
      },
      {
        call: 'PATCH /apps/ecommerce/cart/{{productId}}',
        does: 'changes the quantity',
        body: { qty: 2 },
      },
      {
        call: 'POST /apps/ecommerce/wishlist',
        does: 'adds it to the wishlist',
        body: { productId: 2 },
      },
    ],
    cleanup: [
      { call: 'DELETE /apps/ecommerce/cart/{{productId}}', does: 'takes it out of the cart' },
      { call: 'DELETE /apps/ecommerce/wishlist/{{productId}}', does: 'takes it off the wishlist' },
    ],
  },
];
