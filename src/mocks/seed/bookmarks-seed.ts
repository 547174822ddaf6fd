import type { BookmarkSuggestion } from '@/apps/bookmarks/api/bookmark-schemas';

type SuggestionSeed = Omit<BookmarkSuggestion, 'id' | 'isBookmarked'>;

const suggestions: SuggestionSeed[] = [
  {
    title: 'Analytics',
    titleKey: 'nav.analytics',
    link: '/dashboards/analytics',
    icon: 'IconChartPie',
    group: 'dashboards',
    subject: 'Dashboard',
  },
  {
    title: 'Todo',
    titleKey: 'nav.todo',
    link: '/apps/todo',
    icon: 'IconChecklist',
    group: 'apps',
    subject: 'Todo',
  },
  {
    title: 'Chat',
    titleKey: 'nav.chat',
    link: '/apps/chat',
    icon: 'IconMessages',
    group: 'apps',
    subject: 'Chat',
  },
  {
    title: 'Email',
    titleKey: 'nav.email',
    link: '/apps/email',
    icon: 'IconMail',
    group: 'apps',
    subject: 'Email',
  },
  {
    title: 'Kanban',
    titleKey: 'nav.kanban',
    link: '/apps/kanban',
    icon: 'IconLayoutKanban',
    group: 'apps',
    subject: 'Kanban',
  },
  {
    title: 'Calendar',
    titleKey: 'nav.calendar',
    link: '/apps/calendar',
    icon: 'IconCalendar',
    group: 'apps',
    subject: 'Calendar',
  },
  {
    title: 'Invoices',
    titleKey: 'nav.invoices',
    link: '/apps/invoices',
    icon: 'IconFileDollar',
    group: 'apps',
    subject: 'Invoice',
  },
  {
    title: 'Users',
    titleKey: 'nav.users',
    link: '/apps/users',
    icon: 'IconUsers',
    group: 'apps',
    subject: 'User',
  },
  {
    title: 'Roles',
    titleKey: 'nav.roles',
    link: '/apps/roles',
    icon: 'IconShieldCheck',
    group: 'apps',
    subject: 'Role',
  },
  {
    title: 'Permissions',
    titleKey: 'nav.permissions',
    link: '/apps/permissions',
    icon: 'IconLock',
    group: 'apps',
    subject: 'Permission',
  },
  {
    title: 'Shop',
    titleKey: 'nav.shop',
    link: '/apps/ecommerce/shop',
    icon: 'IconShoppingBag',
    group: 'apps',
    subject: 'Ecommerce',
  },
  {
    title: 'Wishlist',
    titleKey: 'nav.wishlist',
    link: '/apps/ecommerce/wishlist',
    icon: 'IconHeart',
    group: 'apps',
    subject: 'Ecommerce',
  },
  {
    title: 'Cart',
    titleKey: 'nav.cart',
    link: '/apps/ecommerce/cart',
    icon: 'IconShoppingCart',
    group: 'apps',
    subject: 'Ecommerce',
  },
  {
    title: 'Checkout',
    titleKey: 'nav.checkout',
    link: '/apps/ecommerce/checkout',
    icon: 'IconCreditCard',
    group: 'apps',
    subject: 'Ecommerce',
  },
  {
    title: 'Data Table',
    titleKey: 'nav.dataTable',
    link: '/tables/data-table',
    icon: 'IconTable',
    group: 'pages',
    subject: 'DataTable',
  },
  {
    title: 'Access Control',
    titleKey: 'nav.accessControl',
    link: '/access-control',
    icon: 'IconShield',
    group: 'pages',
    subject: 'AccessControl',
  },
];

const bookmarkedLinks = new Set([
  '/apps/todo',
  '/apps/email',
  '/apps/calendar',
  '/apps/chat',
  '/access-control',
]);

export function seedBookmarks(): BookmarkSuggestion[] {
  return suggestions.map((suggestion, index) => ({
    id: index + 1,
    ...suggestion,
    isBookmarked: bookmarkedLinks.has(suggestion.link),
  }));
}
