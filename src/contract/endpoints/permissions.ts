import * as z from 'zod/mini';
import {
  addPermissionFormSchema,
  editPermissionFormSchema,
  permissionListSchema,
  permissionSchema,
} from '@/apps/permissions/api/permission-schemas';
import { createListParams, flagParam } from '@/lib/list/list-search';
import { idNumberOrText } from '@/lib/api-fields/api-fields';
import type { EndpointErrorKeys } from '@/contract/error-keys';
import {
  ability,
  deleteOne,
  type Endpoint,
  endpointGroup,
  pagedListRead,
  type WriteFacts,
} from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';

const SORT_COLUMNS = ['name', 'assignedTo', 'createdDate', 'isCore'] as const;
/** What `q` finds a permission by. */
export const PERMISSION_SEARCH_FIELDS = ['name', 'assignedTo'] as const;

/**
 * `GET /apps/permissions/data`: the list fields every list route reads, the roles to filter by
 * (repeatable, `assignedTo[]` read the same; empty names dropped) and whether to send `allData`.
 */
export const permissionListParams = createListParams({
  sortColumns: SORT_COLUMNS,
  filters: {
    // Left out: no filter (`prefault`, so the document does not call it required).
    assignedTo: z.catch(
      z.prefault(
        z.pipe(
          z.array(z.string()),
          z.transform((names) => names.map((name) => name.trim()).filter((name) => name !== '')),
        ),
        [],
      ),
      [],
    ),
    allData: flagParam(true),
  },
});

/** The `params` of the list answer: the values the list was computed with. */
export const permissionListParamsAnswer = z.object({
  q: z.string(),
  page: z.number(),
  perPage: z.number(),
  assignedTo: z.array(z.string()),
  sort: z.enum(['asc', 'desc']),
  sortColumn: z.enum(SORT_COLUMNS),
});
export type PermissionListParams = z.infer<typeof permissionListParamsAnswer>;

export const permissionListAnswer = z.extend(permissionListSchema, {
  params: permissionListParamsAnswer,
});
export type PermissionListAnswer = z.infer<typeof permissionListAnswer>;

const roleNamesField = z.array(z.string().check(z.trim(), z.minLength(1, 'validation.required')));
/** The add dialog's schema; a script may leave out the roles and the core flag. */
export const newPermissionFields = z.extend(addPermissionFormSchema, {
  assignedTo: z.prefault(roleNamesField, []),
  isCore: z.prefault(z.boolean(), false),
});
/** `POST /apps/permissions/add-permission`: the record travels in `permission`. */
export const addPermissionBody = z.object({ permission: newPermissionFields });
/**
 * The envelope alone: the mock validates `permission` on its own (`newPermissionFields`), so that
 * field errors are named `name`, `assignedTo`…, like the fields of the form that sent them.
 */
export const addPermissionEnvelope = z.object({ permission: z.unknown() });

/** The edit dialog's schema with the id (a number, or text: `"6"`); without roles they stay. */
export const updatePermissionBody = z.extend(editPermissionFormSchema, {
  id: idNumberOrText,
  assignedTo: z.optional(roleNamesField),
});

const RULES = [
  'Names are unique, case-insensitively (409 `permissions.errors.nameTaken` on `name`);',
  '`assignedTo` names existing roles (400 `permissions.errors.unknownRole` on `assignedTo`) and',
  'is stored once each, in the roles’ order.',
].join(' ');

/** A role that does not exist, a name another permission has. */
const permissionErrorKeys: EndpointErrorKeys = {
  400: fieldErrorKeys('assignedTo', 'permissions.errors.unknownRole'),
  409: fieldErrorKeys('name', 'permissions.errors.nameTaken'),
};

/** Every write of a permission. */
const permissionWrites = {
  changes: { resources: ['permissions'], readers: 'Permission' },
  audit: { app: 'permissions', tables: ['permissions'] },
} as const satisfies WriteFacts;

export const permissionsApi = {
  list: {
    id: 'listPermissions',
    path: '/apps/permissions/data',
    summary: 'One page of permissions',
    description: [
      '`q` matches the name and the role names (case-insensitive); `assignedTo` (repeatable,',
      '`assignedTo=a&assignedTo=b`; `assignedTo[]=a`, as the specification’s client sends it,',
      'is read the same) keeps the permissions given to any of the listed roles. `sortColumn` is',
      'one of `name`, `assignedTo`, `createdDate`, `isCore`; without a known one the list is',
      'newest first (`createdDate` desc), whatever `sort` says. `params` echoes the values used:',
      'then `sortColumn: createdDate` and `sort: desc`, the order applied.',
      '`allData` holds every match, unpaginated; `allData=false` gives `[]`.',
    ].join(' '),
    example: { query: { q: 'manage', assignedTo: ['admin'], page: '1', perPage: '10' } },
    ...pagedListRead('Permission', permissionListParams, permissionListAnswer, {
      items: 'permissions',
      search: PERMISSION_SEARCH_FIELDS,
      filters: [{ param: 'assignedTo', field: 'assignedTo', match: 'includes' }],
      sortColumns: SORT_COLUMNS,
    }),
  },
  add: {
    id: 'addPermission',
    method: 'post',
    path: '/apps/permissions/add-permission',
    creates: true,
    summary: 'Add a permission',
    description: [
      'The record in `permission` (the specification’s form); field errors are named after the',
      `record’s fields (\`name\`, not \`permission.name\`). ${RULES} \`createdDate\` is now (the`,
      'mock clock); `isCore` defaults to false.',
    ].join(' '),
    access: ability('create', 'Permission'),
    ...permissionWrites,
    body: addPermissionBody,
    errors: [400, 409],
    errorKeys: permissionErrorKeys,
    answers: { 201: { description: 'The new permission', schema: permissionSchema } },
    example: { body: { permission: { name: 'Manage Webhooks', assignedTo: ['admin'] } } },
  },
  update: {
    id: 'updatePermission',
    method: 'post',
    path: '/apps/permissions/update-permission',
    summary: 'Rename a permission or change its roles',
    description: [
      'The roles are replaced when `assignedTo` is sent, kept when it is left out. The id may be',
      `sent as text (\`"6"\`), as the specification’s client does. ${RULES}`,
    ].join(' '),
    access: ability('update', 'Permission'),
    ...permissionWrites,
    versioned: { current: permissionSchema },
    body: updatePermissionBody,
    errors: [400, 404, 409],
    errorKeys: permissionErrorKeys,
    answers: { 200: { description: 'The permission', schema: permissionSchema } },
    example: { body: { id: '1', name: 'Manage Payroll' } },
  },
  delete: {
    id: 'deletePermission',
    path: '/apps/permissions/delete',
    summary: 'Delete a permission',
    description:
      'The id in the query (`?id=3`) or in the body (`{ "id": 3 }`, also as text: `"3"`); none is a 404.',
    ...deleteOne('Permission', permissionSchema),
    ...permissionWrites,
    errors: [400, 404],
    answers: { 204: { description: 'Deleted' } },
    example: { query: { id: '3' } },
  },
} as const satisfies Record<string, Endpoint>;

export const permissionsGroup = endpointGroup(
  'Permissions',
  permissionsApi,
  'The permissions list and its role assignments.',
);
