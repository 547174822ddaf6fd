/** An amount in dollars rounded to whole cents, as the shop's figures are. */
export const cents = (value: number) => Math.round(value * 100) / 100;
