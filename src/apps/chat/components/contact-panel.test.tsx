import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { Contact } from '../api/chat-schemas';
import { ContactPanel } from './contact-panel';
import { renderSignedIn } from '@/testing/render-route';

const contact: Contact = {
  id: 6,
  fullName: 'Arjun Iyer',
  role: 'editor',
  about: 'Coffee first, then code.',
  avatar: '',
  status: 'away',
  email: 'arjun@example.com',
  phone: '+1 (555) 010-2030',
};

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Profile of Arjun Iyer
      </button>
      <ContactPanel contact={contact} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('ContactPanel', () => {
  it('shows who the contact is and how to reach them; Escape closes it and the focus returns', async () => {
    const { user } = await renderSignedIn(<Harness />);
    const opener = screen.getByRole('button', { name: 'Profile of Arjun Iyer' });
    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Contact' }, { timeout: 10_000 });
    expect(within(panel).getByRole('heading', { name: 'Arjun Iyer' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Editor');
    expect(panel).toHaveTextContent('Away');
    expect(panel).toHaveTextContent('Coffee first, then code.');
    expect(within(panel).getByRole('link', { name: 'arjun@example.com' })).toHaveAttribute(
      'href',
      'mailto:arjun@example.com',
    );
    expect(within(panel).getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute(
      'href',
      'tel:+15550102030',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
