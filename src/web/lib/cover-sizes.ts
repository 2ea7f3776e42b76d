/**
 * The `sizes` of a photo that covers a box of another shape: a photo wider than its box is drawn
 * wider than the box by the ratio of the two shapes (a 4:1 panorama in a 4:3 card, three times
 * the card's width), so the browser must pick a rendition that much wider or the crop is blurred.
 */
export function coverSizes(sizes: string, imageAspect: number, boxAspect: number): string {
  const factor = imageAspect / boxAspect;
  if (!(factor > 1.05)) return sizes;
  const scale = Math.round(factor * 100) / 100;
  return sizes
    .split(",")
    .map((entry) => {
      const trimmed = entry.trim();
      const cut = trimmed.startsWith("(") ? trimmed.indexOf(")") + 1 : 0;
      const condition = trimmed.slice(0, cut).trim();
      const length = trimmed.slice(cut).trim();
      return `${condition ? `${condition} ` : ""}calc(${length} * ${scale})`;
    })
    .join(", ");
}
