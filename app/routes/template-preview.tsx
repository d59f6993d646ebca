// The template preview (spec part 1 sections 2.6, 4 "Preview", 5, 8), registered at /preview/{templateId} and at
// /templates/{templateId}/preview (the spec's two readings), and at /preview without an id (redirects to
// /templates). A full page outside the app layout: a toolbar (back, viewport, fullscreen, select), the template
// rendered in a resizable frame with the viewer's data (or sample data), and the details panels.
import { WindowDots } from "~/components/ui/window-dots";
import { byIntent, submitOrFailure } from "~/lib/client-action";
import { ArrowLeft, Check, Maximize, Minimize, Monitor, RefreshCw, Smartphone, Tablet } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { isRouteErrorResponse, Link, useFetcher, useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { Spinner } from "~/components/ui/fields";
import { LogoMark } from "~/components/logo";
import { PreviewPanels } from "~/components/templates/preview-panels";
import { CATEGORY_LABELS, PremiumBadge } from "~/components/templates/template-bits";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useToast, useToastOnce, type ToastInput } from "~/components/ui/toast";
import { useActionResult } from "~/components/ui/use-action-result";
import { buttonClass } from "~/components/ui/button";
import { ErrorNotice } from "~/components/ui/route-error-page";
import { findTemplate, TEMPLATE_MESSAGES, type TemplateId } from "~/schemas/portfolio-catalogue";
import { requireTemplateComponent } from "~/components/portfolio-templates";
import { PortfolioLanguage } from "~/components/portfolio-templates/language";
import type { Route } from "./+types/template-preview";
import { previewAction, previewLoader, type TemplateUnavailable } from "./template-preview.server";
import { MissingProfileParts } from "~/components/portfolio/missing-profile-parts";

/** Spec part 1 section 9: after "Select This Template" succeeds, the gallery opens 1.5 s later. */
const SELECT_REDIRECT_MS = 1500;

const VIEWPORTS = [
  { key: "desktop", label: "Desktop", width: null, Icon: Monitor },
  { key: "tablet", label: "Tablet", width: 768, Icon: Tablet },
  { key: "mobile", label: "Mobile", width: 375, Icon: Smartphone },
] as const;
type Viewport = (typeof VIEWPORTS)[number]["key"];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const preview = await previewLoader(request, context, params.templateId);
  requireTemplateComponent(preview.templateId);
  return preview;
}

export async function action({ request, context }: Route.ActionArgs) {
  return previewAction(request, context);
}

/** A save that never reached the action or broke on the way is reported like a refused one. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrFailure(request, serverAction, byIntent({}, TEMPLATE_MESSAGES.selectFailed));
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const template = loaderData ? findTemplate(loaderData.templateId) : undefined;
  return [
    { title: template ? `${template.name} Preview · Vitrine` : "Template Preview · Vitrine" },
    { name: "robots", content: "noindex" },
  ];
};

/** Both URL shapes lead to the same page; links to other templates keep the shape the viewer arrived with. */
function previewPathFor(pathname: string) {
  return (id: TemplateId) => (pathname.startsWith("/templates/") ? `/templates/${id}/preview` : `/preview/${id}`);
}

function isPreviewPath(pathname: string) {
  return /^\/preview\/[^/]+\/?$/.test(pathname) || /^\/templates\/[^/]+\/preview\/?$/.test(pathname);
}

