// Server side of /portfolio: the loader reads the deployment state through the portfolio domain module and
// one action serves Deploy, Redeploy and Unpublish. The deploy fetcher (JavaScript) gets the answer as data,
// because the page animates its progress and reloads by itself; plain form posts (no JavaScript, and the
// Redeploy/Unpublish forms) are redirected back with a flash toast.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import {
  DEPLOY_FALLBACKS,
  FETCHER_MODE,
  isPortfolioIntent,
  type PortfolioActionData,
  type PortfolioIntent,
} from "~/components/portfolio/model";
import { deploySchema } from "~/schemas/portfolio";
import { AppError } from "~/server/errors";
import { flashCookie } from "~/server/flash.server";
import { deployPortfolio, getDeploymentInfo, portfolioDeps, unpublishPortfolio } from "~/server/portfolio/portfolio.server";
import { getServices, requireAuth } from "~/server/session.server";

type Context = Readonly<RouterContextProvider>;

export async function portfolioLoader(request: Request, context: Context) {
  const auth = await requireAuth(context, request);
  const { db, env } = getServices(context);
  try {
    return { info: await getDeploymentInfo(db, env.APP_URL, auth.user.id) };
  } catch (error) {
    // The ErrorBoundary shows the server's message when there is one (spec part 1 section 8).
    if (error instanceof AppError) throw data(error.message, { status: error.status });
    throw error;
  }
}

function failure(intent: PortfolioIntent, message: string, status: number) {
  return data<PortfolioActionData>({ intent, ok: false, message }, { status });
}

/** Runs one intent and returns its success message; failures throw AppError. */
async function perform(intent: PortfolioIntent, formData: FormData, deps: ReturnType<typeof portfolioDeps>, userId: string) {
  if (intent === "unpublish") return (await unpublishPortfolio(deps, userId)).message;
  const submission = parseWithZod(formData, { schema: deploySchema });
  if (submission.status !== "success") {
    const firstError = Object.values(submission.error ?? {}).flat()[0];
    throw new AppError(400, firstError ?? DEPLOY_FALLBACKS[intent]);
  }
  const result = await deployPortfolio(deps, userId, submission.value, { redeploy: intent === "redeploy" });
  return result.message;
}

export async function portfolioAction(request: Request, context: Context) {
  const auth = await requireAuth(context, request);
  const { db, env } = getServices(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isPortfolioIntent(intent)) return failure("deploy", "Unknown action.", 400);

  let message: string;
  try {
    message = await perform(intent, formData, portfolioDeps(env, db), auth.user.id);
  } catch (error) {
    if (error instanceof AppError) return failure(intent, error.message, error.status);
    console.error(`Portfolio ${intent} failed`, error);
    return failure(intent, DEPLOY_FALLBACKS[intent], 500);
  }

  if (formData.get(FETCHER_MODE.name) === FETCHER_MODE.value) return data<PortfolioActionData>({ intent, ok: true, message });
  return redirect("/portfolio", { headers: { "Set-Cookie": await flashCookie(env, { type: "success", message }) } });
}
