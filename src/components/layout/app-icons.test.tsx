import { render } from '@testing-library/react';
import { AppIcon } from './app-icons';

const iconOf = (name: string) => render(<AppIcon name={name} />).container.querySelector('svg');

describe('AppIcon', () => {
  it('draws the icon an app or a bookmark names, hidden from screen readers', () => {
    const icon = iconOf('IconMail');
    expect(icon).toHaveClass('tabler-icon-mail');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(['IconNotBundled', 'constructor', '__proto__', 'toString', ''])(
    'draws a bookmark for a name it does not know, an object property name included: "%s"',
    (name) => {
      expect(iconOf(name)).toHaveClass('tabler-icon-bookmark');
    },
  );
});
