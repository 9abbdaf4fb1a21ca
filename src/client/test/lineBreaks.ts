/**
 * The text between the places a line may break inside an element rendered with
 * EmailAddress: its <wbr>s, since the parts between them do not wrap (EmailAddress.css).
 */
export function piecesBetweenBreaks(element: Element): string[] {
  const pieces: string[] = [];
  let piece = '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeName === 'WBR') {
      pieces.push(piece);
      piece = '';
    } else if (node.nodeType === Node.TEXT_NODE) piece += node.textContent ?? '';
  }
  return [...pieces, piece];
}
