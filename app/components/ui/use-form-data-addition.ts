// Values only the running page knows (the browser's time zone, a zone's offset at the typed date) added to a form's
// data as it is read: the `formdata` event fires for every FormData built from the form (conform's check, React
// Router's submission, a plain post), so nothing that syncs or resets the form's fields can lose them, and a field
// set by script without a user's input event (which React's onChange does not see) is read as it is at submission.
import { type RefObject, useEffect, useRef } from "react";

/** Runs `add` on the data of the form that holds `inside` each time that data is read. */
export function useFormDataAddition(inside: RefObject<HTMLElement | null>, add: (data: FormData) => void) {
  const latest = useRef(add);
  latest.current = add;
  useEffect(() => {
    const form = inside.current?.closest("form");
    if (!form) return;
    const listener = (event: FormDataEvent) => latest.current(event.formData);
    form.addEventListener("formdata", listener);
    return () => form.removeEventListener("formdata", listener);
  }, [inside]);
}
