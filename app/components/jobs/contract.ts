// The contract between the /jobtracker route (loader + action, app/routes/jobtracker*.ts[x]) and the job dialogs
// (app/components/jobs/*-dialog.tsx). Dialogs submit with `useFetcher<JobActionData>()` to the action at
// JOBTRACKER_ACTION with a form field `intent`:
//   intent=create  + the fields of createJobSchema (aiSuggestions repeated as several `aiSuggestions` fields)
//   intent=update  + jobId + the fields of updateJobSchema (the whole job) + version (the one it was based on)
//   intent=status  + jobId + status + version
//   intent=delete  + jobId
//   intent=suggestions + jobId  ('Get New AI Suggestions': the answer's job carries the new aiSuggestions)
// The action validates with the schemas of app/schemas/jobs.ts (parseWithZod) and calls app/server/jobs/jobs.server.ts.
import type { SubmissionResult } from "@conform-to/react";
import type { JobDto } from "~/schemas/jobs";

export const JOBTRACKER_ACTION = "/jobtracker";

export const JOB_INTENTS = ["create", "update", "status", "delete", "suggestions"] as const;
export type JobIntent = (typeof JOB_INTENTS)[number];

/** What the action answers to a fetcher (HTTP 200 when ok, else 400/404/500 with ok=false). */
export interface JobActionData {
  intent: JobIntent;
  ok: boolean;
  /** The spec's toast text: 'Job added successfully!', 'Failed to update job', a server message, ... */
  message: string;
  /** The saved job (create, update, status, suggestions). */
  job?: JobDto;
  /** The deleted job's id (delete). */
  jobId?: string;
  /** 409: the job changed elsewhere since the dialog opened; `job` then holds its latest version. */
  conflict?: boolean;
  /** conform's reply for the add/edit forms (field errors under their fields). */
  result?: SubmissionResult<string[]>;
}
