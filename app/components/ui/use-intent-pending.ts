// Whether the form posted with an `intent` is on its way (pages whose buttons post intents to their route action).
// Its own module: importing it must not bring conform and zod (form-hooks.ts) into a page that has no form fields.
import { useNavigation } from "react-router";

/** True while the form submitted with this intent is on its way. */
export function useIntentPending(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}
