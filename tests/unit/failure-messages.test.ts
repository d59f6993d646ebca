// Issue 14 part 2: a submission that gets no usable answer becomes an ActionResult error with the page's message
// (app/lib/client-action.ts, app/lib/fetch-json.ts), and the settings forms map a failure's status to the spec's
// messages (app/schemas/settings.ts). The browser journeys are in tests/e2e/failures.spec.ts; these cover the
// mapping, including the statuses the UI cannot produce (400 without errors, 403, 404).
import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl, redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorMessage, submitFailureMessage } from "~/components/profile/model";
import {
  byIntent,
  byIntentSayingWhy,
  classifyFailure,
  failureStatus,
  OFFLINE_MESSAGE,
  sayingWhy,
  submitOrFailure,
  TIMED_OUT_MESSAGE,
} from "~/lib/client-action";
import { fetchJson } from "~/lib/fetch-json";
import { settingsFailureMessage } from "~/schemas/settings";
import { SIGNIN_FAILURES } from "~/schemas/signin";

function formPost(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("https://vitrine.test/jobtracker", { method: "POST", body });
}

const messages = byIntent({ status: "Failed to update job status", create: "Failed to add job" }, "Failed to update job");

describe("classifyFailure", () => {
  it("keeps a redirect and a deliberate 4xx, and names every other failure", () => {
    expect(classifyFailure(redirect("/signin"), false)).toBeNull();
    expect(classifyFailure(new ErrorResponseImpl(404, "Not Found", null), false)).toBeNull();
    expect(classifyFailure(new ErrorResponseImpl(500, "Internal Server Error", "boom"), false)).toEqual({
      reason: "server",
      httpStatus: 500,
    });
    expect(classifyFailure(new ErrorResponseImpl(503, "Unavailable", ""), false)).toEqual({ reason: "server", httpStatus: 503 });
    expect(classifyFailure(new TypeError("Failed to fetch"), false)).toEqual({ reason: "network", httpStatus: 0 });
    expect(classifyFailure(new Error("Unable to decode turbo-stream response"), false)).toEqual({ reason: "server", httpStatus: 0 });
    expect(classifyFailure(new Error("anything"), true)).toEqual({ reason: "network", httpStatus: 0 });
  });

  it("never records a status below 400, so React Router does not reload the page's data", () => {
    expect(failureStatus({ reason: "network", httpStatus: 0 })).toBe(503);
    expect(failureStatus({ reason: "timeout", httpStatus: 0 })).toBe(504);
    expect(failureStatus({ reason: "server", httpStatus: 0 })).toBe(502);
    expect(failureStatus({ reason: "server", httpStatus: 500 })).toBe(500);
  });
});

describe("sayingWhy (issue 31: the job board says when the connection is why)", () => {
  it("adds the profile's offline message after what failed, for a network failure only", () => {
    expect(sayingWhy("Failed to add job", { reason: "network" })).toBe(`Failed to add job. ${OFFLINE_MESSAGE}`);
    expect(sayingWhy("Failed to read the job posting.", { reason: "network" })).toBe(`Failed to read the job posting. ${OFFLINE_MESSAGE}`);
    expect(sayingWhy("Failed to add job", { reason: "server" })).toBe("Failed to add job");
    expect(sayingWhy("Failed to add job", { reason: "conflict" })).toBe("Failed to add job");
  });

  it("byIntentSayingWhy keeps byIntent's messages and the timeout's, saying so offline", () => {
    const board = byIntentSayingWhy({ create: "Failed to add job" }, "Failed to update job");
    const none = () => "";
    expect(board("create", { reason: "network", httpStatus: 0 }, none)).toBe(`Failed to add job. ${OFFLINE_MESSAGE}`);
    expect(board("create", { reason: "server", httpStatus: 500 }, none)).toBe("Failed to add job");
    expect(board("other", { reason: "network", httpStatus: 0 }, none)).toBe(`Failed to update job. ${OFFLINE_MESSAGE}`);
    expect(board("create", { reason: "timeout", httpStatus: 0 }, none)).toBe(TIMED_OUT_MESSAGE);
  });
});

