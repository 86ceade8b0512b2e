const oneDecimal = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 1 });

/** '83,3 %': Swedish decimal comma, a space that does not break before the sign. */
export function formatPercent(value: number): string {
  return `${oneDecimal.format(value)}\u00a0%`;
}

/** '0,3', '2,5': a figure with at most one decimal, as Swedish writes it. */
export function formatDecimal(value: number): string {
  return oneDecimal.format(value);
}

/** Share of a total in percent; 0 of nothing is 0. */
export function share(part: number, total: number): number {
  return total > 0 ? (part / total) * 100 : 0;
}
