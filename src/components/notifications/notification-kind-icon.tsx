import type { ReactNode } from 'react';
import {
  IconBrandHipchat,
  IconCalendarEvent,
  IconLayoutKanban,
  IconMail,
  IconReceipt,
  IconShoppingCart,
  IconUserPlus,
} from '@tabler/icons-react';
import type { NotificationKind } from '@/lib/notifications/notification-kinds';

type IconProps = { size: number };

/** Each kind's icon: the bell's list, the notifications page and the account's switches. */
const kindIcons = new Map<NotificationKind, (props: IconProps) => ReactNode>([
  ['mailReceived', ({ size }) => <IconMail size={size} aria-hidden />],
  ['chatReply', ({ size }) => <IconBrandHipchat size={size} aria-hidden />],
  ['taskAssigned', ({ size }) => <IconLayoutKanban size={size} aria-hidden />],
  ['eventChanged', ({ size }) => <IconCalendarEvent size={size} aria-hidden />],
  ['orderPlaced', ({ size }) => <IconShoppingCart size={size} aria-hidden />],
  // The shop's icon, as for a new order: a new one would be one more file for every page.
  ['orderUpdated', ({ size }) => <IconShoppingCart size={size} aria-hidden />],
  ['returnRequested', ({ size }) => <IconShoppingCart size={size} aria-hidden />],
  ['invoicePaid', ({ size }) => <IconReceipt size={size} aria-hidden />],
  // The invoices' icon again: a new one would be one more file for every page.
  ['invoicePastDue', ({ size }) => <IconReceipt size={size} aria-hidden />],
  ['userSignedUp', ({ size }) => <IconUserPlus size={size} aria-hidden />],
]);

export function NotificationKindIcon({
  kind,
  size = 18,
}: {
  kind: NotificationKind;
  size?: number;
}) {
  const icon = kindIcons.get(kind);
  return icon ? icon({ size }) : <IconMail size={size} aria-hidden />;
}
