import { sanitizeMail } from './sanitize-mail';

const hostile = [
  '<p>Hello</p>',
  '<script>window.hacked = true</script>',
  '<img src="x" onerror="window.hacked = true">',
  '<a href="javascript:window.hacked = true">Claim</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<p style="position:fixed;inset:0">cover</p>',
  '<img src="https://tracker.example/pixel.gif" alt="">',
].join('');

function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('sanitizeMail', () => {
  it('keeps the text and drops scripts, handlers, javascript: links, frames, forms and styles', () => {
    const { html } = sanitizeMail(hostile, false);
    const body = parse(html);
    expect(body.textContent).toContain('Hello');
    expect(body.querySelector('script, iframe, form, input, [style], [onerror]')).toBeNull();
    const link = body.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect(html).not.toMatch(/hacked/);
  });

  it('holds back remote images until the user asks, and counts them', () => {
    const blocked = sanitizeMail(hostile, false);
    expect(blocked.blockedImages).toBe(1);
    const pixel = parse(blocked.html).querySelector('[data-blocked-src]');
    expect(pixel?.getAttribute('src')).toBeNull();

    const shown = sanitizeMail(hostile, true);
    expect(shown.blockedImages).toBe(0);
    expect(parse(shown.html).querySelector('img[src^="https://tracker.example"]')).not.toBeNull();
  });

  it('opens links apart, without access to this page', () => {
    const { html } = sanitizeMail('<a href="https://example.com">site</a>', false);
    const link = parse(html).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('hands the browser’s parser no event handler, which the page’s CSP would report', () => {
    const parsed = vi.spyOn(DOMParser.prototype, 'parseFromString');
    sanitizeMail(hostile, true);
    expect(parsed).toHaveBeenCalled();
    for (const [html] of parsed.mock.calls) expect(html).not.toMatch(/onerror/i);
  });
});
