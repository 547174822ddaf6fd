import type { TFunction } from 'i18next';
import { isolate } from '@/lib/i18n/formats';
import type { Notification } from '../api/notification-schemas';

/** The placeholders the texts use; any other name the answer holds is ignored. */
const PARAM_NAMES = ['name', 'subject', 'title', 'number'] as const;

/**
 * The notification's sentence in the user's language. The key is one the schema allows; the
 * values are what users wrote (a subject, a name): read as own properties only, isolated so that
 * they keep their order in a right-to-left sentence, and rendered as text by React.
 */
export function notificationText(t: TFunction, notification: Notification): string {
  const values = Object.fromEntries(
    PARAM_NAMES.map((name) => [
      name,
      Object.hasOwn(notification.params, name) ? isolate(notification.params[name] ?? '') : '',
    ]),
  );
  // A kind whose sentence depends on what happened (an order paid, shipped…) says so in `step`:
  // i18next's context picks `…_shipped`, and an unknown step falls back to the plain sentence.
  const context = Object.hasOwn(notification.params, 'step') ? notification.params.step : undefined;
  return t(notification.textKey, {
    ...values,
    context,
    interpolation: { escapeValue: false },
  });
}
