/**
 * The carriers an order ships with. Each has a tracking number of its own shape and a tracking
 * page: the link a screen shows is built from the fixed template and the encoded number only,
 * never from anything else a request carried. Carriers' names are proper names: the same in every
 * language.
 */
export const carriers = ['ups', 'fedex', 'dhl', 'usps', 'laposte', 'ctt'] as const;
export type Carrier = (typeof carriers)[number];

interface CarrierFacts {
  name: string;
  /** The whole number, upper-case, matches it. */
  pattern: RegExp;
  /** A number of the right shape, shown as a hint in the ship dialog. */
  example: string;
  /** The tracking page, before the encoded number. */
  trackingPage: string;
}

const facts: ReadonlyMap<Carrier, CarrierFacts> = new Map([
  [
    'ups',
    {
      name: 'UPS',
      pattern: /^1Z[0-9A-Z]{16}$/,
      example: '1Z999AA10123456784',
      trackingPage: 'https://www.ups.com/track?tracknum=',
    },
  ],
  [
    'fedex',
    {
      name: 'FedEx',
      pattern: /^(\d{12}|\d{15}|\d{20}|\d{22})$/,
      example: '123456789012',
      trackingPage: 'https://www.fedex.com/fedextrack/?trknbr=',
    },
  ],
  [
    'dhl',
    {
      name: 'DHL',
      pattern: /^(\d{10,11}|J?JD\d{18})$/,
      example: '1234567890',
      trackingPage: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=',
    },
  ],
  [
    'usps',
    {
      name: 'USPS',
      pattern: /^(\d{20,22}|[A-Z]{2}\d{9}US)$/,
      example: '9400111899223197428490',
      trackingPage: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
    },
  ],
  [
    'laposte',
    {
      name: 'La Poste',
      pattern: /^(\d[A-Z]\d{11}|[A-Z]{2}\d{9}FR)$/,
      example: '6A12345678901',
      trackingPage: 'https://www.laposte.fr/outils/suivre-vos-envois?code=',
    },
  ],
  [
    'ctt',
    {
      name: 'CTT',
      pattern: /^[A-Z]{2}\d{9}PT$/,
      example: 'RR123456789PT',
      trackingPage: 'https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput=',
    },
  ],
]);

function factsOf(carrier: Carrier): CarrierFacts {
  const found = facts.get(carrier);
  if (!found) throw new Error(`No such carrier: ${carrier}`);
  return found;
}

/** "UPS", "La Poste": the carrier's own name. */
export const carrierName = (carrier: Carrier): string => factsOf(carrier).name;

/** A tracking number of the carrier's shape, for the ship dialog's hint. */
export const carrierExample = (carrier: Carrier): string => factsOf(carrier).example;

/** Whether `trackingNumber` (any case, trimmed) has the shape of the carrier's numbers. */
export const fitsCarrier = (carrier: Carrier, trackingNumber: string): boolean =>
  factsOf(carrier).pattern.test(trackingNumber.trim().toUpperCase());

/** The carrier's tracking page for the number: a fixed https template and the encoded number. */
export const trackingUrl = (carrier: Carrier, trackingNumber: string): string =>
  `${factsOf(carrier).trackingPage}${encodeURIComponent(trackingNumber)}`;
