import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/app/theme';
import { startI18n } from '@/lib/i18n/i18n';
import { RichTextField, textAsHtml } from './rich-text-field';

type Props = Partial<Parameters<typeof RichTextField>[0]>;

function renderField(props: Props = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const onReady = vi.fn<(html: string) => void>();
  render(
    <MantineProvider theme={theme}>
      <RichTextField label="Body" value="" onChange={onChange} onReady={onReady} {...props} />
    </MantineProvider>,
  );
  return { onChange, onReady, user: userEvent.setup() };
}

describe('RichTextField', () => {
  beforeAll(async () => {
    await startI18n();
    // ProseMirror scrolls the caret into view by measuring a range, which jsdom cannot.
    Range.prototype.getClientRects = () => document.createElement('i').getClientRects();
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterAll(() => {
    Reflect.deleteProperty(Range.prototype, 'getClientRects');
    Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect');
  });

  it('shows one toolbar: the marks, code, lists, quote and links', () => {
    renderField();
    const names = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? '');
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Strikethrough',
      'Code',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Insert a link',
      'Remove the link',
    ]);
  });

  it('is named by its label, shown or said to screen readers only', () => {
    const { unmount } = render(
      <MantineProvider theme={theme}>
        <RichTextField label="Description" value="" onChange={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeVisible();
    expect(screen.getByText('Description', { selector: 'label' })).toBeVisible();
    unmount();

    renderField({ hideLabel: true });
    expect(screen.getByRole('textbox', { name: 'Body' })).toBeVisible();
    expect(screen.queryByText('Body', { selector: 'label' })).toBeNull();
  });

  it('says when it starts what it holds, then each change, as HTML', async () => {
    const { onChange, onReady, user } = renderField({
      value: '<p>Hello <b>there</b></p><table><tr><td>dropped</td></tr></table>',
    });
    // What the editor keeps of the starting value (it knows no tables), before any change.
    await waitFor(() => expect(onReady).toHaveBeenCalledOnce());
    expect(onReady.mock.calls[0]?.[0]).toMatch(/^<p>Hello <strong>there<\/strong><\/p>/);
    expect(onChange).not.toHaveBeenCalled();

    const box = screen.getByRole('textbox', { name: 'Body' });
    // Focused rather than clicked: a click asks for the caret's place by coordinates (no layout).
    act(() => box.focus());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    await user.keyboard('Hi');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p>');
  });

  it('ties its error to the text, and outlines it', () => {
    renderField({ error: 'Too long.' });
    const box = screen.getByRole('textbox', { name: 'Body' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Too long.');
    expect(box.closest('[data-invalid]')).not.toBeNull();
  });

  it('gives its text area the class the owner sets (its height)', () => {
    renderField({ contentClassName: 'tall' });
    expect(screen.getByRole('textbox', { name: 'Body' }).closest('.tall')).not.toBeNull();
  });

  it('shows plain text as escaped paragraphs and HTML sanitized', () => {
    expect(textAsHtml('Five < 6 & 7\n\nTwo')).toBe('<p>Five &lt; 6 &amp; 7</p><p>Two</p>');
    expect(textAsHtml('<p onclick="x()">Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });
});
