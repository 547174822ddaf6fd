import { screen, waitFor } from '@testing-library/react';
import type { AttachmentInput } from '../api/chat-schemas';
import { Composer } from './composer';
import { renderSignedIn } from '@/testing/render-route';

async function renderComposer() {
  const onSend = vi.fn<(text: string, attachments: AttachmentInput[]) => void>();
  const { user } = await renderSignedIn(<Composer contactName="Arjun Iyer" onSend={onSend} />);
  const box = screen.getByRole('textbox', { name: 'Message to Arjun Iyer' });
  return { onSend, user, box };
}

const fileOf = (name: string, size: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('Composer', () => {
  it('inserts an emoji at the caret, from a picker loaded on first open', async () => {
    const { user, box } = await renderComposer();
    await user.type(box, 'See you soon');
    // The caret after "See you".
    (box as HTMLTextAreaElement).setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Insert an emoji' }));
    // The pop-up code and the emoji set are chunks of their own, loaded now (jsdom runs no
    // transition, so the pop-up stays "hidden" to the role query).
    await user.click(
      await screen.findByRole('button', { name: '👍', hidden: true }, { timeout: 10_000 }),
    );
    expect(box).toHaveValue('See you👍 soon');
    await waitFor(() => expect(box).toHaveFocus());
    expect((box as HTMLTextAreaElement).selectionStart).toBe(7 + '👍'.length);
  });

  it('refuses a file over 10 MB with its name, keeps the text and the other files, and sends them', async () => {
    const { onSend, user, box } = await renderComposer();
    await user.type(box, 'The plans');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, [fileOf('plan.pdf', 48_213), fileOf('film.mov', 10_000_001)]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“film.mov” is larger than \u206810 MB\u2069 and was not added.',
    );
    const toSend = screen.getByRole('list', { name: 'Files to send' });
    expect(toSend).toHaveTextContent('plan.pdf');
    expect(toSend).not.toHaveTextContent('film.mov');
    expect(box).toHaveValue('The plans');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('The plans', [{ fileName: 'plan.pdf', size: 48_213 }]);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
  });

  it('sends files without text, and never more than five', async () => {
    const { onSend, user } = await renderComposer();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const six = Array.from({ length: 6 }, (_, index) => fileOf(`f${index}.txt`, 10));
    await user.upload(input, six);
    expect(screen.getByRole('alert')).toHaveTextContent('A message takes at most 5 files.');
    await user.click(screen.getByRole('button', { name: 'Remove f0.txt' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(
      '',
      ['f1.txt', 'f2.txt', 'f3.txt', 'f4.txt'].map((fileName) => ({ fileName, size: 10 })),
    );
  });
});
