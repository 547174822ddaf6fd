import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Input,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { QueryContent } from '@/components/feedback/query-content';
import { formatDay } from '@/lib/i18n/formats';
import { useCreateReview } from '../api/create-review';
import { useProductReviews } from '../api/list-product-reviews';
import {
  PRODUCT_REVIEWS_PER_PAGE,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  reviewInputSchema,
  type Review,
  type ReviewInput,
} from '@/lib/ecommerce/review-schemas';
import { ProductRating } from '@/components/ecommerce/product-rating';
import { StarRatingInput } from './star-rating-input';

/** One review: stars, title, author and day; the text as text, never as markup. */
function ReviewItem({ review, own = false }: { review: Review; own?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`review-${review.id}-title`}>
      <Stack gap={6}>
        <Group gap="sm" justify="space-between">
          <ProductRating rating={review.rating} />
          {own && review.status !== 'approved' ? (
            <Badge color={review.status === 'pending' ? 'yellow' : 'gray'} variant="light">
              {t(`ecommerce.reviews.own.${review.status}`)}
            </Badge>
          ) : null}
        </Group>
        {/* A buyer's words keep their own direction in a right-to-left page. */}
        <Title order={3} fz="md" id={`review-${review.id}-title`} dir="auto">
          {review.title}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('ecommerce.reviews.byline', { author: review.authorName })}
          {' · '}
          <bdi>{formatDay(review.createdAt, i18n.resolvedLanguage ?? 'en')}</bdi>
        </Text>
        <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {review.text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The buyer's review form: stars, title, text; a refusal is said by its field, the input kept. */
function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const create = useCreateReview(productId);
  const form = useAppForm<ReviewInput>(reviewInputSchema, {
    initialValues: { rating: 0, title: '', text: '' },
  });
  const ratingError = form.getInputProps('rating').error as string | undefined;
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-labelledby="review-form-title"
        onSubmit={form.submitWith(
          create,
          (values) => values,
          () => form.reset(),
        )}
      >
        <Stack gap="sm">
          <Title order={3} fz="md" id="review-form-title">
            {t('ecommerce.reviews.form.title')}
          </Title>
          <Input.Wrapper
            label={t('ecommerce.reviews.fields.rating')}
            labelElement="div"
            id="review-rating"
            error={ratingError}
          >
            <StarRatingInput
              value={form.getValues().rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              name="review-rating"
              labelledBy="review-rating-label"
              invalid={Boolean(ratingError)}
            />
          </Input.Wrapper>
          <TextInput
            label={t('ecommerce.reviews.fields.title')}
            maxLength={REVIEW_TITLE_MAX}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('ecommerce.reviews.fields.text')}
            autosize
            minRows={3}
            maxLength={REVIEW_TEXT_MAX}
            {...form.getInputProps('text')}
          />
          <FormError error={form.failure} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('ecommerce.reviews.actions.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * Older and newer pages of reviews. Two buttons rather than the data table's pagination, which
 * would pull Mantine's Pagination into the chunk every page shares.
 */
function ReviewPager({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / PRODUCT_REVIEWS_PER_PAGE));
  if (pages === 1) return null;
  return (
    <Group gap="sm" component="nav" aria-label={t('ecommerce.reviews.pager.label')}>
      <Button variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('ecommerce.reviews.pager.newer')}
      </Button>
      <Text fz="sm" c="dimmed" component="output">
        {t('ecommerce.reviews.pager.page', { page, pages })}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('ecommerce.reviews.pager.older')}
      </Button>
    </Group>
  );
}

/** The product's approved reviews, newest first and a page at a time, the buyer's own and form. */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useProductReviews(productId, page);
  return (
    <Stack gap="md" component="section" aria-labelledby="reviews-title">
      <Title order={2} fz="h3" id="reviews-title">
        {t('ecommerce.reviews.title')}
      </Title>
      <QueryContent
        query={query}
        errorTitle={t('ecommerce.reviews.errors.loadFailed')}
        loadingLabel={t('ecommerce.reviews.loading')}
      >
        {(data) => (
          <Stack gap="md" aria-busy={query.isPlaceholderData}>
            {/* Once approved, the buyer's own is in the list like the others. */}
            {data.own && data.own.status !== 'approved' ? (
              <Stack gap="xs">
                <Text fw={600}>{t('ecommerce.reviews.own.label')}</Text>
                <ReviewItem review={data.own} own />
              </Stack>
            ) : null}
            {data.canReview ? <ReviewForm productId={productId} /> : null}
            {data.total === 0 ? (
              <Text c="dimmed">{t('ecommerce.reviews.empty')}</Text>
            ) : (
              <>
                {data.reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
                <ReviewPager page={page} total={data.total} onChange={setPage} />
              </>
            )}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