export default function TemplatePreview({ loaderData }: Route.ComponentProps) {
  const { templateId, portfolio, usingSampleData, missing, isSavedTemplate, language } = loaderData;
  const template = findTemplate(templateId)!;
  const Template = requireTemplateComponent(templateId);
  const location = useLocation();
  const navigation = useNavigation();
  const [viewport, setViewport] = useState<Viewport>("desktop");
  const [fullscreen, setFullscreen] = useState(false);
  const width = VIEWPORTS.find((v) => v.key === viewport)!.width;

  // Another template's preview is on its way (the viewer followed a "More Templates" link).
  const loadingOther =
    navigation.state === "loading" && isPreviewPath(navigation.location.pathname) && navigation.location.pathname !== location.pathname;

  // Fullscreen: focus moves to Exit Fullscreen (the toolbar is gone) and Escape leaves it.
  const exitFullscreen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!fullscreen) return;
    exitFullscreen.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setFullscreen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [fullscreen]);

  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      {fullscreen ? null : (
        <section
          aria-label="Preview toolbar"
          className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur print:hidden"
        >
          <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
            <div className="flex min-w-0 basis-full items-center gap-3 sm:basis-80 sm:flex-1">
              <Link to="/templates" className={buttonClass("ghost", "sm", "-ml-2 shrink-0")}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                <span className="max-sm:sr-only">Back to Templates</span>
              </Link>
              <span className="hidden h-6 w-px bg-slate-200 sm:block" aria-hidden="true" />
              <LogoMark className="hidden size-7 shrink-0 sm:block" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{template.name}</p>
                <p className="flex items-center gap-2 text-xs whitespace-nowrap text-slate-500">
                  {CATEGORY_LABELS[template.category]} template
                  {isSavedTemplate ? (
                    <span className="inline-flex items-center gap-0.5 font-semibold text-emerald-700">
                      <Check className="size-3.5" aria-hidden="true" />
                      Your current template
                    </span>
                  ) : null}
                </p>
              </div>
              {template.isPremium ? <PremiumBadge className="hidden shrink-0 lg:inline-flex" /> : null}
            </div>

            <ViewportSwitch value={viewport} onChange={setViewport} />

            <div className="flex w-full items-center gap-2 sm:w-auto [&>form]:flex-1 sm:[&>form]:flex-none">
              <button
                type="button"
                onClick={() => setFullscreen(true)}
                aria-label="Toggle Fullscreen"
                title="Toggle Fullscreen"
                className={buttonClass("secondary", "sm")}
              >
                <Maximize className="size-4" aria-hidden="true" />
                {/* A word below 2xl would squeeze the template's name (the button keeps its name and tooltip). */}
                <span className="max-2xl:sr-only">Fullscreen</span>
              </button>
              <SelectThisTemplate templateId={templateId} />
            </div>
          </div>
        </section>
      )}

      <div
        className={
          fullscreen
            ? ""
            : "mx-auto max-w-[1600px] gap-6 px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] print:block print:p-0"
        }
      >
        <div className="min-w-0">
          {usingSampleData && !fullscreen ? (
            <div className="mb-4 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 print:hidden">
              <p className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <span>
                  <strong className="font-semibold">You are seeing sample data.</strong> Complete your profile to preview this template with
                  your own information.
                </span>
                <Link to="/profile" className="shrink-0 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950">
                  Complete your profile
                </Link>
              </p>
              <MissingProfileParts missing={missing} id="preview-missing-parts" tone="amber" className="mt-3" />
            </div>
          ) : null}

          {/* Not a landmark of its own: the template's header, main and footer are the page's landmarks. */}
          <div
            data-preview-frame={viewport}
            className={`relative mx-auto max-w-(--frame-width) bg-white transition-[max-width] duration-300 ease-out print:max-w-none print:rounded-none print:shadow-none print:ring-0 ${
              fullscreen ? "" : "overflow-hidden rounded-2xl shadow-xl shadow-slate-900/10 ring-1 ring-slate-900/10"
            }`}
            style={{ "--frame-width": width ? `${width}px` : "100%" } as CSSProperties}
          >
            {fullscreen ? null : (
              <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5 print:hidden" aria-hidden="true">
                <WindowDots large />
                <span className="mx-auto max-w-full truncate rounded-md bg-white px-3 py-0.5 text-xs text-slate-500 ring-1 ring-slate-200">
                  vitrine/portfolio/{portfolio.username}
                </span>
                <span className="w-10" />
              </div>
            )}
            <div lang={language.locale} dir={language.dir}>
              <PortfolioLanguage.Provider value={language}>
                <Template data={portfolio} preview />
              </PortfolioLanguage.Provider>
            </div>
            {loadingOther ? <PreviewLoading /> : null}
          </div>
        </div>

        {fullscreen ? null : (
          <aside
            aria-label="Template information"
            className="mt-6 lg:sticky lg:top-24 lg:mt-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto print:hidden"
          >
            <PreviewPanels template={template} previewPath={previewPathFor(location.pathname)} />
          </aside>
        )}
      </div>

      {fullscreen ? (
        <button
          type="button"
          onClick={() => setFullscreen(false)}
          aria-label="Exit Fullscreen"
          ref={exitFullscreen}
          className="fixed bottom-5 right-5 z-40 inline-flex items-center gap-2 rounded-full bg-slate-900/90 px-4 py-2.5 text-sm font-semibold text-white shadow-xl ring-1 ring-white/20 backdrop-blur transition hover:bg-slate-900 print:hidden"
        >
          <Minimize className="size-4" aria-hidden="true" />
          Exit Fullscreen
        </button>
      ) : null}
    </div>
  );
}

