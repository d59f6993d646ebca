// The profile's phone rule (spec part 2 section 5, widened by issue 14 §5): the spec's Indian numbers and their
// message, plus international numbers in E.164 form. One schema serves the editor, the page action and the API.
import { describe, expect, it } from "vitest";
import { personalSchema, phone } from "~/schemas/profile";

const MESSAGE = "Enter a valid phone number (10 digits, optionally prefixed with +91 or 0)";

describe("phone", () => {
  it.each([
    ["+39 055 123 4567", "+390551234567"],
    ["+1-415-555-0100", "+14155550100"],
    ["+44 (20) 7946 0958", "+442079460958"],
    ["+49 30 1234567", "+49301234567"],
    ["9876543210", "9876543210"],
    ["09876543210", "09876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["  98765-43210 ", "9876543210"],
    ["", ""],
  ])("accepts %j (stored as %j)", (input, stored) => {
    expect(phone.parse(input)).toBe(stored);
  });

  it.each([
    "hello",
    "12345",
    "+39 055",
    "+1234567", // 7 digits
    "+1234567890123456", // 16 digits
    "+0 555 123 4567", // a country code never starts with 0
    "39 055 123 4567", // international without the +
    "98765432101",
    "+91 98765 4321x",
  ])("refuses %j with the spec's message", (input) => {
    const result = phone.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGE);
  });

  it("an imported international number does not block the personal section", () => {
    const result = personalSchema.safeParse({ phone: "+39 055 123 4567", location: "Florence, Italy", socialLinks: {} });
    expect(result.success).toBe(true);
  });
});
