// The clientAction body of a route whose saves must fail softly: the server's answer, or a network-failure
// result when the request never reached the action or broke on the way (a redirect Response passes through).
import { type ActionResult, transportFailure } from "./action-result";

export async function serverActionOrNetworkFailure<T, Intent extends string>(
  serverAction: () => Promise<T>,
  intent: Intent,
  message: string,
): Promise<T | ActionResult<Intent, never>> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return transportFailure(intent, "network", message);
  }
}
