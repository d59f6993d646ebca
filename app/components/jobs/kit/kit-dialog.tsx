// The application kit (issue 33), stacked over the job's detail (`?dialog=kit`): three tabs, Resume (a draft of the
// saved profile tailored to this posting, each change undoable), Cover letter (written for this posting, editable)
// and Send ("Mark as sent" freezes both as PDF and Word files; earlier versions stay listed). What the user drafts
// is kept in localStorage (./kit-state.ts) until it is sent, so nothing typed is lost to a reload or a failed
// request; every request is a plain fetch whose failure only toasts (./kit-transport.ts).
import { FileText, PenLine, RefreshCw, Send, Wand2 } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { useToast } from "~/components/ui/toast";
import { undoChange } from "~/server/kit/tailor-undo";
import type { CoverLetterDto } from "~/schemas/kit-letter-rules";
import { KIT_MESSAGES, type SentApplicationDto } from "~/schemas/kit-rules";
import type { JobDto } from "~/schemas/jobs";
import type { ProfileDto } from "~/schemas/profile";
import { StackedJobDialogHeader } from "../job-ui";
import { KitLetterPanel } from "./kit-letter-panel";
import { KitResumePanel } from "./kit-resume-panel";
import { KitSendPanel } from "./kit-send-panel";
import { clearKitDraft, EMPTY_DRAFT, type KitDraft, type KitTailoring, readKitDraft, storeKitDraft } from "./kit-state";
import { kitRequest } from "./kit-transport";

const TABS = [
  { id: "resume", label: "Resume", icon: FileText },
  { id: "letter", label: "Cover letter", icon: PenLine },
  { id: "send", label: "Send", icon: Send },
] as const;
type KitTab = (typeof TABS)[number]["id"];

type Loaded =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; profile: ProfileDto; sent: SentApplicationDto[] };

export function KitDialog({ job, onClose, onSent }: { job: JobDto; onClose: () => void; onSent: (at: string) => void }) {
  const toast = useToast();
  const titleId = useId();
  const baseId = useId();
  const [tab, setTab] = useState<KitTab>("resume");
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [draft, setDraftState] = useState<KitDraft>(EMPTY_DRAFT);
  const [busy, setBusy] = useState<"tailor" | "letter" | "sent" | null>(null);
  const restored = useRef(false);

  const setDraft = useCallback(
    (update: (current: KitDraft) => KitDraft) =>
      setDraftState((current) => {
        const next = update(current);
        storeKitDraft(job.id, next);
        return next;
      }),
    [job.id],
  );

  // What was drafted for this job before (a reload, a closed dialog) comes back as it was.
  useEffect(() => {
    const kept = readKitDraft(job.id);
    if (kept && !restored.current) {
      restored.current = true;
      setDraftState(kept);
      toast.info(KIT_MESSAGES.restored);
    }
  }, [job.id, toast]);

  const load = useCallback(async () => {
    setLoaded({ status: "loading" });
    const answer = await kitRequest<{ profile: ProfileDto; sent: SentApplicationDto[] }>(job.id, "load");
    setLoaded(answer.ok ? { status: "ready", ...answer.data } : { status: "failed", message: answer.message });
  }, [job.id]);
  useEffect(() => {
    void load();
  }, [load]);

  const tailor = async () => {
    setBusy("tailor");
    const answer = await kitRequest<KitTailoring>(job.id, "tailor", {});
    setBusy(null);
    if (!answer.ok) return toast.error(answer.message);
    setDraft((current) => ({ ...current, tailoring: answer.data, resume: answer.data.resume, undone: [] }));
    toast.success(KIT_MESSAGES.tailored);
  };

  const undo = (index: number) => {
    if (loaded.status !== "ready") return;
    setDraft((current) => {
      if (!current.tailoring || !current.resume) return current;
      const resume = undoChange({ ...current.tailoring, resume: current.resume }, loaded.profile, index);
      return { ...current, resume, undone: [...current.undone, index] };
    });
  };

  const writeLetter = async () => {
    setBusy("letter");
    const answer = await kitRequest<{ coverLetter: CoverLetterDto }>(job.id, "letter", { tone: draft.tone });
    setBusy(null);
    if (!answer.ok) return toast.error(answer.message);
    setDraft((current) => ({ ...current, letter: { ...answer.data.coverLetter, edited: false } }));
    toast.success(KIT_MESSAGES.letterWritten);
  };

  const send = async () => {
    if (loaded.status !== "ready" || !draft.letter) return;
    setBusy("sent");
    const answer = await kitRequest<{ sent: SentApplicationDto }>(job.id, "sent", {
      resume: draft.resume ?? loaded.profile,
      coverLetter: draft.letter.text,
    });
    setBusy(null);
    if (!answer.ok) return toast.error(answer.message);
    setLoaded({ ...loaded, sent: [answer.data.sent, ...loaded.sent] });
    clearKitDraft(job.id);
    toast.success(KIT_MESSAGES.sent);
    onSent(answer.data.sent.at);
  };

  const tabRefs = useRef<Partial<Record<KitTab, HTMLButtonElement | null>>>({});
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === "ArrowRight"
        ? TABS[(index + 1) % TABS.length]
        : event.key === "ArrowLeft"
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : null;
    if (!next) return;
    event.preventDefault();
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      size="xl"
      header={
        <StackedJobDialogHeader
          icon={<Wand2 aria-hidden="true" className="size-6" />}
          titleId={titleId}
          title="Application kit"
          job={job}
          onClose={onClose}
        >
          <div role="tablist" aria-label="Application kit" onKeyDown={onTabKey} className="mt-4 flex gap-1.5">
            {TABS.map(({ id, label, icon: Icon }) => (
              <button
                key={id}
                ref={(node) => {
                  tabRefs.current[id] = node;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${id}`}
                aria-controls={`${baseId}-panel`}
                aria-selected={tab === id}
                tabIndex={tab === id ? 0 : -1}
                onClick={() => setTab(id)}
                className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 pb-2.5 pt-1.5 text-sm font-semibold transition focus-visible:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500 sm:px-4 ${
                  tab === id
                    ? "border-indigo-600 text-indigo-700"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </button>
            ))}
          </div>
        </StackedJobDialogHeader>
      }
    >
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel takes the focus after the tab list.
        tabIndex={0}
        className="min-h-[24rem] px-5 py-5 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-600 sm:px-6 sm:py-6"
      >
        {loaded.status === "loading" ? (
          <p className="text-sm text-slate-500">Loading your profile…</p>
        ) : loaded.status === "failed" ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">{loaded.message}</p>
            <Button variant="secondary" size="sm" onClick={() => void load()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : tab === "resume" ? (
          <KitResumePanel
            company={job.company}
            profile={loaded.profile}
            draft={draft}
            busy={busy === "tailor"}
            onTailor={() => void tailor()}
            onUndo={undo}
            onEdit={(resume) => setDraft((current) => ({ ...current, resume }))}
          />
        ) : tab === "letter" ? (
          <KitLetterPanel
            draft={draft}
            busy={busy === "letter"}
            onTone={(tone) => setDraft((current) => ({ ...current, tone }))}
            onWrite={() => void writeLetter()}
            onEdit={(text) =>
              setDraft((current) => (current.letter ? { ...current, letter: { ...current.letter, text, edited: true } } : current))
            }
          />
        ) : (
          <KitSendPanel draft={draft} sent={loaded.sent} busy={busy === "sent"} onSend={() => void send()} />
        )}
      </div>
    </Modal>
  );
}
