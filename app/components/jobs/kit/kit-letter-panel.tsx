// The kit's Cover letter tab (issue 33 §2): a tone (formal, warm, brief), "Write my cover letter" (the local
// composer, or Workers AI under the never-invent guard), and the letter to edit freely. Writing a new one over a
// letter the user edited asks first.
import { PenLine } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { COVER_LETTER_TONES, type CoverLetterTone } from "~/schemas/kit-letter-rules";
import { KIT_MESSAGES } from "~/schemas/kit-rules";
import { type KitDraft, wordCount } from "./kit-state";

const TONE_LABELS: Record<CoverLetterTone, { label: string; hint: string }> = {
  formal: { label: "Formal", hint: "250-400 words" },
  warm: { label: "Warm", hint: "250-400 words" },
  brief: { label: "Brief", hint: "150-250 words" },
};

export function KitLetterPanel({
  draft,
  busy,
  onTone,
  onWrite,
  onEdit,
}: {
  draft: KitDraft;
  busy: boolean;
  onTone: (tone: CoverLetterTone) => void;
  onWrite: () => void;
  onEdit: (text: string) => void;
}) {
  const letterId = useId();
  const countId = useId();
  const [confirming, setConfirming] = useState(false);
  const { letter } = draft;
  const write = () => {
    if (letter?.edited) setConfirming(true);
    else onWrite();
  };
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Tone</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:max-w-md">
          {COVER_LETTER_TONES.map((tone) => (
            <label
              key={tone}
              className="flex cursor-pointer flex-col rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm shadow-sm transition has-[:checked]:border-indigo-500 has-[:checked]:ring-2 has-[:checked]:ring-indigo-500/20 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <input
                  type="radio"
                  name="kit-tone"
                  value={tone}
                  checked={draft.tone === tone}
                  onChange={() => onTone(tone)}
                  className="accent-indigo-600"
                />
                {TONE_LABELS[tone].label}
              </span>
              <span className="pl-6 text-xs text-slate-500">{TONE_LABELS[tone].hint}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {confirming ? (
        <div
          role="alertdialog"
          aria-label="Replace the letter"
          className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3.5 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm font-medium text-amber-900">{KIT_MESSAGES.replaceEditedLetter}</p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Keep mine
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                setConfirming(false);
                onWrite();
              }}
            >
              Replace
            </Button>
          </div>
        </div>
      ) : (
        <Button variant={letter ? "secondary" : "primary"} onClick={write} busy={busy} busyLabel="Writing…">
          <PenLine className="size-4" aria-hidden="true" />
          {letter ? "Write a new letter" : "Write my cover letter"}
        </Button>
      )}

      {letter ? (
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={letterId} className="text-sm font-medium text-slate-800">
              Cover letter
            </label>
            <span id={countId} className="text-xs tabular-nums text-slate-500">
              {wordCount(letter.text)} words{letter.generatedBy === "workers-ai" ? " · written with Workers AI" : ""}
            </span>
          </div>
          <textarea
            id={letterId}
            aria-describedby={countId}
            rows={16}
            value={letter.text}
            onChange={(event) => onEdit(event.target.value)}
            className="w-full rounded-xl border border-slate-200 bg-white px-4 py-3 font-serif text-[15px] leading-7 text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-4 focus:ring-indigo-500/15"
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          The letter answers two or three of the posting's requirements with evidence from your profile, and ends with your contact details
          and your portfolio when it is live.
        </p>
      )}
    </div>
  );
}