describe("submitOrFailure", () => {
  afterEach(() => vi.useRealTimers());

  it("passes the server's answer through", async () => {
    const answer = { status: "success", intent: "status", data: {} };
    await expect(submitOrFailure(formPost({ intent: "status" }), async () => answer, messages)).resolves.toBe(answer);
  });

  it("rethrows a redirect", async () => {
    const to = redirect("/signin");
    await expect(
      submitOrFailure(
        formPost({ intent: "status" }),
        async () => {
          throw to;
        },
        messages,
      ),
    ).rejects.toBe(to);
  });

  it("turns a network error into the intent's failure result with a toast and a status of 503", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await submitOrFailure(
      formPost({ intent: "create" }),
      async () => {
        throw new TypeError("Failed to fetch");
      },
      messages,
    );
    expect(result).toEqual(
      data(
        {
          status: "error",
          intent: "create",
          message: "Failed to add job",
          httpStatus: 0,
          reason: "network",
          toast: { type: "error", message: "Failed to add job" },
        },
        { status: 503 },
      ),
    );
  });

  it("turns a 5xx page into a server failure; an intent it does not know gets the page's fallback", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = (await submitOrFailure(
      formPost({ intent: "mystery" }),
      async () => {
        throw new ErrorResponseImpl(500, "Internal Server Error", "boom");
      },
      messages,
    )) as ReturnType<typeof data>;
    expect(result.data).toMatchObject({
      status: "error",
      intent: "mystery",
      reason: "server",
      httpStatus: 500,
      message: "Failed to update job",
    });
    expect(result.init?.status).toBe(500);
  });

  it("reads the intent of a JSON post, and a page can show a failure inline (no toast)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request("https://vitrine.test/signin", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "resend-otp" }),
    });
    const result = (await submitOrFailure(
      request,
      async () => {
        throw new TypeError("Failed to fetch");
      },
      byIntent(SIGNIN_FAILURES, "Sign in failed. Please try again."),
      { inline: (intent) => intent.startsWith("resend") },
    )) as ReturnType<typeof data>;
    expect(result.data).toMatchObject({ intent: "resend-otp", message: "Failed to resend code. Please try again." });
    expect((result.data as { toast?: unknown }).toast).toBeUndefined();
  });

  it("gives up after the timeout with 'Request timed out. Please try again.'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.useFakeTimers();
    const pending = submitOrFailure(formPost({ intent: "status" }), () => new Promise(() => {}), messages, { timeoutMs: 30_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    const result = (await pending) as ReturnType<typeof data>;
    expect(result.data).toMatchObject({ reason: "timeout", message: TIMED_OUT_MESSAGE });
    expect(result.init?.status).toBe(504);
  });
});

describe("the sign-in page's fallbacks", () => {
  const fallback = byIntent(SIGNIN_FAILURES, SIGNIN_FAILURES.signin!);
  const network = { reason: "network", httpStatus: 0 } as const;
  const message = (intent: string, failure: typeof network) => fallback(intent, failure, () => "");
  it("names each step's failure", () => {
    expect(message("signin", network)).toBe("Sign in failed. Please try again.");
    expect(message("send-otp", network)).toBe("Failed to send verification code. Please try again.");
    expect(message("verify-otp", network)).toBe("Failed to verify code. Please try again.");
    expect(message("resend-reset-otp", network)).toBe("Failed to resend code. Please try again.");
    expect(message("register", network)).toBe("Registration failed. Please try again.");
    expect(message("forgot", network)).toBe("Failed to send reset code. Please try again.");
    expect(message("reset-password", network)).toBe("Password reset failed. Please try again.");
  });
});

describe("the profile's generic handler", () => {
  it("says offline, timed out or unexpected", () => {
    expect(submitFailureMessage({ reason: "network", httpStatus: 0 })).toBe(
      "No internet connection. Please check your network and try again.",
    );
    expect(submitFailureMessage({ reason: "timeout", httpStatus: 0 })).toBe("Request timed out. Please try again.");
    expect(submitFailureMessage({ reason: "server", httpStatus: 500 })).toBe("An unexpected error occurred. Please try again.");
    expect(errorMessage(403)).toBe("You do not have permission to perform this action.");
  });
});

