/**
 * Loads the date-range filter's pickers (date-range-fields.tsx). A module of the shell: there, the
 * files it needs are named in the shell's one list of lazy files, which names most of them
 * already; in the filter's own chunk they cost the four lists that use it 0.35 KB of names.
 */
export const loadDateRangeFields = () => import('./date-range-fields');
