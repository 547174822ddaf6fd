import type { Email } from '../api/email-schemas';
import type { EmailLabel } from '../api/email-values';
import { dateTimeFormat } from '@/lib/i18n/formats';

/** Each label's colour (Mantine palette), the same in the sidebar, the list and the mail. */
export const labelColors = new Map<EmailLabel, string>([
  ['personal', 'green'],
  ['company', 'blue'],
  ['important', 'orange'],
  ['private', 'red'],
]);

/** The open mail's full date and time. */
export function fullTime(time: string, language: string): string {
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(time));
}

/**
 * Whether the list shows a mail by its recipients rather than its sender: the user's own mails
 * (Sent and Draft, wherever they are listed, as every mail client does), whose sender is the user.
 */
export const showsRecipients = (email: Email) =>
  email.folder === 'sent' || email.folder === 'draft';
