import type { Carrier } from './carriers';

/**
 * What the screens show of a carrier: its own name (the same in every language), a tracking
 * number of its shape (the ship dialog's hint) and its tracking page. A link is built from the
 * fixed https template and the encoded number only, never from anything else a request carried.
 */
const pages: Readonly<Record<Carrier, { name: string; example: string; trackingPage: string }>> = {
  ups: {
    name: 'UPS',
    example: '1Z999AA10123456784',
    trackingPage: 'https://www.ups.com/track?tracknum=',
  },
  fedex: {
    name: 'FedEx',
    example: '123456789012',
    trackingPage: 'https://www.fedex.com/fedextrack/?trknbr=',
  },
  dhl: {
    name: 'DHL',
    example: '1234567890',
    trackingPage: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=',
  },
  usps: {
    name: 'USPS',
    example: '9400111899223197428490',
    trackingPage: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  },
  laposte: {
    name: 'La Poste',
    example: '6A12345678901',
    trackingPage: 'https://www.laposte.fr/outils/suivre-vos-envois?code=',
  },
  ctt: {
    name: 'CTT',
    example: 'RR123456789PT',
    trackingPage: 'https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput=',
  },
};

/** "UPS", "La Poste": the carrier's own name. */
export const carrierName = (carrier: Carrier): string => pages[carrier].name;

/** A tracking number of the carrier's shape, for the ship dialog's hint. */
export const carrierExample = (carrier: Carrier): string => pages[carrier].example;

/** The carrier's tracking page for the number: a fixed https template and the encoded number. */
export const trackingUrl = (carrier: Carrier, trackingNumber: string): string =>
  `${pages[carrier].trackingPage}${encodeURIComponent(trackingNumber)}`;
