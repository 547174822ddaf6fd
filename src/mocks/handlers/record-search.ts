import { http, HttpResponse } from 'msw';
import {
  recordKinds,
  type RecordGroup,
  type RecordHit,
  type RecordKind,
} from '@/apps/bookmarks/api/record-search-schemas';
import { mockPath } from '@/contract/endpoint';
import { bookmarksApi } from '@/contract/endpoints/bookmarks';
import { fromSearchParams } from '@/lib/list/list-search';
import { type AuthContext, canDo, forAnySignedInUser, withUser } from '@/mocks/lib/auth-guard';
import { validate } from '@/mocks/lib/validation';
import { todoViewOf } from '@/mocks/handlers/todo';

/** One kind of record the search looks through: which it may show the caller, and how. */
interface RecordSource<Row> {
  /** The rows the caller's lists would show them: their rules and their own records only. */
  rows: (ctx: AuthContext) => readonly Row[];
  /** The texts the words are looked for in. */
  searched: (row: Row) => readonly string[];
  /** Newer first among equally good hits. */
  order: (row: Row) => number;
  /** The hit, its link opening the record in a view of its app that shows it (`ctx`'s). */
  hit: (row: Row, ctx: AuthContext) => RecordHit;
}

type Searcher = (
  ctx: AuthContext,
  words: readonly string[],
  limit: number,
) => Omit<RecordGroup, 'kind'> | null;

/** The group of one kind: rows whose searched texts hold every word; the best `limit` first. */
function searchKind<Row>(
  { rows, searched, order, hit }: RecordSource<Row>,
  ctx: AuthContext,
  words: readonly string[],
  limit: number,
): Omit<RecordGroup, 'kind'> | null {
  const found = rows(ctx).flatMap((row) => {
    const texts = searched(row).map((text) => text.toLowerCase());
    if (!words.every((word) => texts.some((text) => text.includes(word)))) return [];
    // A title that starts with the first word is the better hit.
    const starts = hit(row, ctx)
      .title.toLowerCase()
      .startsWith(words[0] ?? '');
    return [{ row, starts }];
  });
  if (found.length === 0) return null;
  const best = found
    .toSorted((a, b) => Number(b.starts) - Number(a.starts) || order(b.row) - order(a.row))
    .slice(0, limit)
    .map(({ row }) => hit(row, ctx));
  return { total: found.length, hits: best };
}

/** A kind's searcher, its row type kept inside. */
const source =
  <Row>(definition: RecordSource<Row>): Searcher =>
  (ctx, words, limit) =>
    searchKind(definition, ctx, words, limit);

const day = (iso: string) => iso.slice(0, 10);

/**
 * Every kind, with the same scope as its app's list: a subject the caller may not read gives no
 * rows at all, and a rule's conditions are applied per record (`canDo`).
 */
