/** How many replies came back with each status code: `{ 401: 5, 429: 15 }`. */
export const statusCounts = (replies: readonly { statusCode: number }[]) =>
  replies.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});
