import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18next, startI18n } from '@/lib/i18n/i18n';
import { StarRatingInput } from './star-rating-input';

/** The input as the review form holds it: 0 until the buyer chooses. */
function Field({ onSave }: { onSave: (rating: number) => void }) {
  const [rating, setRating] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(rating);
      }}
    >
      <div id="rating-label">Rating</div>
      <StarRatingInput
        value={rating}
        onChange={setRating}
        name="rating"
        labelledBy="rating-label"
      />
      <button type="submit">Send</button>
    </form>
  );
}

function renderField() {
  const onSave = vi.fn<(rating: number) => void>();
  render(<Field onSave={onSave} />);
  return {
    onSave,
    user: userEvent.setup(),
    group: screen.getByRole('radiogroup', { name: 'Rating' }),
  };
}

describe('StarRatingInput', () => {
  beforeAll(async () => {
    await startI18n();
    if (i18next.language !== 'en') await i18next.changeLanguage('en');
  });

  it('offers five stars, each named for what it saves, none chosen at first', () => {
    const { group } = renderField();
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    stars.forEach((star) => expect(star).not.toBeChecked());
  });

  it('saves the star clicked', async () => {
    const { user, onSave } = renderField();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSave).toHaveBeenCalledWith(5);
  });

  it('saves the star chosen with the keyboard', async () => {
    const { user, onSave } = renderField();
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSave).toHaveBeenCalledWith(4);
  });
});
