// Chrome reports a Content-Security-Policy violation, as a console error, for every inline event
// handler (`onerror=`) its HTML parser meets on an element, even in an inert document (DOMParser,
// a template) where the handler could never run: one hostile mail in a list would report on every
// page load. So the handlers go before the browser parses a user's HTML. This is not the
// sanitizer (DOMPurify still is): a handler this misses is reported by the browser, and blocked,
// never run.

const SPACE = /[\t\n\f\r ]/;
const ASCII_LETTER = /[a-z]/i;
/** Elements whose content is text, not markup: nothing in them is a tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);

const isSpace = (char: string | undefined) => char !== undefined && SPACE.test(char);

/**
 * `html` without the `on…` attributes of its start tags, read as the HTML tokenizer reads them:
 * quoted values may hold `>` or what looks like another attribute, `/` separates attributes
 * (`<img/onerror=…>`), and comments and raw text (a textarea's, a script's) are left as they are.
 */
export function withoutEventHandlers(html: string): string {
  // An attribute follows a space, a `/`, or a quoted value's quote.
  if (!/[\s/"']on/i.test(html)) return html;
  const length = html.length;
  let out = '';
  let at = 0;
  while (at < length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    out += html.slice(at, open);
    at = open;
    if (html.startsWith('<!--', at)) {
      // From the dashes that open it: `<!-->` and `<!--->` are whole comments too.
      const close = html.indexOf('-->', at + 2);
      const end = close < 0 ? length : close + 3;
      out += html.slice(at, end);
      at = end;
      continue;
    }
    const next = html[at + 1];
    if (next === '!' || next === '?' || (next === '/' && !ASCII_LETTER.test(html[at + 2] ?? ''))) {
      const close = html.indexOf('>', at + 1);
      const end = close < 0 ? length : close + 1;
      out += html.slice(at, end);
      at = end;
      continue;
    }
    const endTag = next === '/';
    if (!endTag && !ASCII_LETTER.test(next ?? '')) {
      out += '<';
      at += 1;
      continue;
    }
    // The tag's name.
    let cursor = at + (endTag ? 2 : 1);
    while (
      cursor < length &&
      !isSpace(html[cursor]) &&
      html[cursor] !== '/' &&
      html[cursor] !== '>'
    ) {
      cursor += 1;
    }
    const name = html.slice(at + (endTag ? 2 : 1), cursor).toLowerCase();
    out += html.slice(at, cursor);
    // Its attributes, up to the `>` that ends it.
    for (;;) {
      const gapStart = cursor;
      while (cursor < length && (isSpace(html[cursor]) || html[cursor] === '/')) cursor += 1;
      out += html.slice(gapStart, cursor);
      if (cursor >= length) break;
      if (html[cursor] === '>') {
        out += '>';
        cursor += 1;
        break;
      }
      const attributeStart = cursor;
      cursor += 1;
      while (
        cursor < length &&
        !isSpace(html[cursor]) &&
        !['/', '>', '='].includes(html[cursor] ?? '')
      ) {
        cursor += 1;
      }
      const attributeName = html.slice(attributeStart, cursor);
      let valueEnd = cursor;
      while (valueEnd < length && isSpace(html[valueEnd])) valueEnd += 1;
      if (html[valueEnd] === '=') {
        valueEnd += 1;
        while (valueEnd < length && isSpace(html[valueEnd])) valueEnd += 1;
        const quote = html[valueEnd];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, valueEnd + 1);
          valueEnd = close < 0 ? length : close + 1;
        } else {
          while (valueEnd < length && !isSpace(html[valueEnd]) && html[valueEnd] !== '>') {
            valueEnd += 1;
          }
        }
        cursor = valueEnd;
      }
      // Without `=`, the spaces after the name belong to the gap before the next attribute.
      if (endTag || !/^on/i.test(attributeName)) out += html.slice(attributeStart, cursor);
    }
    at = cursor;
    if (!endTag && RAW_TEXT.has(name)) {
      const closer = new RegExp(`</${name}`, 'gi');
      closer.lastIndex = at;
      const end = closer.exec(html)?.index ?? length;
      out += html.slice(at, end);
      at = end;
    }
  }
  return out + html.slice(at);
}