/** Desktop / tablet / mobile: a radio group, so arrow keys move between the choices. */
function ViewportSwitch({ value, onChange }: { value: Viewport; onChange: (viewport: Viewport) => void }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hidden rounded-xl border border-slate-200 bg-slate-100 p-1 md:flex" disabled={!hydrated}>
      <legend className="sr-only">Preview viewport</legend>
      {VIEWPORTS.map(({ key, label, Icon }) => (
        // Below xl the words would squeeze the template's name: the icons (and their names) stay.
        <label
          key={key}
          title={label}
          className="flex cursor-pointer items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-600 transition hover:text-slate-900 has-checked:bg-white has-checked:text-indigo-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-indigo-500"
        >
          <input type="radio" name="viewport" value={key} checked={value === key} onChange={() => onChange(key)} className="sr-only" />
          <Icon className="size-4" aria-hidden="true" />
          <span className="max-xl:sr-only">{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

function SelectThisTemplate({ templateId }: { templateId: TemplateId }) {
  const fetcher = useFetcher<typeof clientAction>();
  const toast = useToast();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Refusals and send failures show their toast; a success (also "already saved", which has no toast of its
  // own here) says so and opens the gallery on the chosen card.
  useActionResult(fetcher.data, {
    onSuccess: (result) => {
      if (!result.toast) toast.success(TEMPLATE_MESSAGES.selectedPreview);
      setDone(true);
      redirectTimer.current = setTimeout(() => navigate(`/templates?selected=${result.data.selectedTemplate}`), SELECT_REDIRECT_MS);
    },
  });

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="selectedTemplate" value={templateId} />
      <button type="submit" disabled={busy || done} className={buttonClass("primary", "sm", "w-full")}>
        {busy ? <Spinner /> : done ? <Check className="size-4" aria-hidden="true" /> : null}
        {done ? "Template Selected" : busy ? "Selecting..." : "Select This Template"}
      </button>
    </fetcher.Form>
  );
}

function PreviewLoading() {
  return (
    <div role="status" className="absolute inset-0 z-10 flex items-start justify-center bg-white/70 pt-32 backdrop-blur-[1px]">
      <span className="inline-flex items-center gap-3 rounded-full bg-white px-5 py-3 text-sm font-semibold text-slate-700 shadow-lg ring-1 ring-slate-200">
        <Spinner className="size-5 text-indigo-600" />
        Loading template preview
      </span>
    </div>
  );
}

function isUnavailable(error: unknown): error is { data: TemplateUnavailable; status: number } {
  return isRouteErrorResponse(error) && (error.data as TemplateUnavailable | undefined)?.reason === "template-unavailable";
}

/** Spec part 1 section 8 "Template load": the message of a load failure other than an unknown id. */
function loadFailureMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status >= 500) return "Server error. Please try again later.";
    if (typeof error.data === "string" && error.data) return error.data;
  }
  return "Failed to load template data";
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const unavailable = isUnavailable(error);
  const message = unavailable ? error.data.message : loadFailureMessage(error);
  const toast = useMemo<ToastInput>(() => ({ type: "error", message }), [message]);
  useToastOnce(toast);
  const retrying = revalidator.state === "loading";

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Link to="/" className="inline-flex items-center gap-2 font-bold tracking-tight text-slate-900" aria-label="Vitrine home">
            <LogoMark />
            <span className="text-lg">Vitrine</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-lg flex-1 place-items-center px-4 py-16">
        <ErrorNotice tone="amber" title={unavailable ? "Template Not Available" : "Unable to Load Template"} message={message}>
          {unavailable ? (
            <>
              <Link to="/templates" className={buttonClass("primary")}>
                Browse Available Templates
              </Link>
              <a
                href={pathname}
                onClick={(event) => {
                  event.preventDefault();
                  revalidator.revalidate();
                }}
                aria-disabled={retrying || undefined}
                className={buttonClass("secondary")}
              >
                {retrying ? <Spinner /> : <RefreshCw className="size-4" aria-hidden="true" />}
                {retrying ? "Loading template preview" : "Retry Loading"}
              </a>
            </>
          ) : (
            <Link to="/templates" className={buttonClass("primary")}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Templates
            </Link>
          )}
        </ErrorNotice>
      </main>
    </div>
  );
}
