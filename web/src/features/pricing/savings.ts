// The savings comparison's sums: separate monthly prices added up against one plan's price.
// Items priced from a plan carry that plan's current price (resolved in the GROQ projection).

type PricedItem = { _key: string; label: string; monthlyPrice: number | null }

export function compareSavings(items: readonly PricedItem[], bundlePrice: number) {
  const priced = items.flatMap((item) => (item.monthlyPrice === null ? [] : [{ ...item, monthlyPrice: item.monthlyPrice }]))
  const separate = priced.reduce((sum, item) => sum + item.monthlyPrice, 0)
  const monthly = Math.max(0, separate - bundlePrice)
  return { items: priced, separate, monthly, yearly: monthly * 12 }
}
