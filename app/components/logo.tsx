import { useId } from "react";
import { Link } from "react-router";

export function LogoMark({ className = "size-8" }: { className?: string }) {
  // A per-instance gradient id: a hidden first logo must not take the others' colour with it.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#9333ea" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 10l7 13 7-13" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ to = "/", className = "" }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 font-bold tracking-tight text-slate-900 ${className}`}
      aria-label="Vitrine home"
    >
      <LogoMark />
      <span className="text-lg">Vitrine</span>
    </Link>
  );
}
