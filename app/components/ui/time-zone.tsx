// The zone the page's times are shown in (app/lib/time-zone.ts): given by the loader, the same on the server and in
// the browser.
import { createContext, useContext } from "react";

export const TimeZoneContext = createContext("UTC");

export const useTimeZone = () => useContext(TimeZoneContext);
