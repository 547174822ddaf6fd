import { http, HttpResponse } from 'msw';
import type {
  Customer,
  CustomerDetail,
  CustomersPage,
} from '@/apps/shop-admin/api/customer-schemas';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { mockPath } from '@/contract/endpoint';
import {
  customersApi,
  customersListParams,
  CUSTOMER_SEARCH_FIELDS,
} from '@/contract/endpoints/ecommerce-customers';
import { fromSearchParams } from '@/lib/list/list-search';
import type { UserRecord } from '@/mocks/db/auth-tables';
import type { Database } from '@/mocks/db/tables';
import { withAbility } from '@/mocks/lib/auth-guard';
import { throwNotFound } from '@/mocks/lib/http-errors';
import { pathId } from '@/mocks/lib/validation';
import { compareText, listPage, searchRecords, sortRecords } from '@/mocks/lib/list-operations';
import { cents } from '@/lib/ecommerce/money';
import { distinctAddresses } from './ecommerce';

const CLIENT_ROLE = 'client';

/** Every user's orders, newest first. */
function ordersByUser(db: Database): Map<number, Order[]> {
  const byUser = new Map<number, Order[]>();
  for (const order of db.orders) {
    const own = byUser.get(order.userId);
    if (own) own.push(order);
    else byUser.set(order.userId, [order]);
  }
  for (const own of byUser.values()) {
    own.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }
  return byUser;
}

function customerOf(user: UserRecord, orders: readonly Order[]): Customer {
  const kept = orders.filter((order) => order.status !== 'cancelled');
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    avatar: user.avatar,
    country: user.country,
    orders: orders.length,
    // What they paid and kept: refunds (by line or whole) are given back.
    totalSpent: cents(kept.reduce((total, order) => total + order.total - order.refunded, 0)),
    lastOrderAt: orders[0]?.createdAt ?? null,
  };
}

/** Who is a customer: a user who has ordered, or has the client role. */
function customers(db: Database): { user: UserRecord; customer: Customer; orders: Order[] }[] {
  const byUser = ordersByUser(db);
  return db.users.flatMap((user) => {
    const orders = byUser.get(user.id) ?? [];
    if (orders.length === 0 && user.role !== CLIENT_ROLE) return [];
    return [{ user, customer: customerOf(user, orders), orders }];
  });
}

export const customerHandlers = [
  http.get(
    mockPath(customersApi.listCustomers),
    withAbility('read', 'Order', async ({ request, ctx }) => {
      const { allData: withAllData, ...params } = customersListParams.parse(
        fromSearchParams(new URL(request.url).searchParams),
      );
      const all = customers(ctx.session.db).map(({ customer }) => customer);
      const country = params.country?.toLocaleLowerCase('en');
      const filtered = searchRecords(all, params.q, CUSTOMER_SEARCH_FIELDS).filter(
        (customer) => country === undefined || customer.country.toLocaleLowerCase('en') === country,
      );
      // With no sort column the customer who ordered last comes first, those who never did last.
      const { sorted, items, total } = listPage(filtered, params, (rows) =>
        sortRecords(rows, 'lastOrderAt', 'desc'),
      );
      const body: CustomersPage = {
        customers: items,
        total,
        countries: [...new Set(all.map((customer) => customer.country))].toSorted(compareText),
        ...(withAllData ? { allData: sorted } : {}),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(customersApi.getCustomer),
    withAbility('read', 'Order', async ({ params, ctx }) => {
      const id = pathId(params);
      const { db } = ctx.session;
      const found = customers(db).find(({ user }) => user.id === id);
      if (!found) throwNotFound();
      const { user, customer, orders } = found;
      const wished = new Set(
        db.wishlists.find((wishlist) => wishlist.userId === user.id)?.productIds ?? [],
      );
      const body: CustomerDetail = {
        customer: {
          ...customer,
          username: user.username,
          contact: user.contact,
          company: user.company,
        },
        orders,
        addresses: distinctAddresses(orders),
        wishlist: db.products.filter((product) => wished.has(product.id)),
      };
      return HttpResponse.json(body);
    }),
  ),
];
