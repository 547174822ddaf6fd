/**
 * The icons apps are known by, named as @tabler/icons-react names them: the apps' manifests name
 * theirs (so the route definitions, which read the manifests, carry no icon into the sign-in
 * page's code), and so do the API's bookmarks and search suggestions. Only these are bundled.
 */
export {
  IconCalendar,
  IconChartBar,
  IconChartPie,
  IconChecklist,
  IconCreditCard,
  IconFileDollar,
  IconHeart,
  IconHistory,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMessages,
  IconServerCog,
  IconShield,
  IconShieldCheck,
  IconShieldLock,
  IconShoppingBag,
  IconShoppingCart,
  IconTable,
  IconUsers,
} from '@tabler/icons-react';
