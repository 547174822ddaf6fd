/**
 * The carriers an order ships with. The shape of each one's tracking numbers is in
 * `carrier-numbers.ts`, what the screens show of them (names, tracking pages) in
 * `carrier-pages.ts`: each loaded only where it is used (every order page loads this list).
 */
export const carriers = ['ups', 'fedex', 'dhl', 'usps', 'laposte', 'ctt'] as const;
export type Carrier = (typeof carriers)[number];
