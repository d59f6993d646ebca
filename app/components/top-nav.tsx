// Top navigation for every signed-in page (spec part 1 section 2.4).
import { memo, useState, type MouseEvent } from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import { FEEDBACK_PARAM, withFeedbackParam } from "~/schemas/feedback-param";
import { lazyComponent } from "./ui/lazy";
import { Logo } from "./logo";
import { DetailsMenu, menuItemBaseClass, menuItemClass } from "./nav-menu";
import { NavNotifications } from "./nav-notifications";
import { AccountActions, NavUserMenu, UserIdentity } from "./nav-user-menu";
import type { SupportConfig } from "./support/config";
import { SupportWidget } from "./support/support-widget";
import { buttonClass } from "./ui/button";
import { Briefcase, LayoutTemplate, Menu, MessageCircle, SquareKanban, X } from "lucide-react";
import type { NavUser } from "~/schemas/user";

const NAV_LINKS = [
  { to: "/portfolio", label: "Manage Portfolio", Icon: Briefcase },
  { to: "/templates", label: "Templates", Icon: LayoutTemplate },
  { to: "/jobtracker", label: "Job Tracker", Icon: SquareKanban },
] as const;

function LiveBadge({ user }: { user: NavUser }) {
  const inner = (
    <>
      <span className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
        <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
      </span>
      Portfolio is Live
    </>
  );
  const cls = `inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-xs font-semibold whitespace-nowrap text-emerald-700`;
  if (!user.portfolioUrl) return <span className={cls}>{inner}</span>;
  return (
    <a
      href={user.portfolioUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`${cls} hover:bg-emerald-100`}
      title="Open your live portfolio in a new tab"
    >
      {inner}
    </a>
  );
}

/**
 * The Feedback modal's open state: React state once hydrated (no navigation, no loader reruns); without JavaScript
 * the button is a link to ?feedback=1 and the server renders the modal open.
 */
// Its form (conform and zod) loads when the modal first opens, or on intent: hover or focus on Feedback.
const FeedbackModal = lazyComponent(() => import("./feedback/feedback-modal").then((m) => m.FeedbackModal));

function useFeedbackModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const [openedHere, setOpenedHere] = useState(false);
  const openedByUrl = new URLSearchParams(location.search).has(FEEDBACK_PARAM);
  const href = withFeedbackParam(`${location.pathname}${location.search}`, true);
  return {
    isOpen: openedHere || openedByUrl,
    href,
    open(event: MouseEvent<HTMLElement>) {
      event.preventDefault();
      // Opened from the mobile menu: fold the menu away behind the modal.
      event.currentTarget.closest("details")?.removeAttribute("open");
      setOpenedHere(true);
    },
    close() {
      setOpenedHere(false);
      if (openedByUrl)
        navigate(withFeedbackParam(`${location.pathname}${location.search}`, false), { replace: true, preventScrollReset: true });
    },
  };
}

/**
 * Memoised: the layout renders again with every router update (a fetcher's state on the job board, each search key),
 * while the navigation changes only with its own props and the location (issue 16: main-thread work per interaction).
 */
export const TopNav = memo(function TopNav({
  user,
  unreadCount = 0,
  support = null,
}: {
  user: NavUser;
  unreadCount?: number;
  support?: SupportConfig | null;
}) {
  const feedback = useFeedbackModal();
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-lg supports-[backdrop-filter]:bg-white/70">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <Logo to="/portfolio" />

          <nav aria-label="Main" className="ml-6 hidden lg:block">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      `rounded-lg px-3 py-2 text-sm font-medium transition ${
                        isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                      }`
                    }
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
            {user.portfolioDeployed && (
              <div className="hidden md:block">
                <LiveBadge user={user} />
              </div>
            )}
            <div className="hidden lg:block">
              <a
                href={feedback.href}
                onClick={feedback.open}
                onPointerEnter={FeedbackModal.preload}
                onFocus={FeedbackModal.preload}
                className={buttonClass("secondary", "sm")}
                aria-haspopup="dialog"
              >
                <MessageCircle className="size-4 text-slate-500" />
                Feedback
              </a>
            </div>
            {support ? <SupportWidget config={support} /> : null}
            <NavNotifications unreadCount={unreadCount} />
            <div className="hidden lg:block">
              <NavUserMenu user={user} />
            </div>

            {/* Mobile: a collapsible menu with the links and the account actions. */}
            <DetailsMenu
              label="Menu"
              testId="mobile-menu"
              className="lg:hidden"
              summaryClassName="size-10 justify-center text-slate-700 hover:bg-slate-100 group-open/menu:bg-slate-100"
              trigger={
                <>
                  <Menu className="size-5 group-open/menu:hidden" />
                  <X className="hidden size-5 group-open/menu:block" />
                </>
              }
            >
              <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-xl shadow-slate-900/10">
                <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6">
                  <div className="flex items-center justify-between gap-3 rounded-2xl bg-slate-50 p-3">
                    <UserIdentity user={user} />
                    {user.portfolioDeployed && (
                      <div className="shrink-0 md:hidden">
                        <LiveBadge user={user} />
                      </div>
                    )}
                  </div>
                  <nav aria-label="Main">
                    <ul className="space-y-0.5">
                      {NAV_LINKS.map(({ to, label, Icon }) => (
                        <li key={to}>
                          <NavLink
                            to={to}
                            className={({ isActive }) => (isActive ? `${menuItemBaseClass} bg-indigo-50 text-indigo-700` : menuItemClass)}
                          >
                            <Icon className="size-[1.125rem] opacity-70" />
                            {label}
                          </NavLink>
                        </li>
                      ))}
                      <li>
                        <a
                          href={feedback.href}
                          onClick={feedback.open}
                          onPointerEnter={FeedbackModal.preload}
                          onFocus={FeedbackModal.preload}
                          className={menuItemClass}
                          aria-haspopup="dialog"
                        >
                          <MessageCircle className="size-[1.125rem] opacity-70" />
                          Feedback
                        </a>
                      </li>
                    </ul>
                  </nav>
                  <div className="border-t border-slate-100 pt-3">
                    <AccountActions user={user} />
                  </div>
                </div>
              </div>
            </DetailsMenu>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would become the fixed modal's containing block. */}
      {feedback.isOpen ? <FeedbackModal sender={user} onClose={feedback.close} /> : null}
    </>
  );
});
