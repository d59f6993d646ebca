// A board card's press reaches dnd-kit only once the pointer moves (issue 16): see pressOnMove.
import type { PointerEvent as ReactPointerEvent } from "react";

/** How far a mouse or pen moves before dnd-kit hears of the press (its own constraint, 6 px, then applies). */
export const HAND_OVER_PX = 3;

/**
 * dnd-kit's listeners, except that a mouse or pen press reaches it only once the pointer moves: when its sensor
 * starts, dnd-kit sets state that re-renders every draggable card, at the press and again at the release, which a
 * plain click (opening the card) does not need (issue 16). The press is handed over with its own event, so the drag
 * starts from where the press was. Touch goes to dnd-kit at once (its sensor waits for a long press).
 */
export function pressOnMove(listeners: Record<string, unknown> | undefined) {
  const onPointerDown = listeners?.onPointerDown as ((event: ReactPointerEvent) => void) | undefined;
  if (!listeners || !onPointerDown) return listeners;
  return {
    ...listeners,
    onPointerDown: (event: ReactPointerEvent) => {
      const native = event.nativeEvent;
      const doc = native.view?.document ?? document;
      if (native.pointerType === "touch" || !native.isPrimary || native.button !== 0) return onPointerDown(event);
      const stop = () => {
        doc.removeEventListener("pointermove", move, true);
        doc.removeEventListener("pointerup", stop, true);
        doc.removeEventListener("pointercancel", stop, true);
      };
      const move = (moved: PointerEvent) => {
        if (Math.hypot(moved.clientX - native.clientX, moved.clientY - native.clientY) < HAND_OVER_PX) return;
        stop();
        onPointerDown(event);
      };
      doc.addEventListener("pointermove", move, true);
      doc.addEventListener("pointerup", stop, true);
      doc.addEventListener("pointercancel", stop, true);
    },
  };
}
