// A bare full-height page with only the Vitrine logo in its top bar: the frame of the Access Denied and error screens.
import type { ReactNode } from "react";
import { Logo } from "./logo";

export function LogoOnlyPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Logo to="/" />
        </div>
      </header>
      {children}
    </div>
  );
}
