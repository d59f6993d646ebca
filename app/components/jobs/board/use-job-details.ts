// The whole jobs behind the board's cards (ADR 0009). The detail dialog, the edit form and AI insights need a job's
// description, notes, contacts and history, which the /jobtracker loader does not send: they come from the detail
// route (jobDetailsPath) when a card is pointed at or focused for a moment (so they are usually there by the
// click) or opened, and every saved job the page learns of replaces its copy. A failed fetch leaves the board as it
// is and hands the message (the server's, else 'Failed to load jobs') to the page.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fetchJson } from "~/lib/fetch-json";
import { JOB_MESSAGES, jobDetailsPath, type JobCard } from "~/schemas/jobs-rules";
import type { JobDetailsResult, JobDto } from "~/schemas/jobs";

type Outcome = { ok: true; job: JobDto } | { ok: false; message: string };

/**
 * The copy to hold when a job arrives: never an older version over a newer one. Answers race on a busy line: the
 * loader's or a detail fetch's read, started before a status change, can land after the change's own answer, and
 * holding it would make the next edit send a stale version (a false "changed elsewhere").
 */
export function newerJob(held: JobDto | undefined, incoming: JobDto): JobDto {
  return held !== undefined && held.version > incoming.version ? held : incoming;
}

function holdNewer(held: Readonly<Record<string, JobDto>>, job: JobDto): Readonly<Record<string, JobDto>> {
  const kept = newerJob(held[job.id], job);
  return kept === held[job.id] ? held : { ...held, [job.id]: kept };
}

/** One GET of the detail route, read into a job or the message to show. */
async function requestJobDetails(jobId: string): Promise<Outcome> {
  const { body } = await fetchJson<JobDetailsResult>(jobDetailsPath(jobId));
  if (body?.status === "success" && body.data?.job) return { ok: true, job: body.data.job };
  return { ok: false, message: body?.status === "error" && body.message ? body.message : JOB_MESSAGES.loadFailed };
}

/** How long the pointer or the focus rests on a card before its details are fetched ahead of a click. */
const INTENT_DELAY_MS = 90;
/**
 * How long an opened card waits for its details before it says "Opening…": a quick answer opens the dialog in one
 * render, without the card re-rendering twice for a state nobody would see (issue 16: opening a card under 100 ms).
 */
const OPENING_NOTICE_DELAY_MS = 150;

export function useJobDetails({
  initial,
  cards,
  openId,
  onFailure,
}: {
  /** The job the loader sent whole (the URL opened its detail). */
  initial: JobDto | null;
  cards: readonly JobCard[];
  /** The job whose detail the URL opens. */
  openId: string | null;
  onFailure: (message: string) => void;
}) {
  const [details, setDetails] = useState<Readonly<Record<string, JobDto>>>(() => (initial ? { [initial.id]: initial } : {}));
  const [seed, setSeed] = useState(initial);
  if (seed !== initial) {
    setSeed(initial);
    if (initial) setDetails((held) => holdNewer(held, initial));
  }

  const remember = useCallback((job: JobDto) => setDetails((held) => holdNewer(held, job)), []);

  // A held copy older than its card (the loader ran again) is fetched anew.
  const versionMap = useMemo(() => new Map(cards.map((card) => [card.id, card.version])), [cards]);
  const versions = useRef(versionMap);
  versions.current = versionMap;
  const heldRef = useRef(details);
  heldRef.current = details;
  const isFresh = useCallback((jobId: string) => {
    const held = heldRef.current[jobId];
    const version = versions.current.get(jobId);
    return held !== undefined && version !== undefined && held.version >= version;
  }, []);

  // One request per job at a time, shared by the prefetch and the open.
  const inflight = useRef(new Map<string, Promise<Outcome>>());
  const load = useCallback((jobId: string) => {
    let request = inflight.current.get(jobId);
    if (!request) {
      request = requestJobDetails(jobId).finally(() => inflight.current.delete(jobId));
      inflight.current.set(jobId, request);
    }
    return request;
  }, []);

  const intentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(intentTimer.current), []);
  const prefetch = useCallback(
    (jobId: string) => {
      clearTimeout(intentTimer.current);
      intentTimer.current = setTimeout(() => {
        if (isFresh(jobId) || !versions.current.has(jobId)) return;
        void load(jobId).then((outcome) => {
          if (outcome.ok) remember(outcome.job);
        });
      }, INTENT_DELAY_MS);
    },
    [isFresh, load, remember],
  );

  const card = openId ? cards.find((c) => c.id === openId) : undefined;
  const held = openId ? details[openId] : undefined;
  const detail = card && held && held.version >= card.version ? held : undefined;
  const needed = card !== undefined && detail === undefined;
  const [opening, setOpening] = useState<string | null>(null);
  const failed = useRef(onFailure);
  failed.current = onFailure;
  useEffect(() => {
    if (!openId || !needed) return;
    let live = true;
    const notice = setTimeout(() => setOpening(openId), OPENING_NOTICE_DELAY_MS);
    void load(openId).then((outcome) => {
      if (!live) return;
      clearTimeout(notice);
      setOpening(null);
      if (outcome.ok) remember(outcome.job);
      else failed.current(outcome.message);
    });
    return () => {
      live = false;
      clearTimeout(notice);
      setOpening(null);
    };
  }, [openId, needed, load, remember]);

  return { detail, openingId: opening, remember, prefetch };
}
