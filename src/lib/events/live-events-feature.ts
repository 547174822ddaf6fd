import type { ShellFeature } from '@/lib/features/feature-ids';

/** The tab's live stream (`src/app/live-updates.tsx`): other people's changes show at once. */
export const liveEventsFeature: ShellFeature = {
  feature: 'live-events',
  name: 'Live updates (the event stream)',
  operations: ['streamEvents', 'announcePresence'],
};
