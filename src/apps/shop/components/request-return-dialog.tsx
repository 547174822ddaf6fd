import { NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormButtons } from '@/components/forms/form-buttons';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { Modal } from '@/components/overlays/modal';
import { formatMoney } from '@/lib/i18n/formats';
import { returnReasons, type ReturnReason } from '@/lib/ecommerce/order-returns';
import { RETURN_COMMENT_MAX, requestReturnSchema } from '@/lib/ecommerce/order-return-rules';
import { refundAmount } from '@/lib/ecommerce/refund-amount';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { useRequestOrderReturn } from '../api/request-order-return';

type DialogProps = { order: Order; opened: boolean; onClose: () => void };

/** The form's values: the API's body, the reason not yet chosen (`''`) until one is. */
type RequestForm = {
  lines: { line: number; qty: number }[];
  reason: ReturnReason | '';
  comment: string;
};

// The API's rules, the reason "required" until one is chosen (an empty one fails the enum).
const formSchema = z.extend(requestReturnSchema, {
  reason: z.enum(returnReasons, 'validation.required'),
  comment: z.string().check(z.maxLength(RETURN_COMMENT_MAX, 'validation.tooLong')),
});

function RequestReturnForm({ order, onClose }: Omit<DialogProps, 'opened'>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const request = useRequestOrderReturn(order);
  const left = order.lines.map((line) => line.qty - line.refundedQty);
  const form = useAppForm<RequestForm>(formSchema, {
    initialValues: {
      lines: order.lines.map((_line, index) => ({ line: index, qty: 0 })),
      reason: '',
      comment: '',
    },
  });
  const values = form.getValues();
  // What accepting it would refund: each item its share of what was paid (the mock's rule).
  const estimate = refundAmount(order, new Map(values.lines.map(({ line, qty }) => [line, qty])));
  const submit = form.submitWith(
    request,
    (current) => ({
      lines: current.lines,
      // Checked by the schema before it is sent: never the empty choice.
      reason: current.reason === '' ? 'other' : current.reason,
      ...(current.comment.trim() === '' ? {} : { comment: current.comment.trim() }),
    }),
    onClose,
  );
  const nothing = form.errors.lines;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text fz="sm">{t('ecommerce.returns.request.text')}</Text>
        {order.lines.map((line, index) =>
          left[index] === 0 ? null : (
            <NumberInput
              // Lines never change order: an index is their identity.
              // oxlint-disable-next-line react/no-array-index-key
              key={index}
              label={<bdi>{line.name}</bdi>}
              description={t('ecommerce.returns.request.left', { count: left[index] })}
              min={0}
              max={left[index]}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`lines.${String(index)}.qty`)}
            />
          ),
        )}
        {typeof nothing === 'string' ? (
          <Text c="red.8" fz="sm" role="alert">
            {t(nothing)}
          </Text>
        ) : null}
        <Radio.Group
          label={t('ecommerce.returns.fields.reason')}
          required
          {...form.getInputProps('reason')}
        >
          <Stack gap="xs" mt="xs">
            {returnReasons.map((reason) => (
              <Radio key={reason} value={reason} label={t(`ecommerce.returns.reasons.${reason}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('ecommerce.returns.fields.comment')}
          description={t('ecommerce.returns.fields.commentHint', { max: RETURN_COMMENT_MAX })}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('comment')}
        />
        <Text fw={700}>
          {t('ecommerce.returns.request.estimate', {
            amount: formatMoney(estimate, language),
          })}
        </Text>
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('ecommerce.returns.actions.request')}
          loading={request.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** The buyer's return request: the items and how many, a reason from the list, a comment. */
export function RequestReturnDialog({ order, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('ecommerce.returns.request.title', { number: order.number })}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <RequestReturnForm order={order} onClose={onClose} />
    </Modal>
  );
}
