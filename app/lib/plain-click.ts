// Whether a click on a link is one the page may follow itself (a client navigation) rather than the browser.
/** A click the page handles itself: the main button, no modifier (those open a new tab or window), not handled yet. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}) {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
