/**
 * The calendar's grid: FullCalendar, 80 KB, in a chunk of its own on this route only. The route's
 * loader starts it with the events (the page's largest paint is the grid, so it must not wait
 * for the page to render first); the page renders it (`lazyWithPreload`).
 */
export const loadEventCalendar = () => import('./event-calendar');
