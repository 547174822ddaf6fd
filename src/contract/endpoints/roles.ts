import * as z from 'zod/mini';
import {
  matrixRowSchema,
  roleNameSchema,
  roleSchema,
  rolesResponseSchema,
} from '@/apps/roles/api/role-schemas';
import { matrixSubjects } from '@/lib/ability/role-matrix';
import { idNumberOrText } from '@/lib/api-fields/api-fields';
import {
  ability,
  deleteOne,
  type Endpoint,
  endpointGroup,
  type WriteFacts,
} from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';

/** The role dialog's grid, where a subject or an action left out means "not allowed". */
const matrixField = z.partialRecord(
  z.enum(matrixSubjects),
  z.strictObject(z.partial(matrixRowSchema).shape),
);

export const addRoleBody = z.object({ name: roleNameSchema, permissions: matrixField });
/** The add body with the id (a number, or text: `"6"`); without `name` the name stays. */
export const updateRoleBody = z.object({
  id: idNumberOrText,
  name: z.optional(roleNameSchema),
  permissions: matrixField,
});

const GRID_RULES = [
  'The grid edits only plain allow rules of `read`, `create`, `update`, `delete` on the grid’s',
  'subjects; every other rule of the role (`manage`, `all`, conditions, fields, reasons) is kept',
  'as it is. A subject or an action left out of `permissions` means "not allowed".',
].join(' ');

/** A role's name shows in the users' and the permissions' lists too. */
const roleWrites = {
  changes: { resources: ['roles', 'users', 'permissions'], readers: 'Role' },
  audit: { app: 'roles', tables: ['roles', 'users', 'permissions'] },
} as const satisfies WriteFacts;

export const rolesApi = {
  list: {
    id: 'listRoles',
    method: 'get',
    path: '/apps/roles',
    summary: 'The roles, in id order',
    description: [
      'Each with `userCount` (the users whose `role` is its name), `users` (the first four by',
      'id), its CASL `rules` (as in `userData.ability`) and `permissions`: for every subject but',
      '`all` and `Auth`, what the rules allow of the four actions on the subject type,',
      'conditional rules left aside.',
    ].join(' '),
    access: ability('read', 'Role'),
    answers: { 200: { description: 'The roles', schema: rolesResponseSchema } },
  },
  add: {
    id: 'addRole',
    method: 'post',
    path: '/apps/roles/add-role',
    creates: true,
    summary: 'Add a role',
    description: `Names are unique, case-insensitively (409 \`roles.errors.nameTaken\` on \`name\`). ${GRID_RULES}`,
    access: ability('create', 'Role'),
    ...roleWrites,
    body: addRoleBody,
    errors: [400, 409],
    errorKeys: {
      409: fieldErrorKeys('name', 'roles.errors.nameTaken'),
    },
    answers: { 201: { description: 'The new role', schema: roleSchema } },
    example: {
      body: {
        name: 'Auditor',
        permissions: { Invoice: { read: true }, User: { read: true } },
      },
    },
  },
  update: {
    id: 'updateRole',
    method: 'post',
    path: '/apps/roles/update-role',
    summary: 'Rename a role or change its grid',
    description: [
      GRID_RULES,
      'A rename carries over to the users’ `role` and to the permissions’ `assignedTo`; the',
      'users get the new rules at their next sign-in or token refresh. The id may be sent as',
      'text (`"6"`). 409 `roles.errors.nameTaken` on `name`; 400',
      '`roles.errors.adminManagesAll` on `permissions` for a grid that would reduce `admin`,',
      '`roles.errors.fixedName` on `name` for renaming `admin` or `client` (sign-in and sign-up',
      'rely on their names).',
    ].join(' '),
    access: ability('update', 'Role'),
    ...roleWrites,
    versioned: { current: roleSchema },
    body: updateRoleBody,
    errors: [400, 404, 409],
    errorKeys: {
      400: {
        messages: ['roles.errors.adminManagesAll', 'roles.errors.fixedName'],
        fields: { permissions: ['roles.errors.adminManagesAll'], name: ['roles.errors.fixedName'] },
      },
      409: fieldErrorKeys('name', 'roles.errors.nameTaken'),
    },
    answers: { 200: { description: 'The role', schema: roleSchema } },
    example: { body: { id: 6, name: 'subscriber', permissions: { Todo: { read: true } } } },
  },
  delete: {
    id: 'deleteRole',
    path: '/apps/roles/delete',
    summary: 'Delete a role',
    description: [
      'The id in the query (`?id=6`) or in the body (`{ "id": 6 }`, also as text: `"6"`); none',
      'is a 404. The role leaves the permissions’ `assignedTo` and its rules are gone for good.',
      '400 `roles.errors.fixedDelete` for `admin` and `client`; 409 `roles.errors.inUse`',
      '(`params: { count }`) while users hold it.',
    ].join(' '),
    ...deleteOne('Role', roleSchema),
    ...roleWrites,
    errors: [400, 404, 409],
    errorKeys: {
      400: { messages: ['roles.errors.fixedDelete'] },
      409: { messages: ['roles.errors.inUse'] },
    },
    answers: { 204: { description: 'Deleted' } },
  },
} as const satisfies Record<string, Endpoint>;

export const rolesGroup = endpointGroup('Roles', rolesApi, 'Roles and the CASL rules each gives.');
