// index.html's early script (build/boot-hints.ts loads it when a session is stored): the opened
// page's first requests, started before the framework has loaded (./early-requests.ts).
import { startEarlyRequests, type EarlyPage } from './early-requests';

startEarlyRequests(window as unknown as EarlyPage, import.meta.env.VITE_API_URL ?? '').catch(
  () => undefined,
);
