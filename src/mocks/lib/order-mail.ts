import type { UserRecord } from '@/mocks/db/auth-tables';
import type { MockSession } from '@/mocks/db/sessions';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { formatDay, formatMoney, formatNumber } from '@/lib/i18n/formats';
import { deliverMail, escapeHtml, mailLanguage, type LanguageCode } from './mails';
import { publicOrigin } from './public-origin';

/**
 * The order confirmation a buyer gets on placing an order: its number and date, the lines, the
 * totals, the payment, the delivery address and a link to the order in the shop's Orders (where
 * its receipt prints). Content the server writes, so its words live here in the four languages;
 * amounts and dates in the recipient's (UTC, as every screen).
 */
interface OrderMailText {
  subject: string;
  /** `{{name}}` the buyer's name, `{{number}}` the order's, `{{date}}` its day. */
  intro: string;
  items: string;
  /** `{{qty}}` and `{{name}}`: one line. */
  line: string;
  subtotal: string;
  discount: string;
  shipping: string;
  free: string;
  tax: string;
  total: string;
  payment: string;
  card: string;
  cod: string;
  address: string;
  /** Between a label and its value: French sets a no-break space before the colon. */
  separator: string;
  /** Before the link. */
  linkIntro: string;
  outro: string;
}

const ORDER_MAIL: Record<LanguageCode, OrderMailText> = {
  en: {
    subject: 'Your order {{number}} is confirmed',
    intro:
      'Hello {{name}}, thank you for your order {{number}} of {{date}}. Here is what you ordered:',
    items: 'Items',
    line: '{{qty}} × {{name}}',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    tax: 'Tax',
    total: 'Total',
    payment: 'Payment',
    card: 'Card ending in {{last4}}',
    cod: 'Cash on delivery',
    address: 'Delivery address',
    separator: ': ',
    linkIntro: 'To follow your order and print its receipt, open it in the shop’s Orders:',
    outro: 'We will write again when it ships.',
  },
  fr: {
    subject: 'Votre commande {{number}} est confirmée',
    intro:
      'Bonjour {{name}}, merci pour votre commande {{number}} du {{date}}. Voici ce que vous avez commandé\u00a0:',
    items: 'Articles',
    line: '{{qty}} × {{name}}',
    subtotal: 'Sous-total',
    discount: 'Réduction',
    shipping: 'Livraison',
    free: 'Gratuite',
    tax: 'Taxes',
    total: 'Total',
    payment: 'Paiement',
    card: 'Carte se terminant par {{last4}}',
    cod: 'Paiement à la livraison',
    address: 'Adresse de livraison',
    separator: '\u00a0: ',
    linkIntro:
      'Pour suivre votre commande et imprimer son reçu, ouvrez-la dans les commandes de la boutique\u00a0:',
    outro: 'Nous vous écrirons de nouveau à son expédition.',
  },
  de: {
    subject: 'Ihre Bestellung {{number}} ist bestätigt',
    intro:
      'Hallo {{name}}, vielen Dank für Ihre Bestellung {{number}} vom {{date}}. Das haben Sie bestellt:',
    items: 'Artikel',
    line: '{{qty}} × {{name}}',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    free: 'Kostenlos',
    tax: 'Steuer',
    total: 'Gesamtsumme',
    payment: 'Zahlung',
    card: 'Karte mit Endziffern {{last4}}',
    cod: 'Zahlung bei Lieferung',
    address: 'Lieferadresse',
    separator: ': ',
    linkIntro:
      'Um Ihre Bestellung zu verfolgen und ihren Beleg zu drucken, öffnen Sie sie unter „Bestellungen“ im Shop:',
    outro: 'Wir schreiben Ihnen wieder, sobald sie versandt wird.',
  },
  pt: {
    subject: 'A sua encomenda {{number}} está confirmada',
    intro:
      'Olá {{name}}, obrigado pela sua encomenda {{number}} de {{date}}. Eis o que encomendou:',
    items: 'Artigos',
    line: '{{qty}} × {{name}}',
    subtotal: 'Subtotal dos artigos',
    discount: 'Desconto',
    shipping: 'Envio',
    free: 'Grátis',
    tax: 'Impostos',
    total: 'Total',
    payment: 'Pagamento',
    card: 'Cartão terminado em {{last4}}',
    cod: 'Pagamento na entrega',
    address: 'Morada de entrega',
    separator: ': ',
    linkIntro:
      'Para acompanhar a sua encomenda e imprimir o recibo, abra-a nas Encomendas da loja:',
    outro: 'Voltaremos a escrever quando for enviada.',
  },
};

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );

/** Label and value pairs as a table, captioned. */
const table = (caption: string, pairs: readonly (readonly string[])[]) =>
  `<table><caption>${escapeHtml(caption)}</caption><tbody>${pairs
    .map(
      ([label = '', amount = '']) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(amount)}</td></tr>`,
    )
    .join('')}</tbody></table>`;

/** A paragraph of text. */
const paragraph = (content: string) => `<p>${escapeHtml(content)}</p>`;

/** Mails `user` the confirmation of the order they just placed, in their saved language. */
export function sendOrderConfirmation(
  session: MockSession,
  { user, order, language }: { user: UserRecord; order: Order; language: LanguageCode },
) {
  const lang = mailLanguage(session.db, user, language);
  const words = ORDER_MAIL[lang];
  const money = (amount: number) => formatMoney(amount, lang);
  const link = `${publicOrigin()}/apps/ecommerce/orders/${order.id}`;
  const intro = fill(words.intro, {
    name: user.fullName,
    number: order.number,
    date: formatDay(order.createdAt, lang),
  });
  const lines = order.lines.map((line) => [
    fill(words.line, { qty: formatNumber(line.qty, lang), name: line.name }),
    money(line.lineTotal),
  ]);
  const totals = [
    [words.subtotal, money(order.subtotal)],
    ...(order.discount > 0
      ? [[`${words.discount} (${order.discountCode ?? ''})`, `−${money(order.discount)}`]]
      : []),
    [words.shipping, order.shipping === 0 ? words.free : money(order.shipping)],
    [words.tax, money(order.tax)],
    [words.total, money(order.total)],
  ];
  const payment =
    order.payment.method === 'card'
      ? fill(words.card, { last4: order.payment.last4 ?? '' })
      : words.cod;
  const country =
    new Intl.DisplayNames([lang], { type: 'region' }).of(order.address.country) ??
    order.address.country;
  const { fullName, line1, postalCode, city, phone } = order.address;
  const address = [fullName, line1, `${postalCode} ${city}`, country, phone];
  const rows = (pairs: readonly (readonly string[])[]) =>
    pairs.map((pair) => pair.join(words.separator));
  const text = [
    intro,
    [words.items, ...rows(lines)].join('\n'),
    rows(totals).join('\n'),
    `${words.payment}${words.separator}${payment}`,
    [words.address, ...address].join('\n'),
    `${words.linkIntro}\n${link}`,
    words.outro,
  ].join('\n\n');
  const html = [
    paragraph(intro),
    table(words.items, lines),
    table(words.total, totals),
    `<p><strong>${escapeHtml(words.payment)}</strong><br>${escapeHtml(payment)}</p>`,
    `<p><strong>${escapeHtml(words.address)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>`,
    paragraph(words.linkIntro),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    paragraph(words.outro),
  ].join('');
  return deliverMail(session, {
    kind: 'orderConfirmation',
    user,
    to: user.email,
    subject: fill(words.subject, { number: order.number }),
    text,
    html,
    link,
  });
}
