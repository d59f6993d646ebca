// The profile editor's saves on their way to the /profile action: one section's Save (intent `save`) or "Save all
// changes" (intent `save-all`, several sections in one request). They go one at a time, each with the version the
// previous one produced: two saves in quick succession are both this user's and must not look like a change made
// elsewhere (409).
import { useCallback, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ProfileActionResult } from "~/schemas/profile";
import type { SectionKey } from "./model";

/** A save waiting its turn: the sections it stores and their fields (the shape PUT /profiles/me takes). */
interface PendingSave {
  sections: SectionKey[];
  payload: Record<string, unknown>;
}

/** `version`: the saved profile's version, moved on by each answer before the next save goes. */
export function useSaveQueue(version: { readonly current: number }) {
  const saver = useFetcher<ProfileActionResult>();
  const saverRef = useRef(saver);
  saverRef.current = saver;
  const queue = useRef<PendingSave[]>([]);
  const inFlight = useRef(false);
  const [sending, setSending] = useState<SectionKey[]>([]);

  const sendNext = useCallback(() => {
    if (saverRef.current.state !== "idle" || inFlight.current) return;
    const next = queue.current.shift();
    if (!next) return;
    inFlight.current = true;
    setSending(next.sections);
    const data = { ...next.payload, version: version.current };
    const [only] = next.sections;
    const body =
      next.sections.length === 1 ? { intent: "save", section: only, data } : { intent: "save-all", sections: next.sections, data };
    saverRef.current.submit(body as never, { method: "post", encType: "application/json" });
  }, [version]);

  return {
    /** The answer of the save that went last, once it is in. */
    answer: saver.state === "idle" ? saver.data : undefined,
    /** The sections of the save on its way. */
    saving: saver.state !== "idle" ? sending : [],
    /** Queues a save of `sections` (replacing a waiting one of the same sections) and sends it when its turn comes. */
    enqueue(sections: SectionKey[], payload: Record<string, unknown>) {
      queue.current = [...queue.current.filter((q) => !q.sections.every((s) => sections.includes(s))), { sections, payload }];
      sendNext();
    },
    /** The save on its way was answered: the next queued one goes (in a microtask, after the answer moved the version on). */
    answered() {
      if (!inFlight.current) return;
      inFlight.current = false;
      setSending([]);
      queueMicrotask(sendNext);
    },
  };
}
