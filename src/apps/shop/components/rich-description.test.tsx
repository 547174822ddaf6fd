import { render } from '@testing-library/react';
import { RichDescription } from './rich-description';

describe("a product's rich description", () => {
  it('keeps the formatting and drops what could run: scripts, handlers, javascript: links', () => {
    const hostile = [
      '<p>Quiet <strong>and</strong> light</p>',
      '<img src="x" onerror="window.hacked = 1">',
      '<script>window.hacked = 2</script>',
      '<a href="javascript:window.hacked = 3">tap</a>',
      '<iframe src="https://example.com"></iframe>',
    ].join('');
    const { container } = render(<RichDescription html={hostile} />);
    expect(container.querySelector('strong')).toHaveTextContent('and');
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
