import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n/formats';

/**
 * Five stars for a 0–5 rating, read out as one sentence; the reviews count beside it. With no
 * reviews (`reviews` 0), says so instead.
 */
export function ProductRating({ rating, reviews }: { rating: number; reviews?: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  // No one has rated it: an average of nothing is no "0.0", nor five empty stars.
  if (reviews === 0) {
    return (
      <Text fz="xs" c="dimmed">
        {t('ecommerce.rating.none')}
      </Text>
    );
  }
  const stars = [1, 2, 3, 4, 5].map((star) => {
    if (rating >= star) return <IconStarFilled key={star} size={14} aria-hidden />;
    if (rating >= star - 0.5) return <IconStarHalfFilled key={star} size={14} aria-hidden />;
    return <IconStar key={star} size={14} aria-hidden />;
  });
  return (
    <Group gap={6} wrap="nowrap">
      <VisuallyHidden>
        {t('ecommerce.rating.label', { rating: formatNumber(rating, language, 1) })}
      </VisuallyHidden>
      <Group gap={1} wrap="nowrap" c="yellow.7" aria-hidden>
        {stars}
      </Group>
      {reviews === undefined ? null : (
        <Text fz="xs" c="dimmed">
          {t('ecommerce.rating.reviews', {
            count: reviews,
            formatted: formatNumber(reviews, language),
          })}
        </Text>
      )}
    </Group>
  );
}
