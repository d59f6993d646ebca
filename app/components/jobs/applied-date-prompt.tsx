// Issue 31: a job leaving the wishlist asks when it was applied to. The board's moves (drag, keyboard), the detail
// dialog's status dropdown and the job form's status field open this small dialog, with the job's own date or the
// user's today filled in; Enter or "Move" confirms, Cancel (or Escape) leaves the job where it was.
import { CalendarCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/fields";
import { TitledModal } from "~/components/ui/modal";
import { JOB_MESSAGES, JOB_STATUS_COLUMNS, type JobStatus } from "~/schemas/jobs-rules";

/** A move waiting for its application date: the job, where it goes and the date offered. */
export interface AppliedDateQuestion<J> {
  job: J;
  to: JobStatus;
  date: string;
}

const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export function AppliedDatePrompt({
  job,
  to,
  date: offered,
  onConfirm,
  onCancel,
}: AppliedDateQuestion<{ title: string; company: string }> & { onConfirm: (date: string) => void; onCancel: () => void }) {
  const [date, setDate] = useState(offered);
  const [error, setError] = useState<string | undefined>(undefined);
  const column = JOB_STATUS_COLUMNS[to];
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError(JOB_MESSAGES.appliedDateRequired);
    if (!isCalendarDay(date)) return setError("Please enter a valid date");
    onConfirm(date);
  };
  return (
    <TitledModal
      title="When did you apply?"
      description={
        <>
          <span className="font-medium text-slate-800">
            {job.title} at {job.company}
          </span>{" "}
          moves from Wishlist to {column}.
        </>
      }
      icon={<CalendarCheck className="size-5" aria-hidden="true" />}
      onClose={onCancel}
      focusFirstField
    >
      <form onSubmit={confirm} noValidate>
        <TextField
          type="date"
          label="Application Date"
          value={date}
          onChange={(value) => {
            setDate(value);
            setError(undefined);
          }}
          error={error}
          required
        />
        <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Move to {column}</Button>
        </div>
      </form>
    </TitledModal>
  );
}
