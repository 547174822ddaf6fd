/**
 * Orders two due dates earliest first, a task without one after every dated task (0 when they are
 * the same). The todo list's due-date sort and the dashboard's next tasks both use it, in the
 * screens and in the mock.
 */
export function compareDueDates(a: string | null, b: string | null): number {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  return Date.parse(a) - Date.parse(b);
}
