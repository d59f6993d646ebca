// The user's time zone as inputs carry it (issue 31): an IANA name Intl knows (app/lib/time-zone.ts validTimeZone).
import { validTimeZone } from "~/lib/time-zone";
import { z } from "./z";

const TIME_ZONE_INVALID = "Choose a time zone from the list.";

/** Settings: optional ('' or missing leaves the stored zone as it is); a name Intl does not know is refused. */
export const timeZoneSetting = z
  .string({ error: TIME_ZONE_INVALID })
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const zone = validTimeZone(value);
    if (!zone) ctx.addIssue({ code: "custom", message: TIME_ZONE_INVALID });
    return zone ?? undefined;
  });

/**
 * Sign-up and sign-in: the zone the browser reported, or undefined. Never refuses: a missing or unknown zone only
 * leaves the user's zone unset (a sign-in must not fail over a preference).
 */
export const reportedTimeZone = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? (validTimeZone(value.trim()) ?? undefined) : undefined));
