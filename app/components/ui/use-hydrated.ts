import { useEffect, useState } from "react";

/** True once React has taken over (controls that only make sense with JavaScript). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
