import { http, HttpResponse } from 'msw';
import { openReturn, returnDeadline } from '@/lib/ecommerce/order-return-rules';
import type { OrderReturn } from '@/lib/ecommerce/order-returns';
import { mockPath } from '@/contract/endpoint';
import { returnsApi } from '@/contract/endpoints/ecommerce-returns';
import { withAbility } from '@/mocks/lib/auth-guard';
import { clockIso, clockNow } from '@/mocks/lib/clock';
import {
  errorKeys,
  throwHttpError,
  throwNotFound,
  type FieldErrors,
} from '@/mocks/lib/http-errors';
import { raiseNotification } from '@/mocks/lib/notifications';
import { parseBody, pathId } from '@/mocks/lib/validation';
import { assertCurrentVersion, bumpVersion } from '@/mocks/lib/versions';
import { orderManagerIds } from './ecommerce';

const RETURN_QTY = 'ecommerce.returns.errors.qty';

/** The buyer's side of returns; the managers answer a request with a step (managed orders). */
export const returnHandlers = [
  http.post(
    mockPath(returnsApi.requestOrderReturn),
    withAbility('create', 'Ecommerce', async ({ request, params, ctx }) => {
      const { db } = ctx.session;
      const id = pathId(params);
      // Another user's order is answered as if it did not exist, as its read is.
      const order = db.orders.find(
        (candidate) => candidate.id === id && candidate.userId === ctx.user.id,
      );
      if (!order) throwNotFound();
      const body = await parseBody(request, returnsApi.requestOrderReturn.body);
      assertCurrentVersion(request, ctx.session, {
        table: 'orders',
        row: order,
      });
      const left = order.lines.map((line) => line.qty - line.refundedQty);
      if (order.status !== 'delivered' || left.every((qty) => qty === 0)) {
        throwHttpError(409, 'ecommerce.returns.errors.notDelivered');
      }
      const deadline = returnDeadline(order);
      if (deadline === null || clockNow(ctx.session.clock) > deadline) {
        throwHttpError(409, 'ecommerce.returns.errors.windowClosed', undefined, {
          date: new Date(deadline ?? 0).toISOString(),
        });
      }
      if (openReturn(order)) throwHttpError(409, 'ecommerce.returns.errors.alreadyOpen');
      // The same line twice asks for the sum of both.
      const asked = new Map<number, number>();
      const errors: FieldErrors = {};
      body.lines.forEach(({ line, qty }, position) => {
        const most = left[line];
        if (most === undefined) {
          errors[`lines.${String(position)}.line`] = [RETURN_QTY];
          return;
        }
        const total = (asked.get(line) ?? 0) + qty;
        if (total > most) errors[`lines.${String(position)}.qty`] = [RETURN_QTY];
        asked.set(line, total);
      });
      if (Object.keys(errors).length > 0) throwHttpError(400, errorKeys.validationFailed, errors);
      const at = clockIso(ctx.session.clock);
      const by = { id: ctx.user.id, fullName: ctx.user.fullName };
      const comment = body.comment ?? '';
      const asking: OrderReturn = {
        status: 'requested',
        lines: [...asked].flatMap(([line, qty]) => (qty > 0 ? [{ line, qty }] : [])),
        reason: body.reason,
        comment: comment === '' ? null : comment,
        requestedAt: at,
        decidedAt: null,
        decidedBy: null,
        refusal: null,
        amount: null,
      };
      order.returns.push(asking);
      order.timeline.push({
        event: 'requestReturn',
        at,
        by,
        trackingNumber: null,
        amount: null,
      });
      bumpVersion(order);
      raiseNotification(ctx.session, orderManagerIds(db), {
        kind: 'returnRequested',
        params: { number: order.number },
        record: { type: 'order', id: order.id },
        link: `/apps/ecommerce/orders-admin/${String(order.id)}`,
      });
      return HttpResponse.json(order, { status: 201 });
    }),
  ),
];
