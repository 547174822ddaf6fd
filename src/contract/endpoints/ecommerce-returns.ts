import { orderSchema } from '@/lib/ecommerce/order-schemas';
import { RETURN_REFUSAL_MAX, returnReasons } from '@/lib/ecommerce/order-returns';
import {
  RETURN_COMMENT_MAX,
  RETURN_WINDOW_DAYS,
  requestReturnSchema,
} from '@/lib/ecommerce/order-return-rules';
import { idPath } from '@/lib/api-fields/api-fields';
import { orderWrites } from './ecommerce';
import { ability, type Endpoint, endpointGroup } from '@/contract/endpoint';

const REQUEST = [
  `The buyer of a \`delivered\` order asks to give some of it back, within ${RETURN_WINDOW_DAYS} days`,
  'of its delivery (its last `deliver` step) by the server’s clock, and with no other request of',
  'the order still open. `lines` lists `{ line, qty }` (`line` the index in the order’s lines, `qty`',
  'from 0, at most what is not yet refunded of the line; a 0 keeps the line) and needs one `qty`',
  `above 0; \`reason\` is one of ${returnReasons.map((reason) => `\`${reason}\``).join(', ')};`,
  `\`comment\` is optional, at most ${RETURN_COMMENT_MAX} characters. 400 with field errors:`,
  '`lines` `ecommerce.returns.errors.nothing`, `lines.<i>.qty` or `lines.<i>.line`',
  '`ecommerce.returns.errors.qty`, `reason` `validation.required`, `comment`',
  '`validation.tooLong`. 409 `ecommerce.returns.errors.notDelivered` (not delivered, or every',
  'line refunded), `…windowClosed` (`params.date`: the window’s end), `…alreadyOpen`. 404 for',
  'another user’s order. The request joins the order’s `returns` (`requested`), a `requestReturn`',
  'step its `timeline`; the order’s `version` moves, and everyone who may update `Order` gets a',
  '`returnRequested` notification. A manager then answers it with the `acceptReturn` step (the',
  'lines are refunded, each item its share of what was paid, as a refund by line does) or',
  `\`refuseReturn\` with a \`reason\` (at most ${RETURN_REFUSAL_MAX} characters), through`,
  '`POST /apps/ecommerce/admin/orders/{id}/steps`; the buyer is notified either way.',
].join(' ');

export const returnsApi = {
  requestOrderReturn: {
    id: 'requestOrderReturn',
    method: 'post',
    path: '/apps/ecommerce/orders/{id}/returns',
    creates: true,
    summary: 'Ask to return some lines of one of the caller’s delivered orders',
    description: REQUEST,
    access: ability('create', 'Ecommerce'),
    ...orderWrites,
    versioned: { current: orderSchema },
    pathParams: idPath,
    body: requestReturnSchema,
    errors: [400, 404, 409],
    errorKeys: {
      400: {
        fields: {
          lines: ['ecommerce.returns.errors.nothing'],
          'lines.*.line': ['ecommerce.returns.errors.qty'],
          'lines.*.qty': ['ecommerce.returns.errors.qty'],
          reason: ['validation.required'],
          comment: ['validation.tooLong'],
        },
      },
      409: {
        messages: [
          'ecommerce.returns.errors.notDelivered',
          'ecommerce.returns.errors.windowClosed',
          'ecommerce.returns.errors.alreadyOpen',
        ],
      },
    },
    answers: { 201: { description: 'The order, with the request', schema: orderSchema } },
  },
} as const satisfies Record<string, Endpoint>;

export const returnsGroup = endpointGroup(
  'E-commerce returns',
  returnsApi,
  'A buyer’s request to return some of a delivered order; its managers answer it with a step.',
);
