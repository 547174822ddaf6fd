import {
  IconBookmark,
  IconCalendar,
  IconChartPie,
  IconChecklist,
  IconCreditCard,
  IconFileDollar,
  IconHeart,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMessages,
  IconShield,
  IconShieldCheck,
  IconShoppingBag,
  IconShoppingCart,
  IconTable,
  IconUsers,
} from '@tabler/icons-react';

/** The API names icons by their @tabler component name; only these are bundled. */
const icons = {
  IconCalendar,
  IconChartPie,
  IconChecklist,
  IconCreditCard,
  IconFileDollar,
  IconHeart,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMessages,
  IconShield,
  IconShieldCheck,
  IconShoppingBag,
  IconShoppingCart,
  IconTable,
  IconUsers,
};

export function BookmarkIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = icons[name as keyof typeof icons] ?? IconBookmark;
  return <Icon size={size} aria-hidden />;
}
