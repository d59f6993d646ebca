// Disclosure menus built on <details>/<summary>: they open and close without JavaScript. Once hydrated,
// Escape closes the open menu (focus returns to its trigger), and a click or focus outside it, or a
// navigation, closes it too.
import { useEffect, useRef, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Link, useLocation } from "react-router";

export function useDismissableDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (a new location.key) is what closes the menu.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    function close(returnFocus: boolean) {
      const el = ref.current;
      if (!el?.open) return;
      el.open = false;
      if (returnFocus) el.querySelector("summary")?.focus();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && ref.current?.open) {
        event.preventDefault();
        close(true);
      }
    }
    function onOutside(event: Event) {
      const el = ref.current;
      if (el?.open && event.target instanceof Node && !el.contains(event.target)) close(false);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, []);

  return ref;
}

/**
 * A <details> menu: `trigger` is the summary's content, `children` the panel. An icon-only trigger is named by
 * `label` (aria-label); a trigger showing text (the avatar's initials, a name) sets `textTrigger`, and `label`
 * becomes hidden text before it: an aria-label leaving out the visible text fails WCAG 2.5.3 "label in name".
 */
export function DetailsMenu({
  label,
  trigger,
  children,
  className = "",
  summaryClassName = "",
  testId,
  textTrigger = false,
}: {
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
  testId?: string;
  textTrigger?: boolean;
}) {
  const ref = useDismissableDetails();
  return (
    <details ref={ref} className={`group/menu ${className}`} data-testid={testId}>
      <summary
        aria-label={textTrigger ? undefined : label}
        className={`flex cursor-pointer list-none items-center rounded-xl transition select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden ${summaryClassName}`}
      >
        {textTrigger ? <span className="sr-only">{label}</span> : null}
        {trigger}
      </summary>
      {children}
    </details>
  );
}

/** Panel shell used under a DetailsMenu trigger. */
export const menuPanelClass =
  "absolute right-0 top-full z-50 mt-2 origin-top-right rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 ring-1 ring-slate-900/5";

export const menuItemBaseClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600";

export const menuItemClass = `${menuItemBaseClass} text-slate-700 hover:bg-slate-100 hover:text-slate-900`;

export const menuIconClass = "size-[1.125rem] text-slate-400";

/** One link of an account menu: its icon, then its label. */
export function MenuLinkItem({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={menuItemClass}>
        <Icon className={menuIconClass} />
        {children}
      </Link>
    </li>
  );
}
