import type { $ZodType, output } from 'zod/v4/core';
import type { SeedContext } from '@/mocks/seed/seed-context';
import { seedRoles } from '@/mocks/seed/auth-seed';
import { seedBookmarks } from '@/mocks/seed/bookmarks-seed';
import { seedChatContacts, seedChatProfiles, seedChats } from '@/mocks/seed/chat-seed';
import { seedEmails } from '@/mocks/seed/emails-seed';
import { seedEvents } from '@/mocks/seed/events-seed';
import { seedInvoices } from '@/mocks/seed/invoices-seed';
import { seedKanbanBoards, seedKanbanTasks } from '@/mocks/seed/kanban-seed';
import { seedPermissions } from '@/mocks/seed/permissions-seed';
import { seedNotifications } from '@/mocks/seed/notifications-seed';
import { seedOrders } from '@/mocks/seed/orders-seed';
import { seedRatedProducts, seedReviews } from '@/mocks/seed/reviews-seed';
import { seedCategories } from '@/mocks/seed/categories-seed';
import { seedDiscountCodes } from '@/mocks/seed/discount-codes-seed';
import { seedTasks } from '@/mocks/seed/tasks-seed';
import { seedUsers } from '@/mocks/seed/users-seed';
import {
  accountPreferenceRecordSchema,
  refreshTokenRecordSchema,
  roleRecordSchema,
  emailVerificationRecordSchema,
  outboxRecordSchema,
  passwordResetRecordSchema,
  invitationRecordSchema,
  signInChallengeRecordSchema,
  tokenKeyRecordSchema,
  twoStepRecordSchema,
  userRecordSchema,
} from './auth-tables';
import {
  invoicePastDueNoticeRecordSchema,
  notificationPreferenceRecordSchema,
  notificationRecordSchema,
} from './notification-tables';
import { chatContactRecordSchema, chatProfileRecordSchema, chatRecordSchema } from './chat-tables';
import { bookmarkSuggestionSchema } from '@/apps/bookmarks/api/bookmark-schemas';
import { calendarEventSchema } from '@/apps/calendar/api/calendar-schemas';
import { emailSchema } from '@/apps/email/api/email-schemas';
import {
  cartRecordSchema,
  productSchema,
  wishlistRecordSchema,
} from '@/lib/ecommerce/ecommerce-schemas';
import { orderSchema } from '@/lib/ecommerce/order-schemas';
import { categoryRecordSchema } from '@/lib/ecommerce/category-schemas';
import { reviewSchema } from '@/lib/ecommerce/review-schemas';
import { discountCodeSchema } from '@/apps/shop-admin/api/discount-schemas';
import { invoiceSchema } from '@/apps/invoices/api/invoice-schemas';
import { boardSchema, kanbanTaskSchema } from '@/apps/kanban/api/kanban-schemas';
import { permissionSchema } from '@/apps/permissions/api/permission-schemas';
import { taskSchema } from '@/apps/todo/api/todo-schemas';
import { auditEntrySchema } from '@/lib/audit-log/audit-log-schemas';

/** An app's record schema, or the mock's own for server-only tables (refresh tokens). */
export interface TableDefinition<Schema extends $ZodType> {
  /** Validates the rows of a saved database when it is loaded back. */
  schema: Schema;
  /** Builds the table's rows; must be deterministic (use `ctx.random`, never Math.random or Date.now). */
  seed: (ctx: SeedContext) => output<Schema>[];
}

function defineTable<Schema extends $ZodType>(
  definition: TableDefinition<Schema>,
): TableDefinition<Schema> {
  return definition;
}

/**
 * Every table of the mock database. An app adds its table here (schema + seed) and the
 * `Database` type, the seeds, reset and persistence pick it up.
 */
export const tables = {
  users: defineTable({ schema: userRecordSchema, seed: seedUsers }),
  roles: defineTable({ schema: roleRecordSchema, seed: seedRoles }),
  // Made at the first sign-in: a seed is the same for every database (src/mocks/lib/tokens.ts).
  tokenKeys: defineTable({ schema: tokenKeyRecordSchema, seed: () => [] }),
  refreshTokens: defineTable({ schema: refreshTokenRecordSchema, seed: () => [] }),
  accountPreferences: defineTable({ schema: accountPreferenceRecordSchema, seed: () => [] }),
  twoStep: defineTable({ schema: twoStepRecordSchema, seed: () => [] }),
  signInChallenges: defineTable({ schema: signInChallengeRecordSchema, seed: () => [] }),
  passwordResets: defineTable({ schema: passwordResetRecordSchema, seed: () => [] }),
  invitations: defineTable({ schema: invitationRecordSchema, seed: () => [] }),
  outbox: defineTable({ schema: outboxRecordSchema, seed: () => [] }),
  emailVerifications: defineTable({ schema: emailVerificationRecordSchema, seed: () => [] }),
  bookmarks: defineTable({ schema: bookmarkSuggestionSchema, seed: seedBookmarks }),
  invoices: defineTable({ schema: invoiceSchema, seed: seedInvoices }),
  tasks: defineTable({ schema: taskSchema, seed: seedTasks }),
  events: defineTable({ schema: calendarEventSchema, seed: seedEvents }),
  permissions: defineTable({ schema: permissionSchema, seed: seedPermissions }),
  chatContacts: defineTable({ schema: chatContactRecordSchema, seed: seedChatContacts }),
  chatProfiles: defineTable({ schema: chatProfileRecordSchema, seed: seedChatProfiles }),
  chats: defineTable({ schema: chatRecordSchema, seed: seedChats }),
  kanbanBoards: defineTable({ schema: boardSchema, seed: seedKanbanBoards }),
  kanbanTasks: defineTable({ schema: kanbanTaskSchema, seed: seedKanbanTasks }),
  emails: defineTable({ schema: emailSchema, seed: seedEmails }),
  // Each product's rating and review count are its approved reviews' (src/mocks/lib/review-figures.ts).
  products: defineTable({ schema: productSchema, seed: seedRatedProducts }),
  // In the shop's order: the array's order is the categories' order.
  categories: defineTable({ schema: categoryRecordSchema, seed: seedCategories }),
  carts: defineTable({ schema: cartRecordSchema, seed: () => [] }),
  wishlists: defineTable({ schema: wishlistRecordSchema, seed: () => [] }),
  orders: defineTable({ schema: orderSchema, seed: seedOrders }),
  reviews: defineTable({ schema: reviewSchema, seed: seedReviews }),
  // The codes the cart takes (src/mocks/lib/discount-codes.ts).
  discountCodes: defineTable({ schema: discountCodeSchema, seed: seedDiscountCodes }),
  // Every write through the API, newest last, at most AUDIT_LOG_LIMIT (src/mocks/lib/audit-log.ts).
  auditLog: defineTable({ schema: auditEntrySchema, seed: () => [] }),
  notifications: defineTable({ schema: notificationRecordSchema, seed: seedNotifications }),
  notificationPreferences: defineTable({
    schema: notificationPreferenceRecordSchema,
    seed: () => [],
  }),
  invoicePastDueNotices: defineTable({ schema: invoicePastDueNoticeRecordSchema, seed: () => [] }),
};

export type TableName = keyof typeof tables;
export type Database = { [Name in TableName]: output<(typeof tables)[Name]['schema']>[] };
export type TableRow<Name extends TableName> = Database[Name][number];