const SOURCES: Record<RecordKind, Searcher> = {
  user: source({
    rows: (ctx) => ctx.session.db.users.filter((user) => canDo(ctx, 'read', 'User', user)),
    searched: (user) => [user.fullName, user.username, user.email],
    order: (user) => user.id,
    hit: (user) => ({
      id: String(user.id),
      title: user.fullName,
      subtitle: user.email,
      link: `/apps/users/${user.id}`,
    }),
  }),
  invoice: source({
    rows: (ctx) =>
      ctx.session.db.invoices.filter((invoice) => canDo(ctx, 'read', 'Invoice', invoice)),
    searched: (invoice) => [`#${invoice.id}`, invoice.client.name, invoice.client.company],
    order: (invoice) => invoice.id,
    hit: (invoice) => ({
      id: String(invoice.id),
      title: `#${invoice.id}`,
      subtitle: [invoice.client.name, invoice.client.company].filter(Boolean).join(' · '),
      link: `/apps/invoices/preview/${invoice.id}`,
    }),
  }),
  // A mailbox is its owner's alone, whatever the rules (the email app's lists).
  mail: source({
    rows: (ctx) =>
      canDo(ctx, 'read', 'Email')
        ? ctx.session.db.emails.filter((mail) => mail.ownerId === ctx.user.id)
        : [],
    searched: (mail) => [mail.subject, mail.from.name, mail.from.email],
    order: (mail) => Date.parse(mail.time),
    hit: (mail) => ({
      id: String(mail.id),
      title: mail.subject,
      subtitle: mail.from.name,
      link: `/apps/email?folder=${mail.folder}&emailId=${mail.id}`,
    }),
  }),
  // Every account's contacts are the directory's chat contacts but itself (the chat app's).
  contact: source({
    rows: (ctx) =>
      canDo(ctx, 'read', 'Chat')
        ? ctx.session.db.chatContacts.filter((contact) => contact.id !== ctx.user.id)
        : [],
    searched: (contact) => [contact.fullName, contact.role],
    order: (contact) => contact.id,
    hit: (contact) => ({
      id: String(contact.id),
      title: contact.fullName,
      subtitle: contact.role,
      link: `/apps/chat?contactId=${contact.id}`,
    }),
  }),
  product: source({
    // The shop's: published ones only, unless the caller runs the catalogue (the Products page).
    rows: (ctx) => {
      if (!canDo(ctx, 'read', 'Ecommerce')) return [];
      const { products } = ctx.session.db;
      return canDo(ctx, 'read', 'Product')
        ? products
        : products.filter((product) => product.status === 'published');
    },
    searched: (product) => [product.name, product.brand],
    order: (product) => product.id,
    hit: (product) => ({
      id: String(product.id),
      title: product.name,
      subtitle: product.brand,
      link: `/apps/ecommerce/products/${product.id}`,
    }),
  }),
  // Orders are the buyer's own (the orders list and page answer no one else's).
  order: source({
    rows: (ctx) =>
      canDo(ctx, 'read', 'Ecommerce')
        ? ctx.session.db.orders.filter((order) => order.userId === ctx.user.id)
        : [],
    searched: (order) => [order.number, ...order.lines.map((line) => line.name)],
    order: (order) => Date.parse(order.createdAt),
    hit: (order) => ({
      id: String(order.id),
      title: order.number,
      subtitle: '',
      day: day(order.createdAt),
      link: `/apps/ecommerce/orders/${order.id}`,
    }),
  }),
  task: source({
    rows: (ctx) => ctx.session.db.tasks.filter((task) => canDo(ctx, 'read', 'Todo', task)),
    searched: (task) => [task.title],
    order: (task) => task.id,
    hit: (task, ctx) => {
      const view = todoViewOf(task, ctx.user.id);
      return {
        id: String(task.id),
        title: task.title,
        subtitle: '',
        ...(task.dueDate ? { day: day(task.dueDate) } : {}),
        link: `/apps/todo?${view ? `filter=${view}&` : ''}taskId=${task.id}`,
      };
    },
  }),
  event: source({
    rows: (ctx) => ctx.session.db.events.filter((event) => canDo(ctx, 'read', 'Calendar', event)),
    searched: (event) => [event.title],
    order: (event) => Date.parse(event.start),
    hit: (event) => ({
      id: String(event.id),
      title: event.title,
      subtitle: '',
      day: day(event.start),
      // The day view of its day (every calendar shown), the event open and highlighted.
      link: `/apps/calendar?view=day&date=${day(event.start)}&eventId=${event.id}`,
    }),
  }),
  permission: source({
    rows: (ctx) =>
      ctx.session.db.permissions.filter((permission) =>
        canDo(ctx, 'read', 'Permission', permission),
      ),
    searched: (permission) => [permission.name],
    order: (permission) => permission.id,
    hit: (permission) => ({
      id: String(permission.id),
      title: permission.name,
      subtitle: permission.assignedTo.join(', '),
      link: `/apps/permissions?q=${encodeURIComponent(permission.name)}`,
    }),
  }),
};

// Every signed-in user may search; what each group holds follows the user's rules.
export const recordSearchHandlers = forAnySignedInUser([
  http.get(
    mockPath(bookmarksApi.search),
    withUser(({ request, ctx }) => {
      const { q, limit = 5 } = validate(
        bookmarksApi.search.query,
        fromSearchParams(new URL(request.url).searchParams),
      );
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      const groups = recordKinds.flatMap((kind) => {
        const group = SOURCES[kind](ctx, words, limit);
        return group ? [{ kind, ...group }] : [];
      });
      return HttpResponse.json({ groups });
    }),
  ),
]);
