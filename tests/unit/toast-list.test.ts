// The toast list (components/ui/toast.tsx): a toast saying what one on screen already says replaces it, so one
// failure reported by two paths (the browser's check and the server's answer) shows once.
import { describe, expect, it } from "vitest";
import { withToast } from "~/components/ui/toast";

describe("the toast list", () => {
  it("puts a new toast on top and replaces one with the same type and message", () => {
    const first = { id: 1, type: "error" as const, message: "First name cannot be empty." };
    const other = { id: 2, type: "success" as const, message: "Saved." };
    const again = { id: 3, type: "error" as const, message: "First name cannot be empty." };
    expect(withToast(withToast(withToast([], first), other), again)).toEqual([again, other]);
    // The same words as another kind of toast are another toast.
    const info = { id: 4, type: "info" as const, message: "First name cannot be empty." };
    expect(withToast([again], info)).toEqual([info, again]);
  });

  it("keeps at most 20", () => {
    let list: Array<{ id: number; type: "info"; message: string }> = [];
    for (let i = 0; i < 25; i++) list = withToast(list, { id: i, type: "info", message: `Message ${i}` });
    expect(list).toHaveLength(20);
    expect(list[0]!.message).toBe("Message 24");
  });
});
