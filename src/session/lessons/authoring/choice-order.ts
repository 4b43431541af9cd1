// The order a checkpoint's choices are shown in is the order the lesson stores (decision 0721): the author
// shuffles them in the editor and sees in the preview exactly what every learner will see. Picking an answer
// puts its reading first, so without a shuffle the right answer would always be the first choice.

/**
 * The choices in a new random order (Fisher–Yates over `random`, Math.random's range): never the order they
 * came in when there are two or more different choices, so pressing "Shuffle" always visibly does something.
 */
export function shuffledChoices(choices: readonly string[], random: () => number): readonly string[] {
  if (new Set(choices).size < 2) return choices;
  const sameOrder = (order: readonly string[]) => order.every((c, i) => c === choices[i]);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const order = [...choices];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    if (!sameOrder(order)) return order;
  }
  // A source that keeps giving the same order (a stub): a rotation is still a different order.
  return [...choices.slice(1), choices[0]!];
}