describe("settingsFailureMessage", () => {
  it("maps the sections' failures by status", () => {
    expect(settingsFailureMessage("personal", { httpStatus: 0, network: true })).toBe("Network error. Please check your connection.");
    expect(settingsFailureMessage("personal", { httpStatus: 400 })).toBe("Invalid data provided.");
    expect(settingsFailureMessage("personal", { httpStatus: 400, errors: ["First name is required", "Phone is invalid"] })).toBe(
      "First name is required, Phone is invalid",
    );
    expect(settingsFailureMessage("personal", { httpStatus: 400, message: "Bad input" })).toBe("Bad input");
    expect(settingsFailureMessage("personal", { httpStatus: 401 })).toBe("Session expired. Please log in again.");
    expect(settingsFailureMessage("resume", { httpStatus: 403 })).toBe("You do not have permission to perform this action.");
    expect(settingsFailureMessage("personal", { httpStatus: 404, message: "User not found" })).toBe(
      "User not found. Please refresh the page.",
    );
    expect(settingsFailureMessage("resume", { httpStatus: 502 })).toBe("Server error. Please try again later.");
    expect(settingsFailureMessage("personal", { httpStatus: 0 })).toBe("Failed to save personal information. Please try again.");
    expect(settingsFailureMessage("resume", { httpStatus: 0 })).toBe("Failed to save resume information. Please try again.");
  });

  it("maps the username and password dialogs and deactivation", () => {
    expect(settingsFailureMessage("username", { httpStatus: 400 })).toBe("Invalid username provided.");
    expect(settingsFailureMessage("username", { httpStatus: 409 })).toBe("Username already taken. Please choose a different username.");
    expect(settingsFailureMessage("username", { httpStatus: 0, network: true })).toBe("Failed to change username. Please try again.");
    expect(settingsFailureMessage("password", { httpStatus: 400 })).toBe("Invalid password data provided.");
    expect(settingsFailureMessage("password", { httpStatus: 401 })).toBe("Current password is incorrect.");
    expect(settingsFailureMessage("password", { httpStatus: 403 })).toBe("You do not have permission to change password.");
    expect(settingsFailureMessage("password", { httpStatus: 500 })).toBe("Failed to change password. Please try again.");
    expect(settingsFailureMessage("deactivate", { httpStatus: 0, network: true })).toBe("Failed to deactivate account. Please try again.");
  });

  it("maps the account deletion dialog: the server's refusal as said, no answer or a 5xx as the fallback", () => {
    expect(settingsFailureMessage("delete", { httpStatus: 0, network: true })).toBe("Failed to delete account. Please try again.");
    expect(settingsFailureMessage("delete", { httpStatus: 502 })).toBe("Failed to delete account. Please try again.");
    expect(settingsFailureMessage("delete", { httpStatus: 401, message: "Password is incorrect." })).toBe("Password is incorrect.");
    expect(settingsFailureMessage("delete-code", { httpStatus: 0, network: true })).toBe("Failed to send the code. Please try again.");
    expect(
      settingsFailureMessage("delete-code", { httpStatus: 429, message: "Please wait 42 seconds before requesting a new code." }),
    ).toBe("Please wait 42 seconds before requesting a new code.");
  });
});

describe("fetchJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives the JSON answer, or the failure when nothing usable came", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ success: true }, { status: 201 }));
    await expect(fetchJson("https://vitrine.test/x")).resolves.toEqual({ ok: true, status: 201, body: { success: true } });

    vi.stubGlobal("fetch", async () => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    await expect(fetchJson("https://vitrine.test/x")).resolves.toMatchObject({ ok: false, failure: { reason: "server", httpStatus: 502 } });

    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(fetchJson("https://vitrine.test/x")).resolves.toMatchObject({ ok: false, failure: { reason: "network", httpStatus: 0 } });
  });

  it("times out", async () => {
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    await expect(fetchJson("https://vitrine.test/x", {}, 20)).resolves.toMatchObject({ failure: { reason: "timeout" } });
  });
});
