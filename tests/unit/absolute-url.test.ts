// The API boundary's absolute URLs (issue 14 §5): an app path on APP_URL; empty values and URLs that are already
// absolute are kept; a value's profilePhoto is rewritten without touching the rest.
import { describe, expect, it } from "vitest";
import { absoluteUrl, withAbsolutePhoto } from "~/server/http/absolute-url";

describe("absoluteUrl", () => {
  it("puts an app path on APP_URL, with or without a trailing slash", () => {
    expect(absoluteUrl("https://vitrine.example.com", "/media/photos/u/1.png")).toBe("https://vitrine.example.com/media/photos/u/1.png");
    expect(absoluteUrl("https://vitrine.example.com/", "/media/photos/u/1.png")).toBe("https://vitrine.example.com/media/photos/u/1.png");
  });

  it("keeps empty values, absolute URLs and protocol-relative URLs as they are", () => {
    expect(absoluteUrl("https://vitrine.example.com", "")).toBe("");
    expect(absoluteUrl("https://vitrine.example.com", "https://cdn.example.org/a.png")).toBe("https://cdn.example.org/a.png");
    expect(absoluteUrl("https://vitrine.example.com", "//cdn.example.org/a.png")).toBe("//cdn.example.org/a.png");
  });
});

describe("withAbsolutePhoto", () => {
  it("rewrites profilePhoto only, and leaves a value without a photo alone", () => {
    const profile = { title: "Engineer", profilePhoto: "/media/photos/u/1.png" };
    expect(withAbsolutePhoto(profile, "http://localhost:8787")).toEqual({
      title: "Engineer",
      profilePhoto: "http://localhost:8787/media/photos/u/1.png",
    });
    expect(profile.profilePhoto).toBe("/media/photos/u/1.png");
    const none = { title: "Engineer", profilePhoto: "" };
    expect(withAbsolutePhoto(none, "http://localhost:8787")).toBe(none);
  });
});
