import { XSS_EMAIL_MESSAGE } from '@/mocks/seed/emails-seed';
import { withoutEventHandlers } from './event-handlers';
import { htmlToText } from './html-text';
import { sanitizeHtml } from './sanitize-html';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Every `on…` attribute of the parsed document's elements: what the browser would report. */
function handlersOf(html: string): string[] {
  return [...parse(html).querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().filter((name) => /^on/i.test(name)),
  );
}

/** Every other attribute, element by element. */
const attributesOf = (document: Document) =>
  [...document.querySelectorAll('*')].map((element) =>
    element
      .getAttributeNames()
      .filter((name) => !/^on/i.test(name))
      .map((name) => `${name}=${element.getAttribute(name) ?? ''}`),
  );

const HOSTILE = [
  XSS_EMAIL_MESSAGE,
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x ONERROR="alert(1)">',
  '<img/onerror=alert(1) src=x>',
  '<img src="x"onerror=alert(1)>',
  "<svg onload='alert(1)'><circle onclick=x /></svg>",
  '<a href="#" title="a > b" onmouseover = "x()">link</a>',
  '<body onload=x><div class=a onclick=x onfocus=y>text</div>',
  '<p =onclick onclick>bare</p>',
  '<details open ontoggle=alert(1)>',
  '<math><mi xlink:href="x" onclick=y>m</mi></math>',
  '<img src=x\nonerror\n=\nalert(1)>',
];

describe('withoutEventHandlers', () => {
  it.each(HOSTILE)('leaves no handler for the browser to parse in %s', (html) => {
    expect(handlersOf(html).length).toBeGreaterThan(0);
    expect(handlersOf(withoutEventHandlers(html))).toEqual([]);
  });

  it.each(HOSTILE)('changes nothing else of %s: the same text and attributes', (html) => {
    const before = parse(html);
    const after = parse(withoutEventHandlers(html));
    expect(after.body.textContent).toBe(before.body.textContent);
    expect(attributesOf(after)).toEqual(attributesOf(before));
  });

  it('leaves text, quoted values, comments and raw text as they are', () => {
    for (const html of [
      'Plain text: turn on=off, "quoted" on it',
      '<a title="x onclick=y">t</a>',
      '<!-- <img src=x onerror=alert(1)> --><p>after</p>',
      '<textarea><img src=x onerror=alert(1)></textarea><p>after</p>',
      '<p>a < b, c <= d</p><p/>',
      '</p onclick=x>',
    ]) {
      expect(withoutEventHandlers(html)).toBe(html);
    }
    // `<!-->` is a whole comment: what follows is markup again.
    expect(withoutEventHandlers('<!--><p onclick=x>after</p>')).toBe('<!--><p >after</p>');
  });

  it('runs before the sanitizer and the text reader hand HTML to the browser’s parser', () => {
    const parsed = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(htmlToText(XSS_EMAIL_MESSAGE)).toContain('Claim your prize');
    expect(sanitizeHtml(XSS_EMAIL_MESSAGE)).toContain('Claim your prize');
    expect(parsed.mock.calls.length).toBeGreaterThanOrEqual(2);
    for (const [html] of parsed.mock.calls) expect(html).not.toMatch(/onerror/i);
  });
});
