// No silent loss (issue 31 §1): leaving the profile page with unsaved changes asks first. A link or the back button
// is held by React Router's blocker until the user answers "Leave without saving?"; closing or reloading the tab
// gets the browser's own question (beforeunload). Moving within the page (its #section links) is not leaving.
import { useCallback, useEffect, useRef } from "react";
import { type BlockerFunction, useBlocker } from "react-router";

/** `unsaved`: whether leaving now would drop changes (false while nothing is dirty, and while Continue saves and goes on). */
export function useLeaveGuard(unsaved: boolean) {
  /** Set by a departure the editor itself decides (an expired session going to /signin): nothing to ask. */
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => unsaved && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);
  /** Lets the editor's own next navigation through unasked. */
  const release = useCallback(() => {
    released.current = true;
  }, []);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Browsers that predate preventDefault() here ask when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  // A navigation held while changes were unsaved goes on by itself once they no longer are (saved meanwhile).
  useEffect(() => {
    if (blocker.state === "blocked" && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  return {
    /** A navigation is held, waiting for the user's answer. */
    asking: blocker.state === "blocked",
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    release,
  };
}
