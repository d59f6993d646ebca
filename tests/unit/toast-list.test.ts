// The toast list (components/ui/toast.tsx): a toast saying what one on screen already says replaces it, so one
// failure reported by two paths (the browser's check and the server's answer) shows once.
import { describe, expect, it } from "vitest";
import { type ToastType, withToast } from "~/components/ui/toast";

type Shown = { id: number; type: ToastType; message: string };

describe("the toast list", () => {
  it("puts a new toast on top and replaces one with the same type and message", () => {
    const first: Shown = { id: 1, type: "error", message: "First name cannot be empty." };
    const other: Shown = { id: 2, type: "success", message: "Saved." };
    const again: Shown = { id: 3, type: "error", message: "First name cannot be empty." };
    expect(withToast(withToast(withToast<Shown>([], first), other), again)).toEqual([again, other]);
    // The same words as another kind of toast are another toast.
    const info: Shown = { id: 4, type: "info", message: "First name cannot be empty." };
    expect(withToast([again], info)).toEqual([info, again]);
  });

  it("keeps at most 20", () => {
    let list: Shown[] = [];
    for (let i = 0; i < 25; i++) list = withToast(list, { id: i, type: "info", message: `Message ${i}` });
    expect(list).toHaveLength(20);
    expect(list[0]!.message).toBe("Message 24");
  });
});
