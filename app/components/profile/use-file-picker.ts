// What the profile's two upload cards (resume-card.tsx, data-import.tsx) share: a file input and its failure.
import { useId, useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import type { ResumeData } from "./model";
import type { ImportOutcome } from "./import-merge";

/** What an upload card is given: where its extraction goes (the editor), and what a lapsed session does. */
export interface UploadCardProps {
  /** Fills the editor (it may first load the merge code), at once or after the review ("review"). */
  onExtracted(data: ResumeData): Promise<ImportOutcome>;
  onSessionExpired(): void;
}

/** A file input's id and ref (to clear the choice), and the failure shown under it and toasted. */
export function useFilePicker() {
  const toast = useToast();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = "";
  };
  return { toast, inputId, inputRef, error, clearError: () => setError(null), fail, clearInput };
}
