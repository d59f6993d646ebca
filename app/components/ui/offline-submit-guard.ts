// A form that React has not taken over yet posts the way it would without JavaScript: a dialog opened by its URL
// (/jobtracker?job=…) is server-rendered, and its part of the page hydrates only once its lazily loaded code
// arrives, moments after the rest. A submission in that window goes to the action as a document request, which
// online works like any no-JavaScript post but offline replaces the page with the browser's error page, losing
// the open dialog and what was typed. While the browser knows it is offline, such a post is stopped and the
// spec's offline message shown instead; everything stays on the page. Submissions React handles are already
// prevented by the time this listener (on window, after React's own on the document) sees them.
import { useEffect } from "react";
import { OFFLINE_MESSAGE } from "~/lib/client-action";
import { useToast } from "./toast";

export function useOfflineSubmitGuard() {
  const toast = useToast();
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented || navigator.onLine !== false) return;
      event.preventDefault();
      toast.error(OFFLINE_MESSAGE);
    };
    window.addEventListener("submit", onSubmit);
    return () => window.removeEventListener("submit", onSubmit);
  }, [toast]);
}
