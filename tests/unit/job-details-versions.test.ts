// The board's held job details never go back to an older version (app/components/jobs/board/use-job-details.ts).
// A detail fetch or the loader's read that started before a status change can answer after the change did; holding
// it made the next Edit send a stale version and the save was refused as "changed elsewhere".
import { describe, expect, it } from "vitest";
import { newerJob } from "~/components/jobs/board/use-job-details";
import type { JobDto } from "~/schemas/jobs";

const job = (version: number, status: JobDto["status"]) => ({ id: "job-1", version, status }) as unknown as JobDto;

describe("newerJob", () => {
  it("keeps the held copy when an older version arrives late", () => {
    const held = job(4, "interview");
    expect(newerJob(held, job(3, "offer"))).toBe(held);
  });

  it("takes a newer or equal version, and anything when nothing is held", () => {
    const incoming = job(5, "offer");
    expect(newerJob(job(4, "interview"), incoming)).toBe(incoming);
    const same = job(4, "offer");
    expect(newerJob(job(4, "interview"), same)).toBe(same);
    expect(newerJob(undefined, incoming)).toBe(incoming);
  });
});
