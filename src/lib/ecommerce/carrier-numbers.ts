import type { Carrier } from './carriers';

/** The shape of each carrier's tracking numbers (the whole number, upper-case). */
const patterns: ReadonlyMap<Carrier, RegExp> = new Map([
  ['ups', /^1Z[0-9A-Z]{16}$/],
  ['fedex', /^(\d{12}|\d{15}|\d{20}|\d{22})$/],
  ['dhl', /^(\d{10,11}|J?JD\d{18})$/],
  ['usps', /^(\d{20,22}|[A-Z]{2}\d{9}US)$/],
  ['laposte', /^(\d[A-Z]\d{11}|[A-Z]{2}\d{9}FR)$/],
  ['ctt', /^[A-Z]{2}\d{9}PT$/],
]);

/** Whether `trackingNumber` (any case, trimmed) has the shape of the carrier's numbers. */
export const fitsCarrier = (carrier: Carrier, trackingNumber: string): boolean =>
  patterns.get(carrier)?.test(trackingNumber.trim().toUpperCase()) ?? false;

/** The number's field error when it has a tracking number's shape but not the carrier's. */
export const TRACKING_CARRIER_ERROR = 'ecommerce.orders.errors.trackingCarrier';
