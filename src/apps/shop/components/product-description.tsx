import { Suspense } from 'react';
import { Text } from '@mantine/core';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { htmlToText, isHtml } from '@/lib/html/html-text';
import classes from '@/apps/shop/components/shop.module.css';

// The sanitizer loads only for a description that is HTML (an older one is plain text).
const RichDescription = lazyWithPreload(
  () => import('./rich-description'),
  (module) => module.RichDescription,
);

/** A product's description: rich text rendered sanitized, plain text as it was written. */
export function ProductDescription({ text }: { text: string }) {
  if (!isHtml(text)) {
    return (
      <Text className={classes.plainDescription} dir="auto">
        {text}
      </Text>
    );
  }
  return (
    // Until the sanitizer is there, its words (read from an inert document) hold the place.
    <Suspense fallback={<Text dir="auto">{htmlToText(text)}</Text>}>
      <RichDescription html={text} />
    </Suspense>
  );
}
