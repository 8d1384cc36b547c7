/**
 * A font size at which a line of text fits a width, estimated without measuring (SVG text does
 * not wrap): an average glyph is taken as `emWidth` of the size, generous for Hebrew and Latin.
 */
export function fitFontSize(text: string, maxWidth: number, maxSize: number, emWidth = 0.58) {
  const estimated = text.length * maxSize * emWidth;
  return estimated <= maxWidth
    ? maxSize
    : Math.max(maxSize / 3, maxWidth / (text.length * emWidth));
}
