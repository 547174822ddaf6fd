import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/html/sanitize-html';
import classes from '@/apps/shop/components/shop.module.css';

/**
 * A product's rich description, sanitized here again (DOMPurify) whatever the API stored: no
 * script, handler, style or frame reaches the page. Loaded only when a description is HTML.
 */
export function RichDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={classes.description}
      dir="auto"
      // Sanitized by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
