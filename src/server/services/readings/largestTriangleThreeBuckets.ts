/**
 * Largest-Triangle-Three-Buckets (Steinarsson, 2013): picks `threshold` of the points so
 * the line keeps its visual shape. Returns the indices kept, first and last always among
 * them. x must be ascending.
 */
export function largestTriangleThreeBuckets(
  xs: readonly number[],
  ys: readonly number[],
  threshold: number,
): number[] {
  const length = xs.length;
  if (threshold >= length || threshold < 3) return xs.map((_, index) => index);

  const kept: number[] = [0];
  const bucketSize = (length - 2) / (threshold - 2);
  let anchor = 0;

  for (let bucket = 0; bucket < threshold - 2; bucket++) {
    // The average of the next bucket is the third corner of each candidate triangle.
    const nextStart = Math.floor((bucket + 1) * bucketSize) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, length);
    let averageX = 0;
    let averageY = 0;
    for (let index = nextStart; index < nextEnd; index++) {
      averageX += xs[index] ?? 0;
      averageY += ys[index] ?? 0;
    }
    const nextCount = Math.max(nextEnd - nextStart, 1);
    averageX /= nextCount;
    averageY /= nextCount;

    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    const anchorX = xs[anchor] ?? 0;
    const anchorY = ys[anchor] ?? 0;
    let largestArea = -1;
    let chosen = start;
    for (let index = start; index < end; index++) {
      const area = Math.abs(
        (anchorX - averageX) * ((ys[index] ?? 0) - anchorY) -
          (anchorX - (xs[index] ?? 0)) * (averageY - anchorY),
      );
      if (area > largestArea) {
        largestArea = area;
        chosen = index;
      }
    }
    kept.push(chosen);
    anchor = chosen;
  }

  kept.push(length - 1);
  return kept;
}
