// Issue 16: a board card's mouse press reaches dnd-kit only once the pointer moves, so a plain click (opening the
// card) never starts dnd-kit's sensor (whose state change re-renders every card); touch goes to dnd-kit at once.
import type { PointerEvent as ReactPointerEvent } from "react";
import { describe, expect, it } from "vitest";
import { HAND_OVER_PX, pressOnMove } from "~/components/jobs/board/press-on-move";

/** A document that records its listeners, so the test can play pointer events to them. */
function fakeDocument() {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  return {
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: (event: unknown) => void) => listeners.get(type)?.delete(fn),
    fire: (type: string, event: unknown) => {
      for (const fn of [...(listeners.get(type) ?? [])]) fn(event);
    },
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

function press(doc: ReturnType<typeof fakeDocument>, pointerType = "mouse") {
  const nativeEvent = { pointerType, isPrimary: true, button: 0, clientX: 100, clientY: 50, view: { document: doc } };
  return { nativeEvent } as unknown as ReactPointerEvent;
}

describe("pressOnMove", () => {
  it("a click (press and release without moving) never reaches dnd-kit, and leaves no listener behind", () => {
    const doc = fakeDocument();
    const calls: unknown[] = [];
    const wrapped = pressOnMove({ onPointerDown: (event: unknown) => calls.push(event), onKeyDown: "kept" })!;
    expect(wrapped.onKeyDown).toBe("kept");
    (wrapped.onPointerDown as (e: ReactPointerEvent) => void)(press(doc));
    doc.fire("pointermove", { clientX: 101, clientY: 51 });
    doc.fire("pointerup", {});
    doc.fire("pointermove", { clientX: 300, clientY: 300 });
    expect(calls).toEqual([]);
    expect(doc.count()).toBe(0);
  });

  it("a press that moves is handed to dnd-kit once, with the press's own event", () => {
    const doc = fakeDocument();
    const calls: unknown[] = [];
    const wrapped = pressOnMove({ onPointerDown: (event: unknown) => calls.push(event) })!;
    const event = press(doc);
    (wrapped.onPointerDown as (e: ReactPointerEvent) => void)(event);
    doc.fire("pointermove", { clientX: 100 + HAND_OVER_PX - 1, clientY: 50 });
    expect(calls).toEqual([]);
    doc.fire("pointermove", { clientX: 100 + HAND_OVER_PX, clientY: 50 });
    doc.fire("pointermove", { clientX: 140, clientY: 50 });
    expect(calls).toEqual([event]);
    expect(doc.count()).toBe(0);
  });

  it("touch goes to dnd-kit at once (its sensor waits for a long press)", () => {
    const doc = fakeDocument();
    const calls: unknown[] = [];
    const wrapped = pressOnMove({ onPointerDown: (event: unknown) => calls.push(event) })!;
    const event = press(doc, "touch");
    (wrapped.onPointerDown as (e: ReactPointerEvent) => void)(event);
    expect(calls).toEqual([event]);
    expect(doc.count()).toBe(0);
  });
});
