// The support widget ("buy me a coffee", spec part 1 section 1): a coffee-cup button in the top navigation that
// opens a small panel with the payment QR image. A <details> menu, so it opens without JavaScript too.
import { Coffee } from "lucide-react";
import { DetailsMenu, menuPanelClass } from "~/components/nav-menu";
import { NewTabLink } from "~/components/ui/new-tab-link";
import type { SupportConfig } from "./config";

const SUPPORT_TITLE = "Buy me a coffee";

export function SupportWidget({ config }: { config: SupportConfig }) {
  return (
    <DetailsMenu
      label={SUPPORT_TITLE}
      testId="support-widget"
      className="relative"
      summaryClassName="relative size-10 justify-center text-amber-600 hover:bg-amber-50 hover:text-amber-700 group-open/menu:bg-amber-50 group-open/menu:text-amber-700"
      trigger={<Coffee className="size-5" aria-hidden="true" />}
    >
      <div
        className={`${menuPanelClass} w-[min(18rem,calc(100vw-2rem))] overflow-hidden max-sm:fixed max-sm:inset-x-4 max-sm:top-[4.5rem] max-sm:mt-0 max-sm:w-auto`}
      >
        <div className="bg-gradient-to-br from-amber-50 via-orange-50 to-rose-50 px-5 pb-4 pt-5 text-center">
          <span className="mx-auto grid size-10 place-items-center rounded-xl bg-white text-amber-600 shadow-sm ring-1 ring-amber-100">
            <Coffee className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-3 text-sm font-semibold text-slate-900">{SUPPORT_TITLE}</h2>
          <p className="mt-1 text-sm leading-5 text-slate-600">{config.text}</p>
        </div>
        <div className="px-5 pb-5 pt-4">
          <div className="mx-auto w-44 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm">
            <img
              src={config.qrUrl}
              alt="Payment QR code"
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="block aspect-square w-full rounded-lg"
              data-testid="support-qr"
            />
          </div>
          <p className="mt-3 text-center text-xs text-slate-500">Scan with your phone's camera</p>
          {config.link ? (
            <NewTabLink
              href={config.link}
              className="mt-3 flex items-center justify-center gap-1.5 rounded-xl bg-amber-500 px-3 py-2 text-sm font-semibold text-white shadow-sm shadow-amber-500/30 transition hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
            >
              Open payment page
            </NewTabLink>
          ) : null}
        </div>
      </div>
    </DetailsMenu>
  );
}
