import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './star-rating-input.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The stars a buyer gives: five native radios named "1 star" … "5 stars", none chosen until the
 * buyer picks one (0 = none), drawn as stars that fill up to the one chosen, or to the one the
 * pointer is on (the stylesheet's). The arrows move and choose as in any radio group. Mantine's `Rating` adds a sixth radio for "none",
 * checked at first, which a screen reader offers as an option among the stars.
 */
export function StarRatingInput({
  value,
  onChange,
  name,
  labelledBy,
  invalid = false,
}: {
  value: number;
  onChange: (value: number) => void;
  name: string;
  labelledBy: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      className={classes.stars}
    >
      {STARS.map((star) => (
        <label key={star} className={classes.star} data-filled={star <= value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            aria-label={t('ecommerce.reviews.stars', { count: star })}
          />
          <IconStarFilled size={28} aria-hidden className={classes.filled} />
          <IconStar size={28} aria-hidden className={classes.empty} />
        </label>
      ))}
    </div>
  );
}
